import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { landingLocaleOf } from '#web/i18n/initial-locale.ts';
import { LocaleSync } from './locale-sync';

// Loaded on the owner's screens only: the landing page neither installs the worker nor loads its code.
const AppUpdates = lazy(() =>
  import('#web/features/pwa/components/app-updates.tsx').then((m) => ({ default: m.AppUpdates })),
);

/** Screens a customer looks at: no update offer there, so nothing changes under their eyes. */
const CUSTOMER_FACING = [/^\/qr\//, /^\/mobile(\/|$)/];

/**
 * The server puts the offer of another language's page into `/` (outside the app's root, so it
 * is in the first paint); it belongs to `/` alone, so it goes when the visitor moves on.
 */
function useOfferOnlyOnItsPage(pathname: string) {
  useEffect(() => {
    if (pathname !== '/') document.querySelector('[data-language-offer]')?.remove();
  }, [pathname]);
}

export function AppLayout() {
  const { pathname } = useLocation();
  const ownerScreen = landingLocaleOf(pathname) === null;
  useOfferOnlyOnItsPage(pathname);
  // Hydrated: from here the app answers the language menu; the early script stands aside
  // (public/theme-init.js).
  useEffect(() => document.documentElement.setAttribute('data-app', ''), []);
  return (
    <>
      <LocaleSync />
      <Outlet />
      {ownerScreen ? (
        <Suspense fallback={null}>
          <AppUpdates hidden={CUSTOMER_FACING.some((r) => r.test(pathname))} />
        </Suspense>
      ) : null}
    </>
  );
}
