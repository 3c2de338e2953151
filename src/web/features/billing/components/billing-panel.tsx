import { LoadError } from '#web/components/ui/load-error.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useSubscription } from '#web/features/billing/api/get-subscription.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { PlanCard } from './plan-card';
import { PricingCard } from './pricing-card';
import { type CapacityCard, TeamSeatsCard } from './team-seats-card';

await loadMessages('billing');

/** Billing & Subscription: the plan and its actions, team seats and prices. */
export function BillingPanel({
  businessId,
  CapacityCard,
}: {
  businessId: string;
  CapacityCard: CapacityCard;
}) {
  const { t } = useI18n();
  const subscription = useSubscription(businessId);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <QueryState
        query={subscription}
        loading={t('billing.loading')}
        failed={t('billing.loadError')}
        className="min-h-40 items-center py-0 md:col-span-2"
        keepData
        failure={
          <div className="md:col-span-2">
            <LoadError
              title={t('billing.loadError')}
              retrying={subscription.isFetching}
              onRetry={() => subscription.refetch()}
            />
          </div>
        }
      >
        {(plan) => (
          <>
            <PlanCard businessId={businessId} subscription={plan} />
            <TeamSeatsCard
              key={plan.extraSeats}
              businessId={businessId}
              subscription={plan}
              CapacityCard={CapacityCard}
            />
          </>
        )}
      </QueryState>
      <PricingCard />
    </div>
  );
}
