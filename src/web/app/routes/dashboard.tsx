import { useIsRestoring } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { PRODUCT_NAME } from '../../components/brand/logo';
import { SubscribePrompt } from '../../features/billing/components/subscribe-prompt';
import { DashboardLoading } from '../../features/dashboard/components/dashboard-loading';
import { DashboardOffline } from '../../features/dashboard/components/dashboard-offline';
import { NoBusiness } from '../../features/dashboard/components/no-business';
import { useRememberBrowserTimeZone } from '../../features/notifications/api/notifications';
import { useOffline } from '../../lib/use-online';
import { sectionsFor } from '../layout/dashboard-sections';
import { DashboardShell } from '../layout/dashboard-shell';
import { paths } from '../paths';
import { useAccount } from '../use-account';

export function DashboardRoute() {
  const { user, isLoading, isAuthenticated, needsSetup, displayedBusiness, business, isOwner } = useAccount();
  const [params] = useSearchParams();
  const restoring = useIsRestoring();
  const offline = useOffline();
  const sections = sectionsFor(isOwner);
  // The section lives in the URL, so reload and Back return to it; an unknown one is the overview.
  const active = sections.find((s) => s.key === params.get('section')) ?? sections[0];
  useRememberBrowserTimeZone(isAuthenticated);

  useEffect(() => {
    document.title = `${active?.label ?? 'Dashboard'} · Business Dashboard · ${PRODUCT_NAME}`;
  }, [active]);

  if (restoring) return <DashboardLoading />;
  // No signal: one clear state with the QR screens, which work from what the phone kept (issue 16).
  if (offline) {
    return (
      <DashboardOffline
        businessName={displayedBusiness?.name ?? null}
        links={{
          fullscreen: paths.qrFullscreen.href(),
          googleLight: paths.qrMobileLight.href(),
          googleDark: paths.qrMobileDark.href(),
        }}
      />
    );
  }
  if (isLoading) return <DashboardLoading />;
  if (!isAuthenticated || !user) return <Navigate to={paths.home.href()} replace />;
  if (needsSetup) return <Navigate to={paths.setup.href()} replace />;
  if (!displayedBusiness || !active) return <NoBusiness setupHref={paths.setup.href()} />;

  const Section = active.Component;
  return (
    <DashboardShell user={user} businessName={displayedBusiness.name} sections={sections} active={active.key}>
      {isOwner && (
        <SubscribePrompt businessId={displayedBusiness.id} billingHref={paths.dashboard.href('billing')} />
      )}
      <Section
        key={`${displayedBusiness.id}:${active.key}`}
        businessId={displayedBusiness.id}
        businessName={displayedBusiness.name}
        isOwner={isOwner}
        ownedBusiness={business}
      />
    </DashboardShell>
  );
}
