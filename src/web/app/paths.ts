/** Every client route in one table: `path` for the router, `href()` for links. */
export const paths = {
  home: { path: '/', href: () => '/' },
  /** The landing page in one language: `/` for English, `/de/` for German. */
  landing: { href: (locale: string) => (locale === 'en' || locale === 'pseudo' ? '/' : `/${locale}/`) },
  setup: { path: '/setup', href: (addLocation?: boolean) => (addLocation ? '/setup?add=1' : '/setup') },
  join: { path: '/join', href: () => '/join' },
  dashboard: {
    path: '/dashboard',
    /** The section, and the location when an owner with several chose one. */
    href: (section?: string, business?: string) => {
      const q = new URLSearchParams();
      if (business) q.set('business', business);
      if (section && section !== 'overview') q.set('section', section);
      return q.size ? `/dashboard?${q}` : '/dashboard';
    },
  },
  demoCheckout: { path: '/billing/demo-checkout', href: () => '/billing/demo-checkout' },
  // The full feedback inbox; under /dashboard because /feedback/:id is the customer page.
  feedbackInbox: { path: '/dashboard/feedback', href: () => '/dashboard/feedback' },
  terms: { path: '/terms', href: () => '/terms' },
  privacy: { path: '/privacy', href: () => '/privacy' },
  qrCustomization: { path: '/qr-customization', href: () => '/qr-customization' },
  mobile: { path: '/mobile/:id?', href: (id?: string) => (id ? `/mobile/${id}` : '/mobile') },
  qrMobileLight: { path: '/qr/mobile/light', href: () => '/qr/mobile/light' },
  qrMobileDark: { path: '/qr/mobile/dark', href: () => '/qr/mobile/dark' },
  qrFullscreen: { path: '/qr/fullscreen', href: () => '/qr/fullscreen' },
  mailOutbox: { path: '/mail-outbox', href: () => '/mail-outbox' },
  // The operator's console (OPERATOR_EMAILS only); a tab is `?tab=`.
  operator: {
    path: '/operator',
    href: (tab?: string) => (tab && tab !== 'businesses' ? `/operator?tab=${tab}` : '/operator'),
  },
  operatorBusiness: {
    path: '/operator/businesses/:id',
    href: (id: string) => `/operator/businesses/${encodeURIComponent(id)}`,
  },
  // Server-rendered customer pages: plain links, never client routes.
  rate: { path: '/rate/:businessId', href: (id: string) => `/rate/${id}` },
  feedback: { path: '/feedback/:businessId', href: (id: string) => `/feedback/${id}` },
  notFound: { path: '*', href: () => '/404' },
} as const;
