// The e-mails' English messages, the source of every other language's catalogue (issue 29). ICU
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
} as const;

export type MailKey = keyof typeof en;
export type MailCatalogue = Record<MailKey, string>;
