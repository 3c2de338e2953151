// The setup area's English messages, the source of its nine other catalogues.
// Setting up a business (search, confirm, register), the location switcher and 'All locations',
// and the business settings cards (review filter, customer page language, time zone).
// {price} arrives already formatted as money, {date} as a short date, {rating} as "4.7".
export const setup = {
  // The setup screen
  'setup.title': 'Set up your business',
  'setup.addLocation': 'Add a location',
  'setup.intro':
    'Find your business on Google and confirm it. Your review QR code is ready in about 2 minutes.',
  'setup.intro.adding': 'Find the location on Google and confirm it. {pricing}',
  'setup.registered.title': 'Business registered successfully!',
  'setup.registered.text': 'Your QR code is ready to generate. Redirecting to dashboard...',
  'setup.register.failedTitle': 'Registration failed',
  'setup.register.failed': 'Failed to register your business. Please try again.',
  'setup.price.sharedTrial': 'It is free until your trial ends on {date}, then {price} a month.',
  'setup.price.perLocation':
    'Each location is {price} a month; you pay for this one at checkout right after confirming.',
  'setup.price.trial':
    '{days, plural, one {Your #-day free trial starts today. No card required.} other {Your #-day free trial starts today. No card required.}}',

  // The steps
  'setup.steps.label': 'Setup progress',
  'setup.steps.search': 'Search',
  'setup.steps.confirm': 'Confirm',
  'setup.steps.step': 'Step {n, number}:',
  'setup.steps.done': '(done)',

  // The confirm step
  'setup.confirm.title': 'Confirm your business',
  'setup.confirm.text': 'Check that this is the right place before you register it.',
  'setup.confirm.change': 'Change',
  'setup.confirm.next': 'What happens next?',
  'setup.confirm.link.title': 'A direct link to Google reviews',
  'setup.confirm.link.text': 'Customers land straight on your review form.',
  'setup.confirm.qr.title': 'QR codes',
  'setup.confirm.qr.text': 'Show one on your phone or print it for the counter.',
  'setup.confirm.analytics.title': 'Scan analytics',
  'setup.confirm.analytics.text': 'See how many customers scan and go on to review.',
  'setup.confirm.back': 'Back to Search',
  'setup.confirm.redirecting': 'Redirecting...',
  'setup.confirm.registering': 'Registering...',
  'setup.confirm.register': 'Register My Business',

  // The search step
  'setup.search.label': 'Search for your business',
  'setup.search.placeholder': 'Business name and city',
  'setup.search.clear': 'Clear search',
  'setup.search.hint': 'Include the city to narrow it down. Results appear as you type.',
  'setup.search.failedSummary': 'Search failed: {message}',
  'setup.search.searching': 'Searching…',
  'setup.search.noneFor': 'No businesses found for “{query}”',
  'setup.search.foundSummary': '{count, plural, one {# business found} other {# businesses found}}',
  'setup.search.found': '{count, plural, one {# business found.} other {# businesses found.}} Choose yours.',
  'setup.search.unavailable': 'Unable to search for businesses right now. Please try again in a moment.',
  'setup.search.poweredBy': 'Powered by Google',
  'setup.search.demo': 'Demo catalogue',
  'setup.search.demoNote': 'Sample places, not live Google results',
  'setup.search.intro.title': 'Find your business',
  'setup.search.intro.tooShort':
    '{min, plural, one {Keep typing: a search needs at least # character.} other {Keep typing: a search needs at least # characters.}}',
  'setup.search.intro.text': 'Type its name as it appears on Google Maps, for example “Café Crème Lyon”.',
  'setup.search.none.title': 'No businesses found',
  'setup.search.none.text': 'Nothing matched <term>“{query}”</term>. Try these:',
  'setup.search.tip.name': 'Use the full business name',
  'setup.search.tip.city': 'Add the city or neighbourhood',
  'setup.search.tip.street': 'Include the street address',
  'setup.search.tip.keywords': 'Try other keywords',
  'setup.search.failed.title': 'Search failed',
  'setup.search.retry': 'Try again',

  // A place's rating
  'setup.rating.none': 'No reviews yet',
  'setup.rating.sr': 'Rated {rating} out of 5',
  'setup.rating.srWithCount': 'Rated {rating} out of 5, {count, plural, one {# review} other {# reviews}}',
  'setup.rating.count': '({count, plural, one {# review} other {# reviews}})',

  // 'All locations'
  'setup.overview.scans': 'Scans',
  'setup.overview.toGoogle': 'To Google',
  'setup.overview.rate': 'Rate',
  'setup.overview.newFeedback': 'New feedback',
  'setup.overview.open': 'Open',
  'setup.overview.openName': 'Open {name}',
  'setup.overview.onShow': 'On show',
  'setup.overview.thisWeek': 'This week',
  'setup.overview.lastWeek': 'Last week',
  'setup.overview.all': '{count, plural, one {All # location} other {All # locations}}',

  // The location switcher
  'setup.switcher.label': 'Location: {name}. Switch location',
  'setup.switcher.yours': 'Your locations',
  'setup.switcher.verified': 'Verified',
  'setup.switcher.all': 'All locations',

  // The review filter card
  'setup.reviewFilter.saved': 'Review Filter Updated',
  'setup.reviewFilter.savedOn': 'Ratings of 1 to 3 stars now see your private feedback form first.',
  'setup.reviewFilter.savedOff': 'Every customer now goes straight to Google.',
  'setup.reviewFilter.failed': 'Failed to update review filter setting',
  'setup.reviewFilter.title': 'Review filter',
  'setup.reviewFilter.text': 'Hear from unhappy customers privately before they post.',
  'setup.reviewFilter.label': 'Send 1–3 star ratings to private feedback first',
  'setup.reviewFilter.noteOn':
    'Google forbids discouraging negative reviews, so customers who rate 1–3 stars see your private feedback form first, and it always offers them a link to post on Google.',
  'setup.reviewFilter.noteOff':
    'Off: every customer, whatever their rating, goes straight to your Google review page.',

  // The customer page language card ({language} is the language's name in its own words)
  'setup.language.saved': 'Customer page language updated',
  'setup.language.savedAuto': "Each customer now sees your rating page in their phone's language.",
  'setup.language.savedFixed': 'Every customer now sees your rating page in {language}.',
  'setup.language.failed': 'Failed to update the customer page language',
  'setup.language.title': 'Customer page language',
  'setup.language.text': 'The language of the rating and feedback pages your QR code opens.',
  'setup.language.label': 'Language',
  'setup.language.auto': 'Automatic (recommended)',
  'setup.language.noteAuto':
    "{count, plural, one {Automatic: each customer reads the page in their phone's language (# language), or English.} other {Automatic: each customer reads the page in their phone's language (# languages), or English.}}",
  'setup.language.noteFixed':
    "Always {language}, whatever the customer's phone is set to. A link ending in ?lang=xx still picks its own.",

  // The time zone card ({zone} is an IANA id such as Europe/Paris)
  'setup.timeZone.saved': 'Time zone updated',
  'setup.timeZone.savedText': 'Every day and week now runs on {zone} time, your history too.',
  'setup.timeZone.failed': 'Failed to update the time zone',
  'setup.timeZone.title': 'Time zone',
  'setup.timeZone.text': "Where your business's days start and end, for every chart and summary.",
  'setup.timeZone.note':
    'A scan at 23:30 here counts on that day. Changing it recounts your history in the new zone.',
} as const;
