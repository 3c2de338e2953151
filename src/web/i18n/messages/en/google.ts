// The google area's English messages, the source of its nine other catalogues.
// ICU message syntax (FormatJS). Dates arrive already formatted; {token} is the literal "{first name}"
// that saved replies use (src/shared/lib/google.ts), the same in every language.
export const google = {
  // The section (google-section.tsx)
  'google.section.title': 'Google reviews',
  'google.section.subtitle': 'Your Business Profile: reviews, replies and growth',
  'google.section.claimed.title': 'Unverified: this place was claimed by its owner on Google',
  'google.section.claimed.text':
    'On {date} someone who manages this business on Google registered it with a verified Business Profile. You keep your data (export it from Your data). Your QR codes and links stop working 30 days after that date. If the business is yours, connect its Business Profile below.',
  'google.section.loading': 'Loading your Google connection…',
  'google.section.failed': 'Unable to load your Google connection',
  'google.section.unavailable':
    "Google Business Profile is not enabled on this server. The operator needs Google's approval for the Business Profile APIs and then sets {setting}.",
  'google.filter.legend': 'Filter reviews',
  'google.filter.allStars': 'All stars',
  'google.filter.lowStars': '1–3 ★',
  'google.filter.highStars': '4–5 ★',
  'google.filter.unreplied': 'Unreplied ({count})',
  'google.reviews.loading': 'Loading reviews…',
  'google.reviews.failed': 'Unable to load your reviews',
  'google.reviews.empty.title': 'No reviews match',
  'google.reviews.empty.text':
    'Try another filter. New reviews appear here within the hour, or at once with Sync now.',
  'google.reviews.listLabel': 'Google reviews',
  'google.reviews.more': 'Show more reviews',

  // The connection (connection-card.tsx)
  'google.connection.connected': 'Business Profile connected',
  'google.connection.notConnected': 'Not connected',
  'google.connection.notGranted': 'Google access was not granted. Please try again.',
  'google.connection.opening': 'Opening Google…',
  'google.connection.openFailed': 'Could not start the connection',
  'google.connection.connectAgain': 'Connect again',
  'google.connection.connect': 'Connect Google Business Profile',
  'google.connection.title': 'Connect your Google Business Profile',
  'google.connection.text':
    'See every Google review here, reply to them, and watch your reviews grow since you started with ReviewTap. Connecting also proves the business is yours.',
  'google.connection.demo': 'This server has no Google settings: you will connect the demo profile.',
  'google.connection.askOwner': 'Ask the owner to connect it.',
  'google.connection.noLocation': 'No matching location',
  'google.connection.verified': 'Verified on Google',
  'google.connection.notVerified': 'Not verified',
  'google.connection.demoProfile': 'Demo profile',
  'google.connection.account': 'Google account: {name}.',
  'google.connection.lastSync': 'Reviews read {when}.',
  'google.connection.reading': 'Reading your reviews…',
  'google.connection.broken':
    'Google no longer accepts this connection (access was removed or expired). Connect again to keep your reviews up to date.',
  'google.connection.noMatch':
    'None of the locations this Google account manages is this business. Connect with the Google account that owns the business on Google Maps, or ask its owner to add you as a manager in Business Profile, then connect again.',
  'google.connection.syncing': 'Reading your reviews from Google',
  'google.connection.syncFailed': 'Could not ask for a sync',
  'google.connection.sync': 'Sync now',
  'google.connection.disconnected': 'Business Profile disconnected',
  'google.connection.disconnectFailed': 'Could not disconnect',
  'google.connection.disconnect': 'Disconnect',

  // Places to claim (claimable-card.tsx)
  'google.claim.title': 'Your places, registered by someone else',
  'google.claim.text':
    'Your Google account manages these places as their verified owner, but another ReviewTap account registered them without verification. Claim one to make it your location; the other account is told and keeps its own data.',
  'google.claim.listLabel': 'Places you can claim',
  'google.claim.done': '{place} is now yours',
  'google.claim.doneText': 'Verified on Google. Find it under All locations.',
  'google.claim.failed': 'Could not claim this place',
  'google.claim.button': 'Claim {place}',

  // Review growth (growth-card.tsx)
  'google.growth.title': 'Review growth',
  'google.growth.text': 'From your Business Profile itself: what ReviewTap has achieved.',
  'google.growth.total': 'Google reviews',
  'google.growth.average': 'Average rating',
  'google.growth.before': 'Per week before',
  'google.growth.since': 'Per week since',
  'google.growth.notStarted':
    'Before and since are counted from your first QR code scan: show your code to a customer to start.',
  'google.growth.chart': 'New Google reviews per week, last 13 weeks',
  'google.growth.week':
    'Week of {week}: {reviews, plural, one {# review} other {# reviews}}, {sent, plural, one {# sent to Google} other {# sent to Google}}',
  'google.growth.followed':
    '{count, plural, one {<b>#</b> review followed a visit} other {<b>#</b> reviews followed a visit}}: written within two hours after a customer went from your QR code to Google. It is an estimate: Google does not say who wrote a review.',
  'google.growth.byMember': 'By team member: {list}.',

  // The overview's live rating (live-rating.tsx)
  'google.rating.none': 'No Google rating yet',
  'google.rating.onGoogle': '<b>{rating}</b> on Google · {count, plural, one {# review} other {# reviews}}',
  'google.rating.poweredBy': 'Powered by Google',
  'google.rating.connect': 'Connect your Business Profile to see the history and reply to reviews',

  // Saved replies (reply-templates-card.tsx)
  'google.templates.title': 'Saved replies',
  'google.templates.text':
    "Start a reply from one of these. Write {token} where the reviewer's first name goes.",
  'google.templates.saved': 'Saved replies updated',
  'google.templates.saveFailed': 'Could not save the replies',
  'google.templates.low': 'For 1–3 stars',
  'google.templates.lowPlaceholder': "We're sorry, {token}. Please call us so we can make it right.",
  'google.templates.high': 'For 4–5 stars',
  'google.templates.highPlaceholder': 'Thank you, {token}! See you soon.',
  'google.templates.save': 'Save replies',

  // One review and its reply (review-card.tsx)
  'google.review.stars': '{value} out of 5 stars',
  'google.review.updated': 'Reply updated',
  'google.review.posted': 'Reply posted on Google',
  'google.review.postFailed': 'Google did not take the reply. Your text is still here: please try again.',
  'google.review.deleted': 'Reply deleted',
  'google.review.deleteFailed': 'Could not delete the reply',
  'google.review.followedVisit': 'Followed a visit',
  'google.review.noText': 'A rating without text.',
  'google.review.yourReply': 'Your reply · {date}',
  'google.review.edit': 'Edit',
  'google.review.delete': 'Delete',
  'google.review.reply': 'Reply',
  'google.review.replyTo': 'Reply to {name}',
  'google.review.placeholder': 'Write a public reply…',
  // {limit} is always Google's 4096: the unit takes that number's form.
  'google.review.bytes': '{size} / {limit} bytes',
  'google.review.useTemplate': 'Use saved reply',
  'google.review.cancel': 'Cancel',
  'google.review.save': 'Save reply',
  'google.review.post': 'Post reply',
} as const;
