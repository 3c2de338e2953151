// The e-mails' English messages, the source of every other language's catalogue. ICU
// message syntax (FormatJS): {name} fills a value, {count, plural, …} picks the language's plural form.
export const en = {
  'layout.unsubscribe': 'Unsubscribe',
  'layout.settings': 'Notification settings',
  'alert.subject.one': 'New {rating}-star feedback for {business}',
  'alert.subject.many':
    '{count, plural, one {# new feedback message for {business}} other {# new feedback messages for {business}}}',
  'alert.heading': '{count, plural, one {New private feedback} other {# new private feedback messages}}',
  'alert.intro':
    '{count, plural, one {A customer left private feedback instead of a public review. A quick reply can still win them back.} other {# customers left private feedback instead of a public review.}}',
  'alert.intro.followUp':
    '{count, plural, one {One more customer left private feedback since the last alert.} other {# more customers left private feedback since the last alert.}}',
  'alert.ratingOf': '{rating} of 5',
  'alert.from': 'From {name}',
  'alert.aCustomer': 'a customer',
  'alert.noContact': 'The customer left no name or e-mail.',
  'alert.button': 'Open the feedback inbox',
  'alert.reason': 'You get this because feedback alerts are on for {business}.',
  'alert.yourBusiness': 'your business',
  'weekly.subject': 'Your week at {business}: {week}',
  'weekly.preview': '{scans, plural, one {# scan} other {# scans}} last week · {feedback} new feedback',
  'weekly.reason': 'You get this every Monday because the weekly summary is on for {business}.',
  'weekly.heading': 'Your week at {business}',
  'weekly.scans': 'QR code scans',
  'weekly.ratings': 'Ratings',
  'weekly.conversions': 'Sent to Google to review',
  'weekly.noChange': 'no change',
  'weekly.new': 'new this week',
  'weekly.change': '{change} on the week before',
  'weekly.newFeedback': 'New private feedback',
  'weekly.readInbox': 'Read it in the feedback inbox',
  'weekly.best': 'Best week on the team: {name}, {count} sent to Google.',
  'weekly.button': 'Open your dashboard',
  'claimed.subject': '{business} was claimed by its verified owner on Google',
  'claimed.heading': '{business} was claimed by its owner',
  'claimed.p1':
    'Someone who manages this business on Google, with a verified Business Profile, has registered it on ReviewTap. A verified owner always gets their place, so your registration is now unverified.',
  'claimed.p2':
    'You keep your account and everything you collected: scans, ratings and feedback, which you can export from Your data. Your QR codes and links keep working until {until}.',
  'claimed.p3':
    'If this business is yours, connect its Google Business Profile from the Google reviews section to claim it back, or ask the verified owner for their team code to join their team.',
  'claimed.reason': 'You registered this business on ReviewTap; this notice is about your account.',
  'review.subject.one': 'New {stars}-star Google review for {business}',
  'review.subject.many':
    '{count, plural, one {# new low Google review for {business}} other {# new low Google reviews for {business}}}',
  'review.digestSubject.one': 'A new {stars}-star Google review for {business} yesterday',
  'review.digestSubject.many':
    '{count, plural, one {# new good Google review for {business} yesterday} other {# new good Google reviews for {business} yesterday}}',
  'review.heading': '{count, plural, one {A new low review on Google} other {# new low reviews on Google}}',
  'review.digestHeading':
    '{count, plural, one {Yesterday on Google: # new review with 4 or 5 stars} other {Yesterday on Google: # new reviews with 4 or 5 stars}}',
  'review.intro': 'Everyone who reads your reviews sees how you answer. A calm, quick reply helps.',
  'review.digestIntro': 'A short thank-you shows future customers that you read every review.',
  'review.noText': 'A rating without text.',
  'review.button': 'Reply on ReviewTap',
  'review.reason': 'You get this because alerts are on for {business}.',
  'broken.subject': 'Reconnect Google for {business}',
  'broken.heading': 'Google no longer accepts the connection',
  'broken.body':
    'Access for {business} was removed or has expired at Google, so new reviews are not coming in and replies cannot be sent. Connect the Business Profile again: it takes one click.',
  'broken.button': 'Connect again',
  'broken.reason': "You connected this business's Google Business Profile on ReviewTap.",
  'webhook.subject': 'A webhook was turned off after a day of failures',
  'webhook.heading': 'Your webhook stopped answering',
  'webhook.body':
    'For 24 hours every delivery to {url} failed (last: {error}), so we turned the webhook off. Events since then are in the delivery log. Fix the receiver, then turn the webhook on again and resend what it missed.',
  'webhook.button': 'Open Developers',
  'webhook.reason': "You added this webhook in ReviewTap's Developers section.",
  'common.dashboard': 'Open your dashboard',
} as const;

export type MailKey = keyof typeof en;
export type MailCatalogue = Record<MailKey, string>;
