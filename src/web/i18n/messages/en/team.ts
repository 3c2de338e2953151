// The team area's English messages, the source of its nine other catalogues: the team
// and join screens, billing and the demo checkout. ICU message syntax (FormatJS). {price}, {amount}
// and {total} arrive already formatted as money, {date} as a date; {plan} is the plan's name (Pro).
export const team = {
  'team.error': 'Error',

  // The capacity card, shared by the Team and Billing screens.
  'team.capacity.full': 'Team Full',
  'team.capacity.count': '{count} <muted>of {max, plural, one {# max member} other {# max members}}</muted>',
  'team.capacity.label': 'Team capacity',
  'team.capacity.valueText': '{count} of {max, plural, one {# member} other {# members}}',
  'team.capacity.used': '{percent, number, ::percent} capacity used',
  'team.capacity.left': '{left, plural, one {# seat left} other {# seats left}}',

  // The owner's Team screen.
  'team.manager.loading': 'Loading your team…',
  'team.manager.loadError.title': 'Failed to Load Team Data',
  'team.manager.loadError.text':
    "Your team couldn't be loaded just now. Check your connection and try again.",
  'team.manager.retry': 'Try Again',
  'team.manager.size.title': 'Team size',
  'team.manager.size.description': 'Everyone on the team counts, you included.',
  'team.manager.size.full': 'No seats left. Remove a member to make room.',
  'team.manager.size.lapsed': 'Seats can be used again once you subscribe.',

  'team.code.title': 'Business code',
  'team.code.description': 'Your staff sign in, choose Join a Team and enter this code to join your team.',
  'team.code.generated.new': 'New Code Generated',
  'team.code.generated.newText': 'The previous code no longer works. Share this one with your team.',
  'team.code.generated.first': 'Code Generated',
  'team.code.generated.firstText': 'Share it with your team so they can join.',
  'team.code.generateFailed': 'Failed to generate code',
  'team.code.copied.title': 'Code Copied!',
  'team.code.copied.text': 'Send it to the person you want to invite.',
  'team.code.copyFailed.title': 'Copy Failed',
  'team.code.copyFailed.text': 'Please copy the code manually',
  'team.code.copied': 'Copied',
  'team.code.copy': 'Copy code',
  'team.code.lapsed':
    "Your plan has ended, so this code won't let anyone join. It works again as soon as you subscribe.",
  'team.code.full': "Your team is full, so this code won't let anyone join until you remove a member.",
  'team.code.wrongPerson': 'Shared it with the wrong person?',
  'team.code.regenerate': 'Generate New Code',
  'team.code.none.title': 'No code yet',
  'team.code.none.text':
    'Generate a code to invite your staff. It never expires; you can replace it at any time.',
  'team.code.generating': 'Generating...',
  'team.code.generate': 'Generate Code',
  'team.code.regenerateDialog.title': 'Generate a new code?',
  'team.code.regenerateDialog.text':
    "The current code <mono>{code}</mono> will stop working at once. Anyone who hasn't joined yet will need the new code. People already on your team stay on it.",

  'team.members.title': 'Team members',
  'team.members.description': 'Members can show your QR codes and see the dashboard and analytics.',
  'team.members.removed.title': 'Team Member Removed',
  'team.members.removed.text': '{name} is no longer on your team.',
  'team.members.removeFailed': 'Failed to remove team member',
  'team.members.removeNamed': 'Remove {name}',
  'team.members.remove': 'Remove',
  'team.members.onlyOwner.lapsed':
    'No one else yet. Once you subscribe, share your business code and new members appear here.',
  'team.members.onlyOwner':
    'No one else yet. Share your business code and new members appear here once they join.',
  'team.members.removeDialog.title': 'Remove team member',
  'team.members.removeDialog.text': 'Remove {name} from your team? This will also update your billing.',
  'team.members.removing': 'Removing...',

  'team.role.owner': 'Owner',
  'team.role.member': 'Member',

  // A member's view.
  'team.member.canDo.qr': 'Show the review QR codes to customers',
  'team.member.canDo.analytics': 'See the dashboard, analytics and feedback',
  'team.member.canDo.owner': 'Team management and billing stay with the owner',
  'team.member.left.title': 'Left Team',
  'team.member.left.text': 'You are no longer on the {name} team.',
  'team.member.leaveFailed': 'Failed to leave team',
  'team.member.membership': 'Your membership',
  'team.member.leave': 'Leave team',
  'team.member.leave.text':
    "You'll lose access to this business's dashboard. To come back you'll need a new invitation code from the owner.",
  'team.member.leaving': 'Taking you to setup…',
  'team.member.leaveDialog.text':
    "Are you sure you want to leave {name} team? You'll need a new invitation code to rejoin.",
  'team.member.leaveDialog.pending': 'Leaving...',
  'team.member.loadError': 'Unable to load your team membership. Please try refreshing the page.',

  // Joining a team.
  'team.join.title': 'Join a team',
  'team.join.pageTitle': 'Join a team · {product}',
  'team.join.intro': 'Enter the 6-character business code your owner gave you to join their team.',
  'team.join.card.text':
    'Have a business code from an owner? Enter it to join their team and show their review QR codes.',
  'team.join.card.action': 'Enter a code',
  'team.join.codeRequired.title': 'Code Required',
  'team.join.codeRequired.text': 'Please enter a 6-character business code',
  'team.join.joined': "You've joined {name} team!",
  'team.join.failed': 'Failed to join team',
  'team.join.label': 'Business code',
  'team.join.length': '{length} of {max, plural, one {# character} other {# characters}}',
  'team.join.joining': 'Joining...',
  'team.join.submit': 'Join Team',
  'team.join.help.title': 'Where do I find a code?',
  'team.join.help.owner': 'Ask the business owner to generate a code in the Team section of their dashboard.',
  'team.join.help.format':
    'Codes are 6 characters and case-sensitive. Letters are capitalised for you as you type.',
  'team.join.help.home': 'Want to create your own business instead? <link>Go back home</link>',

  // Billing: the plan.
  'team.billing.loadError': 'Your plan could not be loaded',
  'team.billing.loading': 'Loading your plan…',
  'team.plan.title': 'Your plan',
  'team.plan.monthly': '{price} a month for this location.',
  'team.plan.cancelledOn': 'Cancelled: it ends on {date}.',
  'team.plan.cancelAnytime': 'Cancel anytime.',
  'team.plan.trial': 'Trial',
  'team.plan.until': '{plan} until {date}',
  'team.plan.cancelled.detail': 'Cancelled: your plan ends then unless you resume it.',
  'team.plan.renews': 'Renews {date}.',
  'team.plan.trialLeft': 'Trial · {days, plural, one {# day left} other {# days left}}',
  'team.plan.trialSubscribed': 'Subscribed: the first charge is on {date}, when the trial ends.',
  'team.plan.trialEnds': 'Your trial ends {date}. No card needed until you subscribe.',
  'team.plan.pastDue.title': 'Payment failed',
  'team.plan.pastDue.detail': 'Update your card in Manage billing to keep your plan.',
  'team.plan.subscriptionEnded': 'Subscription ended',
  'team.plan.trialEnded': 'Trial ended',
  'team.plan.trialEnded.detail':
    'Trial ended {date}. Your QR codes and review pages keep working for customers.',
  'team.plan.ended.detail': 'Your plan has ended. Your QR codes and review pages keep working for customers.',
  'team.plan.start': 'Start subscription',
  'team.plan.opening': 'Opening checkout…',
  'team.plan.cancel': 'Cancel subscription',
  'team.plan.resume': 'Resume subscription',
  'team.plan.resuming': 'Resuming…',
  'team.plan.manage': 'Manage billing',
  'team.plan.error.title': 'Subscription Error',
  'team.plan.startFailed': 'Failed to start subscription. Please try again.',
  'team.plan.resumeFailed': 'Failed to resume subscription. Please try again.',
  'team.plan.cancelled.title': 'Subscription Cancelled',
  'team.plan.cancelled.text': 'You keep {plan} until {date}.',
  'team.plan.cancelError.title': 'Cancellation Error',
  'team.plan.cancelFailed': 'Failed to cancel subscription. Please try again.',
  'team.plan.resumed.title': 'Subscription Resumed',
  'team.plan.resumed.text': 'Your plan renews as before.',
  'team.plan.portalError.title': 'Billing Error',
  'team.plan.portalFailed': 'Could not open billing. Please try again.',
  'team.plan.cancelDialog.title': 'Cancel your subscription?',
  'team.plan.cancelDialog.text':
    'You keep {plan} until {date}, and can resume before then. Your QR codes keep working afterwards.',
  'team.plan.cancelDialog.textNoDate':
    'Your plan ends at the end of the period. Your QR codes keep working afterwards.',
  'team.plan.cancelDialog.keep': 'Keep my plan',
  'team.plan.cancelDialog.pending': 'Cancelling…',

  // Billing: seats and prices.
  'team.seats.title': 'Team seats',
  'team.seats.description':
    '{users, plural, one {# user included} other {# users included}} (you count as one), then {price} a month per extra seat.',
  'team.seats.full': 'Add a seat below to invite more.',
  'team.seats.extra': 'Extra seats',
  'team.seats.fewer': 'One seat fewer',
  'team.seats.more': 'One seat more',
  'team.seats.newTotal.prorated': 'New monthly total: <strong>{total}</strong>, prorated from today.',
  'team.seats.newTotal.onSubscribe':
    'New monthly total: <strong>{total}</strong>, charged when you subscribe.',
  'team.seats.undo': 'Undo',
  'team.seats.saving': 'Saving…',
  'team.seats.confirm': 'Confirm seats',
  'team.seats.minimum':
    'Your team of {count, plural, one {#} other {#}} needs at least {min, plural, one {# extra seat} other {# extra seats}}.',
  'team.seats.updated.title': 'Seats Updated',
  'team.seats.updated.text': 'Your team can now have {count, plural, one {# member} other {# members}}.',
  'team.seats.error.title': 'Seats Error',
  'team.seats.failed': 'Failed to update seats. Please try again.',
  'team.pricing.title': 'Pricing',
  'team.pricing.description': 'Simple, per location. Cancel anytime.',
  'team.pricing.perMonth': '/month per location',
  'team.pricing.users': 'Includes {users, plural, one {# user} other {# users}} (you count as one)',
  'team.pricing.extra': '+{price}/month per extra user',
  'team.pricing.trial':
    '{days, plural, one {#-day free trial, no card required} other {#-day free trial, no card required}}',

  'team.subscribe.label': 'Subscription',
  'team.subscribe.trialEnded': 'Your free trial has ended. Subscribe to keep growing your reviews.',
  'team.subscribe.planEnded': 'Your subscription has ended. Subscribe to keep growing your reviews.',
  'team.subscribe.text':
    'Your QR codes and review pages keep working for customers. Adding team members needs an active plan.',
  'team.subscribe.action': 'Subscribe',
  'team.checkoutReturn.success.title': 'Subscription Started',
  'team.checkoutReturn.success.text': 'Thank you! Your plan is active.',
  'team.checkoutReturn.cancelled.title': 'Checkout Cancelled',
  'team.checkoutReturn.cancelled.text': 'No charge was made. You can subscribe anytime.',

  // The demo checkout (the embedded default, standing in for Stripe's page).
  'team.checkout.pageTitle': 'Demo checkout · {product}',
  'team.checkout.badge': 'Demo checkout — no card is charged',
  'team.checkout.title': 'Subscribe to {plan}',
  'team.checkout.description':
    'This server runs without Stripe, so this page stands in for the real checkout.',
  'team.checkout.loading': 'Loading checkout…',
  'team.checkout.loadError': 'This checkout could not be loaded. Start again from Billing.',
  'team.checkout.location': 'Location',
  'team.checkout.plan': '{plan} plan, {users, plural, one {# user included} other {# users included}}',
  'team.checkout.perMonth': '{price}/mo',
  'team.checkout.extraSeats': 'Extra seats × {count, number}',
  'team.checkout.total': 'Monthly total',
  'team.checkout.firstCharge': 'First charge',
  'team.checkout.payFailed': 'Payment failed. Please try again.',
  'team.checkout.paying': 'Paying…',
  'team.checkout.payAmount': 'Pay {amount}',
  'team.checkout.pay': 'Pay',
  'team.checkout.cancel': 'Cancel',
} as const;
