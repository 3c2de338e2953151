// The settings area's English messages, the source of its nine other catalogues:
// the Developers section, notifications and the mail outbox, 'Your data', the legal pages' frame
// and the app's update and offline notes. {product} is the product's name.
export const settings = {
  'settings.common.cancel': 'Cancel',

  // Developers: where a token or webhook applies.
  'settings.developers.locations.legend': 'Locations',
  'settings.developers.locations.all': 'All my locations, including ones I add later',
  'settings.developers.locations.some': 'Only these:',
  'settings.developers.locations.allShort': 'All locations',
  'settings.developers.locations.deleted': 'A deleted location',

  // Developers: a secret shown once.
  'settings.developers.secret.copyFailed': 'Copy failed',
  'settings.developers.secret.copyByHand': 'Select the text and copy it by hand.',
  'settings.developers.secret.copyLabel': 'Copy {label}',
  'settings.developers.secret.copied': 'Copied',
  'settings.developers.secret.copy': 'Copy',
  'settings.developers.secret.saved': 'I have saved it',

  // Developers: access tokens.
  'settings.developers.tokens.title': 'Access tokens',
  'settings.developers.tokens.description':
    'For your point of sale, CRM or agency tools: they call the {product} API with a token instead of your sign-in. A token reads (or also changes feedback status, review replies, the template and the review filter) for the locations you choose; never billing, your team or your account.',
  'settings.developers.tokens.yours': 'Your new token',
  'settings.developers.tokens.once':
    'Copy it now: it is shown only this once. Anyone with it can act as this token allows.',
  'settings.developers.tokens.new': 'New token',
  'settings.developers.tokens.loading': 'Loading tokens…',
  'settings.developers.tokens.failed': 'Unable to load your tokens',
  'settings.developers.tokens.none': 'No tokens yet.',
  'settings.developers.tokens.readWrite': 'Read and write',
  'settings.developers.tokens.readOnly': 'Read only',
  'settings.developers.tokens.made': 'made {when}',
  'settings.developers.tokens.lastUsed': 'last used {when}',
  'settings.developers.tokens.neverUsed': 'never used',
  'settings.developers.tokens.revoked': 'Token revoked',
  'settings.developers.tokens.revokedText': '{name} no longer works.',
  'settings.developers.tokens.revokeFailed': 'Could not revoke the token',
  'settings.developers.tokens.revokeLabel': 'Revoke {name}',
  'settings.developers.tokens.revoke': 'Revoke',
  'settings.developers.tokens.created': 'Token created',
  'settings.developers.tokens.createFailed': 'Could not create the token',
  'settings.developers.tokens.name': 'Name',
  'settings.developers.tokens.namePlaceholder': 'Till in the shop, our CRM…',
  'settings.developers.tokens.scope': 'What it may do',
  'settings.developers.tokens.scopeRead': 'Read: business, analytics, feedback, Google reviews, team',
  'settings.developers.tokens.scopeWrite':
    'Read and write: also feedback status, review replies, template, review filter',
  'settings.developers.tokens.create': 'Create token',

  // Developers: webhooks.
  'settings.developers.webhooks.title': 'Webhooks',
  'settings.developers.webhooks.description':
    "{product} posts each event to your address as it happens, signed with the endpoint's secret, and retries for 24 hours until your server answers 2xx. <link>How to check the signature</link>",
  'settings.developers.webhooks.secret': 'Signing secret',
  'settings.developers.webhooks.once':
    'Copy it to your receiver now: it is shown only this once. It checks that a delivery came from {product}.',
  'settings.developers.webhooks.add': 'Add webhook',
  'settings.developers.webhooks.loading': 'Loading webhooks…',
  'settings.developers.webhooks.failed': 'Unable to load your webhooks',
  'settings.developers.webhooks.none': 'No webhooks yet.',
  'settings.developers.webhooks.actionFailed': 'That did not work',
  'settings.developers.webhooks.offAfterFailures': 'Off after failures',
  'settings.developers.webhooks.lastOk': 'Last delivery OK',
  'settings.developers.webhooks.lastFailed': 'Last delivery failed',
  'settings.developers.webhooks.unused': 'Not used yet',
  'settings.developers.webhooks.enabled': 'Webhook on again',
  'settings.developers.webhooks.enable': 'Turn on again',
  'settings.developers.webhooks.testSent': 'Test event sent',
  'settings.developers.webhooks.test': 'Send test event',
  'settings.developers.webhooks.hideDeliveries': 'Hide deliveries',
  'settings.developers.webhooks.deliveries': 'Deliveries',
  'settings.developers.webhooks.rolled': 'New secret',
  'settings.developers.webhooks.rolledText': 'The previous one still works for 24 hours.',
  'settings.developers.webhooks.roll': 'Roll secret',
  'settings.developers.webhooks.deleted': 'Webhook deleted',
  'settings.developers.webhooks.delete': 'Delete',
  'settings.developers.webhooks.added': 'Webhook added',
  'settings.developers.webhooks.addFailed': 'Could not add the webhook',
  'settings.developers.webhooks.new': 'New webhook',
  'settings.developers.webhooks.url': 'Address of your receiver',
  'settings.developers.webhooks.events': 'Events',
  'settings.developers.event.feedbackCreated': 'Private feedback received',
  'settings.developers.event.ratingCreated': 'A customer rated (stars and outcome, no personal data)',
  'settings.developers.event.scanCreated': 'A customer opened the rating page (high volume)',
  'settings.developers.event.reviewCreated': 'A new Google review (needs a connected Business Profile)',
  'settings.developers.event.reviewUpdated': 'A Google review changed or got a reply',
  'settings.developers.event.subscriptionUpdated': 'The subscription changed',

  // Developers: an endpoint's delivery log.
  'settings.developers.delivery.succeeded': 'Delivered',
  'settings.developers.delivery.pending': 'Will retry',
  'settings.developers.delivery.sending': 'Sending',
  'settings.developers.delivery.failed': 'Gave up',
  'settings.developers.delivery.noAnswer': 'No answer',
  'settings.developers.delivery.loading': 'Loading deliveries…',
  'settings.developers.delivery.loadFailed': 'Unable to load the log',
  'settings.developers.delivery.none': 'Nothing sent yet. Send a test event to try the endpoint.',
  'settings.developers.delivery.log': 'Delivery log',
  'settings.developers.delivery.attempts':
    '{count, plural, one {# try} other {# tries}}, last {outcome} in {ms, number} ms',
  'settings.developers.delivery.nextTry': 'next try {when}',
  'settings.developers.delivery.resent': 'Sent again',
  'settings.developers.delivery.resentText': 'Same event, same id.',
  'settings.developers.delivery.resendFailed': 'Could not resend',
  'settings.developers.delivery.resendLabel': 'Resend {event} from {when}',
  'settings.developers.delivery.resend': 'Resend',

  // Notifications.
  'settings.notifications.loading': 'Loading notification settings…',
  'settings.notifications.failed': 'Unable to load notification settings',
  'settings.notifications.updated': 'Notifications updated',
  'settings.notifications.updateFailed': 'Failed to update notification settings',
  'settings.notifications.email.title': 'E-mail notifications',
  'settings.notifications.email.description':
    'Hear about unhappy customers while they can still be won back. Every e-mail has a one-click unsubscribe link.',
  'settings.notifications.alerts.label': 'Feedback alerts',
  'settings.notifications.alerts.note':
    'An e-mail within a minute of new private feedback; a busy spell is gathered into one.',
  'settings.notifications.alerts.on': 'Feedback alerts are on.',
  'settings.notifications.alerts.off': 'Feedback alerts are off.',
  'settings.notifications.weekly.label': 'Weekly summary',
  'settings.notifications.weekly.note':
    'Monday at 08:00: scans, ratings, reviews sent to Google and new feedback, against the week before.',
  'settings.notifications.weekly.on': 'The weekly summary is on.',
  'settings.notifications.weekly.off': 'The weekly summary is off.',
  'settings.notifications.timeZone.label': 'Your time zone',
  'settings.notifications.timeZone.set': 'Time zone set to {zone}.',
  'settings.notifications.timeZone.note': 'Taken from your browser when you sign in.',
  'settings.notifications.outbox.demoText':
    'This server has no mail server set up (SMTP_URL), so e-mails are not sent: they are kept here, exactly as they would arrive.',
  'settings.notifications.outbox.text': 'Every e-mail sent to you, with its delivery status.',
  'settings.notifications.outbox.open': 'Open the mail outbox',

  // The mail outbox.
  'settings.outbox.title': 'Mail outbox',
  'settings.outbox.titleDemo': 'Mail outbox (demo)',
  'settings.outbox.back': 'Back to notification settings',
  'settings.outbox.kind.feedbackAlert': 'Feedback alert',
  'settings.outbox.kind.weeklySummary': 'Weekly summary',
  'settings.outbox.kind.accountNotice': 'Account notice',
  'settings.outbox.kind.reviewAlert': 'Google review alert',
  'settings.outbox.status.kept': 'Kept (demo, not sent)',
  'settings.outbox.status.sent': 'Sent',
  'settings.outbox.status.failed': 'Failed',
  'settings.outbox.status.retrying': 'Retrying (attempt {attempt})',
  'settings.outbox.status.waiting': 'Waiting to send',
  'settings.outbox.to': 'To {address} · {when}',
  'settings.outbox.notDelivered': 'Not delivered after 24 hours of retries: {error}',
  'settings.outbox.unknownError': 'unknown error',
  'settings.outbox.lastAttemptFailed': 'Last attempt failed: {error}. It will be retried.',
  'settings.outbox.hide': 'Hide e-mail',
  'settings.outbox.show': 'Show e-mail',
  'settings.outbox.preview': 'E-mail: {subject}',
  'settings.outbox.loading': 'Loading the mail outbox…',
  'settings.outbox.failed': 'Unable to load the mail outbox',
  'settings.outbox.demo':
    '<strong>Demo:</strong> no mail server is set up on this server, so nothing is sent. Each e-mail is kept here exactly as it would arrive.',
  'settings.outbox.empty.title': 'No e-mails yet',
  'settings.outbox.empty.text':
    "Feedback alerts appear here within a minute of a customer's private feedback, and the weekly summary on Monday mornings.",
  'settings.outbox.list': 'E-mails, newest first',

  // Your data: export, retention and deletion.
  'settings.privacy.export.title': 'Export your data',
  'settings.privacy.export.description':
    'One ZIP file with your business and team (business.json), every piece of feedback, every scan and your daily figures as spreadsheets (CSV).',
  'settings.privacy.export.download': 'Download all data',
  'settings.privacy.retention.title': 'Customer details',
  'settings.privacy.retention.description':
    "Erase a customer's name and e-mail from their feedback after a while. The message and rating stay, anonymous.",
  'settings.privacy.retention.legend': 'Erase names and e-mails after',
  'settings.privacy.retention.option.90d': '90 days',
  'settings.privacy.retention.option.1y': '1 year',
  'settings.privacy.retention.option.never': 'Keep until I delete them',
  'settings.privacy.retention.recommended': '(recommended)',
  'settings.privacy.retention.updated': 'Retention updated',
  'settings.privacy.retention.kept': 'Customer names and e-mail addresses are kept until you delete them.',
  'settings.privacy.retention.erased.90d': 'Customer names and e-mail addresses are erased after 90 days.',
  'settings.privacy.retention.erased.1y': 'Customer names and e-mail addresses are erased after 1 year.',
  'settings.privacy.retention.error': 'Error',
  'settings.privacy.retention.saveFailed': 'Failed to save the setting',
  'settings.privacy.confirm.deleting': 'Deleting...',
  'settings.privacy.account.title': 'Delete my account',
  'settings.privacy.account.description.owner':
    'Deletes your account and the business you own, with all its data. Its subscription is cancelled now. You are signed out everywhere.',
  'settings.privacy.account.description.member':
    'Deletes your account and takes you off every team you are on. You are signed out everywhere.',
  'settings.privacy.account.confirmTitle': 'Delete your account?',
  'settings.privacy.account.confirmText.owner':
    'This deletes your account and the business you own, with all its data. Its subscription is cancelled now. It cannot be undone.',
  'settings.privacy.account.confirmText.member':
    'This deletes your account and takes you off every team you are on. It cannot be undone.',
  'settings.privacy.account.typeEmail': 'Type your e-mail address ({email}) to confirm',
  'settings.privacy.account.failed': 'Failed to delete your account. Please try again.',
  'settings.privacy.business.deleted': 'Business deleted',
  'settings.privacy.business.deletedText': '{name} and all its data are gone.',
  'settings.privacy.business.title': 'Delete this business',
  'settings.privacy.business.description':
    'Cancels the subscription at once and removes the business with its team, scans, ratings, feedback and customisation. Printed QR codes stop working. This cannot be undone.',
  'settings.privacy.business.delete': 'Delete business',
  'settings.privacy.business.confirmTitle': 'Delete {name}?',
  'settings.privacy.business.confirmText':
    'Your subscription is cancelled now, your team members lose access, and every scan, rating and piece of feedback is deleted. Download your data first if you want to keep it.',
  'settings.privacy.business.typeName': 'Type "{name}" to confirm',
  'settings.privacy.business.failed': 'Failed to delete the business. Please try again.',

  // The legal pages: their frame only; the legal text itself is in English.
  'settings.legal.terms': 'Terms of Service',
  'settings.legal.privacy': 'Privacy Policy',
  'settings.legal.updated': 'Last updated {date}',
  'settings.legal.englishOnly': 'The legal text below is provided in English.',
  'settings.legal.loadFailed': 'This page could not be loaded. Please refresh to try again.',
  'settings.legal.loading': 'Loading...',

  // The installed app: a new version, and the QR screens without signal.
} as const;
