import type { Business } from '../../../../shared/businesses';
import { PlanCard } from './plan-card';
import { PricingCard } from './pricing-card';
import { ReviewFilterCard } from './review-filter-card';
import { TeamCapacityCard } from './team-capacity-card';

/** Billing & Subscription, first part: the trial, team seats, prices and the review filter. */
export function BillingPanel({
  business,
  onReviewFilterSaved,
}: {
  business: Pick<Business, 'id' | 'maxTeamSize' | 'trialEndsAt' | 'reviewFilterEnabled'>;
  onReviewFilterSaved?: () => Promise<unknown> | undefined;
}) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <PlanCard trialEndsAt={business.trialEndsAt} />
      <TeamCapacityCard businessId={business.id} maxTeamSize={business.maxTeamSize} />
      <PricingCard />
      <ReviewFilterCard
        businessId={business.id}
        enabled={business.reviewFilterEnabled}
        onSaved={onReviewFilterSaved}
      />
    </div>
  );
}
