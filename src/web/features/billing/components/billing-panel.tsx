import type { ReactNode } from 'react';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useSubscription } from '#web/features/billing/api/get-subscription.ts';
import { useI18n } from '#web/i18n/locale-store.ts';
import { PlanCard } from './plan-card';
import { PricingCard } from './pricing-card';
import { TeamSeatsCard } from './team-seats-card';

/**
 * Billing & Subscription: the plan and its actions, team seats and prices. The app adds the
 * business's review settings (the review filter lives with businesses) as `reviewSettings`.
 */
export function BillingPanel({
  businessId,
  reviewSettings,
}: {
  businessId: string;
  reviewSettings?: ReactNode;
}) {
  const { t } = useI18n();
  const subscription = useSubscription(businessId);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {subscription.data ? (
        <>
          <PlanCard businessId={businessId} subscription={subscription.data} />
          <TeamSeatsCard
            key={subscription.data.extraSeats}
            businessId={businessId}
            subscription={subscription.data}
          />
        </>
      ) : subscription.isError ? (
        <div className="md:col-span-2">
          <LoadError
            title={t('team.billing.loadError')}
            retrying={subscription.isFetching}
            onRetry={() => subscription.refetch()}
          />
        </div>
      ) : (
        <div className="flex min-h-40 items-center justify-center md:col-span-2">
          <Spinner label={t('team.billing.loading')} />
        </div>
      )}
      <PricingCard />
      {reviewSettings}
    </div>
  );
}
