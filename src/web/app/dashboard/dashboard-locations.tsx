import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { PLAN } from '#shared/constants/plan.ts';
import { paths } from '#web/app/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useLocationsOverview } from '#web/features/businesses/api/get-my-locations.ts';
import { LocationsOverviewList } from '#web/features/businesses/components/locations-overview.tsx';
import { SectionHeading } from '#web/features/dashboard/components/section-heading.tsx';
import type { DashboardSectionProps } from './dashboard-section';

export function LocationsSection({ businessId }: DashboardSectionProps) {
  const overview = useLocationsOverview();
  return (
    <>
      <SectionHeading
        title="All locations"
        description={`This week and last week at every location. Each location is $${PLAN.pricePerLocation} a month.`}
      >
        <Button asChild>
          <Link to={paths.setup.href(true)}>
            <Plus aria-hidden />
            Add a location
          </Link>
        </Button>
      </SectionHeading>
      <QueryState
        query={overview}
        loading="Loading your locations..."
        failed="Your locations could not be loaded"
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
