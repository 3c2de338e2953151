// One guard over every signed-in screen (a layout route in router.tsx), so the screens cannot drift:
// a spinner while the account loads, the landing page for a visitor, setup for a user with no business.
// Each route says what it needs in its `handle`. Offline, the dashboard and the QR screens pass and
// decide from what the phone kept; once a screen is on show, a later load keeps it mounted with its
// state. What is particular to a screen stays in it. The rules: docs/product-rules.md §16.
import { useIsRestoring } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, Outlet, useMatches } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { useAccount } from '#web/app/use-account.ts';
import type { MessageKey } from '#web/i18n/messages.ts';
import { useOffline } from '#web/lib/use-online.ts';
import { RouteLoading } from './route-loading';

/** What a screen behind the account guard asks of it, as its route's `handle` (src/web/app/router.tsx). */
export type AccountRouteHandle = {
  /** The spinner's text while the account loads; the specification's 'Loading...' by default. */
  loading?: MessageKey;
  /** Signed in with no business yet: go to setup (docs/product-rules.md §16). */
  needsBusiness?: boolean;
  /** The screen works from what the phone kept: offline, it decides for itself. */
  worksOffline?: boolean;
};

/**
 * The guard every signed-in screen shares: a spinner while the account loads, the landing page
 * for a visitor, setup for a user with no business where the screen needs one.
 */
export function RequireAccount() {
  const account = useAccount();
  const restoring = useIsRestoring();
  const offline = useOffline();
  const handle = (useMatches().at(-1)?.handle ?? {}) as AccountRouteHandle;
  const settled = !restoring && !account.isLoading;
  // Once a screen is on show, a later load (a new location's list after registering) keeps it
  // mounted, with its state, instead of swapping it for the spinner.
  const [shown, setShown] = useState(false);
  if (settled && account.isAuthenticated && !shown) setShown(true);

  // No signal: the QR screens and the dashboard show what the phone kept, or say it kept nothing.
  if (offline && !restoring && handle.worksOffline) return <Outlet />;
  if (!settled && !shown) return <RouteLoading label={handle.loading} />;
  if (!account.isAuthenticated) return <Navigate to={paths.home.href()} replace />;
  if (handle.needsBusiness && account.needsSetup) return <Navigate to={paths.setup.href()} replace />;
  return <Outlet />;
}
