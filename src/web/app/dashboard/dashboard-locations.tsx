import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { PLAN } from '#shared/lib/plan.ts';
import { paths } from '#web/app/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useLocationsOverview } from '#web/features/businesses/api/get-my-locations.ts';
import { LocationsOverviewList } from '#web/features/businesses/components/locations-overview.tsx';
import { SectionHeading } from '#web/features/dashboard/components/section-heading.tsx';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import type { DashboardSectionProps } from './dashboard-section';

await loadMessages('dashboard');

export function LocationsSection({ businessId }: DashboardSectionProps) {
  const { t, money } = useI18n();
  const overview = useLocationsOverview();
  return (
    <>
      <SectionHeading
        title={t('dashboard.locations.title')}
        description={t('dashboard.locations.description', { price: money(PLAN.pricePerLocation) })}
      >
        <Button asChild>
          <Link to={paths.setup.href(true)}>
            <Plus aria-hidden />
            {t('dashboard.locations.add')}
          </Link>
        </Button>
      </SectionHeading>
      <QueryState
        query={overview}
        loading={t('dashboard.locations.loading')}
        failed={t('dashboard.locations.failed')}
        className="py-10"
      >
        {(data) => (
          <LocationsOverviewList
            overview={data}
            currentId={businessId}
            hrefFor={(id) => paths.dashboard.href(undefined, id)}
          />
        )}
      </QueryState>
    </>
  );
}
