/** Every client route in one table: `path` for the router, `href()` for links. */
export const paths = {
  home: { path: '/', href: () => '/' },
  setup: { path: '/setup', href: () => '/setup' },
  join: { path: '/join', href: () => '/join' },
  dashboard: {
    path: '/dashboard',
    href: (section?: string) =>
      section && section !== 'overview' ? `/dashboard?section=${section}` : '/dashboard',
  },
  qrCustomization: { path: '/qr-customization', href: () => '/qr-customization' },
  mobile: { path: '/mobile/:id?', href: (id?: string) => (id ? `/mobile/${id}` : '/mobile') },
  qrMobileLight: { path: '/qr/mobile/light', href: () => '/qr/mobile/light' },
  qrMobileDark: { path: '/qr/mobile/dark', href: () => '/qr/mobile/dark' },
  qrFullscreen: { path: '/qr/fullscreen', href: () => '/qr/fullscreen' },
  // Server-rendered customer pages: plain links, never client routes.
  rate: { path: '/rate/:businessId', href: (id: string) => `/rate/${id}` },
  feedback: { path: '/feedback/:businessId', href: (id: string) => `/feedback/${id}` },
  notFound: { path: '*', href: () => '/404' },
} as const;
