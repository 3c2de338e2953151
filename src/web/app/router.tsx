import { createBrowserRouter, type RouteObject } from 'react-router';
import { LANDING_LOCALES } from '#web/i18n/initial-locale.ts';
import { loadMessages } from '#web/i18n/locale-store.ts';
import { AppLayout } from './layout/app-layout';
import { type AccountRouteHandle, RequireAccount } from './layout/require-account';
import { RouteError } from './layout/route-error';
import { RouteLoading } from './layout/route-loading';
import { paths } from './paths';

await loadMessages('dashboard');

const landing: RouteObject['lazy'] = () =>
  import('./routes/landing').then((m) => ({ Component: m.LandingRoute }));

const DASHBOARD_LOADING = 'dashboard.loadingDashboard';
const QR_SCREEN: AccountRouteHandle = { loading: 'dashboard.loadingQr', worksOffline: true };

// Each screen is its own chunk, so the landing page never loads the dashboard's code.
// The same table serves the browser and the landing page's prerender (src/web/prerender).
export const appRoutes: RouteObject[] = [
  {
    // Registers the service worker and offers updates.
    Component: AppLayout,
    errorElement: <RouteError />,
    // Shown while the first screen's chunk loads; without it React Router warns on every load.
    hydrateFallbackElement: <RouteLoading />,
    children: [
      { path: paths.home.path, lazy: landing },
      // The landing page in each other language, prerendered at build time.
      ...LANDING_LOCALES.map((locale) => ({ path: `/${locale}`, lazy: landing })),
      {
        // The signed-in screens share one guard; each route's handle says what it needs of it.
        Component: RequireAccount,
        children: [
          {
            path: paths.setup.path,
            lazy: () => import('./routes/setup').then((m) => ({ Component: m.SetupRoute })),
          },
          {
            path: paths.join.path,
            lazy: () => import('./routes/join').then((m) => ({ Component: m.JoinRoute })),
          },
          {
            path: paths.dashboard.path,
            handle: { loading: DASHBOARD_LOADING, needsBusiness: true, worksOffline: true },
            lazy: () => import('./routes/dashboard').then((m) => ({ Component: m.DashboardRoute })),
          },
          {
            path: paths.feedbackInbox.path,
            handle: { loading: DASHBOARD_LOADING, needsBusiness: true },
            lazy: () =>
              import('./routes/feedback-inbox').then((m) => ({
                Component: m.FeedbackInboxRoute,
              })),
          },
          {
            path: paths.demoCheckout.path,
            handle: { loading: DASHBOARD_LOADING },
            lazy: () => import('./routes/demo-checkout').then((m) => ({ Component: m.DemoCheckoutRoute })),
          },
          {
            path: paths.qrCustomization.path,
            handle: { needsBusiness: true },
            lazy: () =>
              import('./routes/qr-customization').then((m) => ({ Component: m.QrCustomizationRoute })),
          },
          {
            path: paths.qrMobileLight.path,
            handle: QR_SCREEN,
            lazy: () => import('./routes/qr-mobile').then((m) => ({ Component: m.QrMobileLightRoute })),
          },
          {
            path: paths.qrMobileDark.path,
            handle: QR_SCREEN,
            lazy: () => import('./routes/qr-mobile').then((m) => ({ Component: m.QrMobileDarkRoute })),
          },
          {
            path: paths.qrFullscreen.path,
            handle: QR_SCREEN,
            lazy: () => import('./routes/qr-fullscreen').then((m) => ({ Component: m.QrFullscreenRoute })),
          },
          {
            path: paths.operator.path,
            lazy: () => import('./routes/operator').then((m) => ({ Component: m.OperatorRoute })),
          },
          {
            path: paths.operatorBusiness.path,
            lazy: () => import('./routes/operator').then((m) => ({ Component: m.OperatorRoute })),
          },
          {
            path: paths.mailOutbox.path,
            lazy: () =>
              import('./routes/mail-outbox').then((m) => ({
                Component: m.MailOutboxRoute,
              })),
          },
        ] satisfies (RouteObject & { handle?: AccountRouteHandle })[],
      },
      {
        path: paths.mobile.path,
        lazy: () => import('./routes/mobile-demo').then((m) => ({ Component: m.MobileDemoRoute })),
      },
      {
        path: paths.terms.path,
        lazy: () =>
          import('./routes/legal').then((m) => ({
            Component: m.TermsRoute,
          })),
      },
      {
        path: paths.privacy.path,
        lazy: () =>
          import('./routes/legal').then((m) => ({
            Component: m.PrivacyRoute,
          })),
      },
      {
        path: paths.notFound.path,
        lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundRoute })),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}

/** Resolves once the first route's lazy code is in: hydrating before would render the fallback. */
export function whenRouterReady(router: ReturnType<typeof createBrowserRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
