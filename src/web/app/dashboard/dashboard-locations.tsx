import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { PLAN } from '../../../shared/plan';
import { Button } from '../../components/ui/button';
import { LoadError } from '../../components/ui/load-error';
import { Spinner } from '../../components/ui/spinner';
import { useLocationsOverview } from '../../features/businesses/api/get-my-locations';
import { LocationsOverviewList } from '../../features/businesses/components/locations-overview';
import { SectionHeading } from '../../features/dashboard/components/section-heading';
import { paths } from '../paths';
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
      {overview.isError ? (
        <LoadError
          title="Your locations could not be loaded"
          retrying={overview.isFetching}
          onRetry={() => void overview.refetch()}
        />
      ) : !overview.data ? (
        <div className="flex justify-center py-10">
          <Spinner label="Loading your locations..." />
        </div>
      ) : (
        <LocationsOverviewList
          overview={overview.data}
          currentId={businessId}
          hrefFor={(id) => paths.dashboard.href(undefined, id)}
        />
      )}
    </>
  );
}
