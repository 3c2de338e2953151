import type { Business } from '../../../../shared/businesses';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useSubscription } from '../api/get-subscription';
import { PlanCard } from './plan-card';
import { PricingCard } from './pricing-card';
import { ReviewFilterCard } from './review-filter-card';
import { TeamSeatsCard } from './team-seats-card';

/** Billing & Subscription: the plan and its actions, team seats, prices and the review filter. */
export function BillingPanel({
  business,
  onReviewFilterSaved,
}: {
  business: Pick<Business, 'id' | 'reviewFilterEnabled'>;
  onReviewFilterSaved?: () => Promise<unknown> | undefined;
}) {
  const subscription = useSubscription(business.id);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {subscription.data ? (
        <>
          <PlanCard businessId={business.id} subscription={subscription.data} />
          <TeamSeatsCard
            key={subscription.data.extraSeats}
            businessId={business.id}
            subscription={subscription.data}
          />
        </>
      ) : subscription.isError ? (
        <div className="md:col-span-2">
          <LoadError
            title="Your plan could not be loaded"
            retrying={subscription.isFetching}
            onRetry={() => subscription.refetch()}
          />
        </div>
      ) : (
        <div className="flex min-h-40 items-center justify-center md:col-span-2">
          <Spinner label="Loading your plan…" />
        </div>
      )}
      <PricingCard />
      <ReviewFilterCard
        businessId={business.id}
        enabled={business.reviewFilterEnabled}
        onSaved={onReviewFilterSaved}
      />
    </div>
  );
}
