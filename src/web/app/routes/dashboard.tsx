import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { PRODUCT_NAME } from '../../components/brand/logo';
import { DashboardLoading } from '../../features/dashboard/components/dashboard-loading';
import { NoBusiness } from '../../features/dashboard/components/no-business';
import { sectionsFor } from '../layout/dashboard-sections';
import { DashboardShell } from '../layout/dashboard-shell';
import { paths } from '../paths';
import { useAccount } from '../use-account';

export function DashboardRoute() {
  const { user, isLoading, isAuthenticated, needsSetup, displayedBusiness, business, isOwner } = useAccount();
  const [params] = useSearchParams();
  const sections = sectionsFor(isOwner);
  // The section lives in the URL, so reload and Back return to it; an unknown one is the overview.
  const active = sections.find((s) => s.key === params.get('section')) ?? sections[0];

  useEffect(() => {
    document.title = `${active?.label ?? 'Dashboard'} · Business Dashboard · ${PRODUCT_NAME}`;
  }, [active]);

  if (isLoading) return <DashboardLoading />;
  if (!isAuthenticated || !user) return <Navigate to={paths.home.href()} replace />;
  if (needsSetup) return <Navigate to={paths.setup.href()} replace />;
  if (!displayedBusiness || !active) return <NoBusiness setupHref={paths.setup.href()} />;

  const Section = active.Component;
  return (
    <DashboardShell user={user} businessName={displayedBusiness.name} sections={sections} active={active.key}>
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
