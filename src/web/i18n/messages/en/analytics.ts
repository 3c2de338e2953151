// The analytics area's English messages, the source of its nine other catalogues:
// Analytics (src/web/features/analytics) and private feedback (src/web/features/feedback).
// ICU message syntax (FormatJS). {rate} arrives already formatted as a percentage, {day} as a date.
export const analytics = {
  'analytics.title': 'Business Analytics',
  'analytics.subtitle': 'Scans of your QR code and where they led.',
  'analytics.refreshLabel': 'Refresh analytics',
  'analytics.refresh': 'Refresh',
  'analytics.loading': 'Loading analytics...',
  'analytics.loadError': 'Unable to load analytics data',
  'analytics.error': 'Error',

  'analytics.empty.title': 'No scans yet',
  'analytics.empty.text':
    'Your numbers appear here after the first customer scans your QR code. Show it on your phone right after a great visit and ask for a quick rating.',
  'analytics.empty.show': 'Show To Customers',

  'analytics.unusual.title': 'Unusual activity',
  'analytics.unusual.text':
    "One network sent far more ratings than a shop's customers do. We did not count them, so your figures stay true.",
  'analytics.unusual.ratings':
    '<b>{day}:</b> {ratings, plural, one {# rating} other {# ratings}} not counted',
  'analytics.unusual.scans': '<b>{day}:</b> {scans, plural, one {# scan} other {# scans}} not counted',
  'analytics.unusual.both':
    '<b>{day}:</b> {ratings, plural, one {# rating} other {# ratings}} and {scans, plural, one {# scan} other {# scans}} not counted',

  'analytics.summary.label': 'Totals',
  'analytics.summary.scans': 'Total Scans',
  'analytics.summary.scansHint': 'All time',
  'analytics.summary.conversions': 'Conversions',
  'analytics.summary.conversionsHint': 'Sent on to Google',
  'analytics.summary.rate': 'Conversion Rate',
  'analytics.summary.rateHint': 'Conversions ÷ scans',

  'analytics.period.label': 'Week and month',
  'analytics.period.current': '{count, plural, one {<n>#</n><sr> scan</sr>} other {<n>#</n><sr> scans</sr>}}',
  'analytics.period.week.title': 'This week',
  'analytics.period.week.hint': 'Last 7 days',
  'analytics.period.week.previous': '{count, plural, one {# scan} other {# scans}} last week',
  'analytics.period.month.title': 'This month',
  'analytics.period.month.hint': 'Last 30 days',
  'analytics.period.month.previous': '{count, plural, one {# scan} other {# scans}} last month',
  'analytics.growth.none.week': 'No comparison: no scans last week',
  'analytics.growth.none.month': 'No comparison: no scans last month',
  'analytics.growth.week':
    '{direction, select, up {up compared with last week} down {down compared with last week} other {unchanged compared with last week}}',
  'analytics.growth.month':
    '{direction, select, up {up compared with last month} down {down compared with last month} other {unchanged compared with last month}}',

  'analytics.team.title': 'Team',
  'analytics.team.description':
    "Customers each person's own QR sent on to Google to review, last 7 days (a click to Google, not yet a review). Printed codes count for nobody.",
  'analytics.team.empty': 'No one on the team has shown their QR yet.',
  'analytics.team.ranking': 'Team ranking',
  'analytics.team.total':
    '<b>Whole team this week: </b>{conversions, plural, one {# conversion} other {# conversions}} from {scans, plural, one {# scan} other {# scans}}',
  'analytics.team.onlyMine': 'the owner shows only your own row',
  'analytics.team.unattributed':
    "{count, plural, one {# scan this week came from the shop's printed code or plain link, so it counts for no one on the team.} other {# scans this week came from the shop's printed code or plain link, so they count for no one on the team.}}",
  'analytics.team.first': 'First',
  'analytics.team.conversions': '{count, plural, one {# conversion} other {# conversions}}',
  'analytics.team.tag.you': 'You',
  'analytics.team.tag.owner': 'Owner',
  'analytics.team.tag.former': 'Former',
  'analytics.team.row.thisWeek':
    '{scans, plural, one {# scan} other {# scans}} · {rate} to Google · {feedback, number} private feedback',
  'analytics.team.row.history':
    'Last week {lastWeek, number} · all time {allTime, plural, one {# conversion} other {# conversions}}',
  'analytics.team.row.channels': 'This week by channel: {channels}',
  'analytics.team.board.label': 'Show the team board to members',
  'analytics.team.board.shown': 'Members see everyone’s row.',
  'analytics.team.board.hidden': 'Members see only their own row and the team total.',
  'analytics.team.board.failed': 'Failed to update the team board setting',

  'analytics.channels.title': 'How customers came',
  'analytics.channels.description':
    'Scans and Google conversions by channel, this week (last week in brackets)',
  'analytics.channels.column.channel': 'Channel',
  'analytics.channels.column.scans': 'Scans',
  'analytics.channels.column.conversions': 'Conversions',
  'analytics.channels.column.rate': 'Rate',
  'analytics.channels.column.yours': 'Yours',
  'analytics.channels.viaMaps':
    "{count, plural, one {# conversion} other {# conversions}} this week went to your place on Google Maps, because Google's review form does not open in Firefox for Android.",
  'analytics.channel.qr': 'QR code',
  'analytics.channel.sms': 'SMS',
  'analytics.channel.whatsapp': 'WhatsApp',
  'analytics.channel.email': 'E-mail',
  'analytics.channel.share': 'Share sheet',
  'analytics.channel.copy': 'Copied link',
  'analytics.channel.nfc': 'NFC tag',

  'analytics.daily.title': 'Scans and conversions',
  'analytics.daily.description': 'Last 30 days, by day in {zone}',
  'analytics.daily.summary':
    'Chart of the last 30 days: {scans, plural, one {# scan} other {# scans}}, {conversions, plural, one {# conversion} other {# conversions}}',
  'analytics.daily.summaryWithFeedback':
    'Chart of the last 30 days: {scans, plural, one {# scan} other {# scans}}, {conversions, plural, one {# conversion} other {# conversions}}, {feedback, number} sent to private feedback',
  'analytics.series.scans': 'Scans',
  'analytics.series.conversions': 'Conversions',
  'analytics.series.feedback': 'Private feedback',

  'analytics.ratings.title': 'Ratings',
  'analytics.ratings.none': 'No ratings yet',
  'analytics.ratings.total': '{count, plural, one {# rating} other {# ratings}} in total',
  'analytics.ratings.summary':
    'Ratings chart. 5 stars: {r5, number}, 4 stars: {r4, number}, 3 stars: {r3, number}, 2 stars: {r2, number}, 1 star: {r1, number}',

  'analytics.recent.title': 'Recent scans',
  'analytics.recent.description': 'The 5 most recent visits to your rating page',
  'analytics.recent.mobile': 'Mobile',
  'analytics.recent.desktop': 'Desktop',
  'analytics.recent.converted': 'Converted',
  'analytics.recent.notConverted': 'Not converted',

  'analytics.mine.title': "Your QR code's results",
  'analytics.mine.description': 'Scans of the QR on your phone, and the customers they sent on to Google.',
  'analytics.mine.loading': 'Loading your figures…',
  'analytics.mine.loadError': 'Unable to load your figures right now.',
  'analytics.mine.thisWeek': 'This week',
  'analytics.mine.lastWeek': 'Last week',
  'analytics.mine.allTime': 'All time',
  'analytics.mine.conversions':
    '{count, plural, one {<n>#</n><sr> conversion</sr>} other {<n>#</n><sr> conversions</sr>}}',
  'analytics.mine.ofScans': 'to Google, of {count, plural, one {# scan} other {# scans}}',

  'analytics.feedback.title': 'Customer Feedback',
  'analytics.feedback.subtitle': 'View feedback from 1-3 star reviews',
  'analytics.feedback.viewAll': 'View all',
  'analytics.feedback.loading': 'Loading feedback...',
  'analytics.feedback.loadError': 'Unable to load feedback',
  'analytics.feedback.emptyTitle': 'No feedback yet',
  'analytics.feedback.emptyText':
    'When the review filter is on, customers who rate 1 to 3 stars can tell you privately what went wrong. Their messages will appear here.',
  'analytics.feedback.newest': 'Newest feedback',
  'analytics.feedback.rating.veryPoor': 'Very Poor',
  'analytics.feedback.rating.poor': 'Poor',
  'analytics.feedback.rating.average': 'Average',
  'analytics.feedback.rating.stars': '{rating, plural, one {# star} other {# stars}}',
  'analytics.feedback.stars': '{rating, number} out of {max, number} stars',
  'analytics.feedback.resolved': 'Resolved',
  'analytics.feedback.via': "Via {name}'s QR",
  'analytics.feedback.markedResolved': 'Marked resolved',
  'analytics.feedback.markedOpen': 'Marked open again',
  'analytics.feedback.updateFailed': 'Failed to update feedback',
  'analytics.feedback.replySubject': 'Your feedback for {business}',
  'analytics.feedback.reply': 'Reply by e-mail',
  'analytics.feedback.reopen': 'Reopen',
  'analytics.feedback.markResolved': 'Mark resolved',
  'analytics.feedback.filter.rating': 'Rating',
  'analytics.feedback.filter.allRatings': 'All ratings',
  'analytics.feedback.filter.unresolved': 'Unresolved only',
  'analytics.feedback.downloadCsv': 'Download CSV',
  'analytics.feedback.noMatch': 'No feedback matches these filters.',
  'analytics.feedback.emptyInbox': 'No feedback yet.',
  'analytics.feedback.count':
    '{count, plural, one {# item} other {# items}}, page {page, number} of {pages, number}',
  'analytics.feedback.all': 'All feedback',
  'analytics.feedback.pages': 'Pages',
  'analytics.feedback.newer': 'Newer',
  'analytics.feedback.older': 'Older',
  'analytics.feedback.page': 'Page {page, number} of {pages, number}',
} as const;
