// The dashboard area's English messages, the source of its nine other catalogues.
export const dashboard = {
  // The shell: header, document title, route states.
  'dashboard.title': 'Business Dashboard',
  'dashboard.documentTitle': '{section} · Business Dashboard · {product}',
  'dashboard.fallbackTitle': 'Dashboard',
  'dashboard.loading': 'Loading...',

  // The sections, in sidebar order.
  'dashboard.section.overview.label': 'Overview',
  'dashboard.section.overview.description': 'Business dashboard',
  'dashboard.section.customize.label': 'Customize',
  'dashboard.section.customize.description': 'QR templates',
  'dashboard.section.team.label': 'Team',
  'dashboard.section.team.description': 'Add team members',
  'dashboard.section.team.memberDescription': 'Manage members',
  'dashboard.section.analytics.label': 'Statistics',
  'dashboard.section.analytics.description': 'Analytics & metrics',
  'dashboard.section.google.label': 'Google reviews',
  'dashboard.section.google.description': 'Reviews, replies & growth',
  'dashboard.section.feedback.label': 'Customer Feedback',
  'dashboard.section.feedback.description': 'View feedback from 1-3 star reviews',
  'dashboard.section.notifications.label': 'Notifications',
  'dashboard.section.notifications.description': 'E-mail alerts & summary',
  'dashboard.section.billing.label': 'Billing',
  'dashboard.section.billing.description': 'Plans & payments',
  'dashboard.section.locations.label': 'All locations',
  'dashboard.section.locations.description': 'Every location, add one',
  'dashboard.section.developers.label': 'Developers',
  'dashboard.section.developers.description': 'API tokens & webhooks',
  'dashboard.section.data.label': 'Your data',
  'dashboard.section.data.description': 'Export and delete',

  // The sidebar.
  'dashboard.nav.label': 'Dashboard navigation',
  'dashboard.nav.description': 'Sections of your business dashboard',
  'dashboard.nav.sections': 'Dashboard sections',
  'dashboard.nav.sectionsHeading': 'Sections',
  'dashboard.nav.noBusiness': 'No business',
  'dashboard.nav.unreplied':
    '{count, plural, one {# <sr>without a reply</sr>} other {# <sr>without a reply</sr>}}',
  'dashboard.nav.unrepliedTooltip':
    '{section}: {count, plural, one {# without a reply} other {# without a reply}}',
  'dashboard.nav.signOut': 'Sign Out',

  // Section headings.
  'dashboard.billing.title': 'Billing & Subscription',
  'dashboard.billing.description': 'Your plan, team seats and review settings.',
  'dashboard.customize.title': 'Review Template',
  'dashboard.customize.description': 'Choose how your QR code looks on your phone and in print.',
  'dashboard.customize.loadFailed': 'Unable to load your template.',
  'dashboard.customize.tryAgain': 'Try Again',
  'dashboard.customize.loading': 'Loading your template…',
  'dashboard.data.title': 'Your data',
  'dashboard.data.description':
    'Take everything with you, decide how long customer details are kept, or delete it all.',
  'dashboard.developers.title': 'Developers',
  'dashboard.developers.description':
    'Connect your own tools to {product}: the API with an access token, and events by webhook.',
  'dashboard.developers.apiReference': 'API reference',
  'dashboard.locations.title': 'All locations',
  'dashboard.locations.description':
    'This week and last week at every location. Each location is {price} a month.',
  'dashboard.locations.add': 'Add a location',
  'dashboard.locations.loading': 'Loading your locations...',
  'dashboard.locations.failed': 'Your locations could not be loaded',
  'dashboard.notifications.title': 'Notifications',
  'dashboard.notifications.description': 'What {product} e-mails you, and when.',
  'dashboard.team.ownerTitle': 'Team Management',
  'dashboard.team.ownerDescription': 'Invite your staff with a business code and see who is on your team.',
  'dashboard.team.memberTitle': 'Your Team',
  'dashboard.team.memberDescription': 'The team you belong to and what you can do on it.',

  // The overview.
  'dashboard.overview.loading': 'Loading your QR code…',
  'dashboard.overview.personalCode': 'Your personal code, the one on screen: its scans count for you',
  'dashboard.overview.shopCode': "The shop's code, for printing: its scans count for no one on the team",
  'dashboard.overview.verified': '✓ Verified on Google',
  'dashboard.overview.qrBadge': 'Google Review QR Code',
  'dashboard.overview.quickActions': 'Quick actions',
  'dashboard.action.show.title': 'Show To Customers',
  'dashboard.action.show.description': 'Open QR viewer',
  'dashboard.action.show.offline': 'Works with no signal',
  'dashboard.action.googleLight.title': 'Google QR on white',
  'dashboard.action.googleLight.description': 'Straight to your Google review page',
  'dashboard.action.googleDark.title': 'Google QR on black',
  'dashboard.action.googleDark.description': 'Easy to read in bright light',
  'dashboard.action.customize.title': 'Customize template',
  'dashboard.action.customize.description': 'QR templates',

  // The links behind the QR code.
  'dashboard.url.toggle': 'Review URL Details',
  'dashboard.url.personal': 'Your personal link (in the code on screen)',
  'dashboard.url.shop': "The shop's link (in the printed code)",
  'dashboard.url.review': 'Review page link (in the QR code)',
  'dashboard.url.google': 'Google review link',
  'dashboard.url.copyPersonal': 'Copy your personal link (in the code on screen)',
  'dashboard.url.copyShop': "Copy the shop's link (in the printed code)",
  'dashboard.url.copyReview': 'Copy review page link (in the qr code)',
  'dashboard.url.copyGoogle': 'Copy google review link',
  'dashboard.url.copied': 'Link copied',
  'dashboard.url.open': 'Open Review Page',

  // No signal, no business.
  'dashboard.offline.title': "You're offline",
  'dashboard.offline.withBusiness':
    'Your QR codes still work. Analytics, feedback and your team come back when you are online again.',
  'dashboard.offline.noBusiness':
    'Connect to the internet once to load your business. Your QR code then works offline too.',
  'dashboard.noBusiness.title': 'No Business Found',
  'dashboard.noBusiness.description': 'Please complete your business setup first.',
  'dashboard.noBusiness.setUp': 'Set Up Business',

  // The feedback inbox.
  'dashboard.inbox.title': 'All feedback',
  'dashboard.inbox.description': 'Every private message from 1-3 star ratings, newest first.',
  'dashboard.inbox.back': 'Back to dashboard',

  // Errors and the missing page.
  'dashboard.notFound.title': '404 Page Not Found',
  'dashboard.notFound.text': 'The page you are looking for does not exist or has moved.',
  'dashboard.notFound.home': 'Go to the home page',
  'dashboard.accountError.business': 'Unable to load your business',
  'dashboard.accountError.membership': 'Unable to load your team membership',
  'dashboard.accountError.description': 'Please try refreshing the page.',
  'dashboard.routeError.newVersion': 'A new version is available',
  'dashboard.routeError.title': 'Something went wrong',
  'dashboard.routeError.text': 'Please reload the page. If it keeps happening, try again later.',
  'dashboard.routeError.reload': 'Reload',

  // The shared UI parts.
  'dashboard.ui.cancel': 'Cancel',
  'dashboard.ui.close': 'Close',
  'dashboard.ui.closeSidebar': 'Close sidebar',
  'dashboard.ui.toggleSidebar': 'Toggle sidebar',
  'dashboard.ui.loading': 'Loading',
  'dashboard.ui.loadErrorDescription': 'Please check your connection and try again.',
  'dashboard.ui.retrying': 'Retrying...',
  'dashboard.ui.tryAgain': 'Try again',
  'dashboard.ui.themeDark': 'Switch to dark theme',
  'dashboard.ui.themeLight': 'Switch to light theme',
  'dashboard.ui.dismiss': 'Dismiss notification',
  'dashboard.loadingDashboard': 'Loading dashboard...',
  'dashboard.loadingQr': 'Loading QR code…',
  'dashboard.pwa.updateAvailable': 'Update available — reload to use it.',
  'dashboard.pwa.later': 'Later',
  'dashboard.pwa.reload': 'Reload',
  'dashboard.pwa.offlineWorks': 'Offline — this code still works',
  'dashboard.pwa.offline.title': "You're offline",
  'dashboard.pwa.offline.text':
    'This phone has no saved QR code yet. Open Show To Customers once with signal, and it will work offline from then on.',
  'dashboard.pwa.offline.back': 'Return to Dashboard',
} as const;
