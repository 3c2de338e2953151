import { useQueryClient } from '@tanstack/react-query';
import { BillingPanel } from '../../features/billing/components/billing-panel';
import { useCheckoutReturnToast } from '../../features/billing/hooks/use-checkout-return-toast';
import { refreshOwnedBusinesses } from '../../features/businesses/api/get-my-locations';
import { ReviewFilterCard } from '../../features/businesses/components/review-filter-card';
import { SectionHeading } from '../../features/dashboard/components/section-heading';
import type { DashboardSectionProps } from './dashboard-section';

export function BillingSection({ ownedBusiness }: DashboardSectionProps) {
  const qc = useQueryClient();
  useCheckoutReturnToast();
  if (!ownedBusiness) return null;
  return (
    <>
      <SectionHeading
        title="Billing & Subscription"
        description="Your plan, team seats and review settings."
      />
      <BillingPanel
        businessId={ownedBusiness.id}
        reviewSettings={
          <ReviewFilterCard
            businessId={ownedBusiness.id}
            enabled={ownedBusiness.reviewFilterEnabled}
            onSaved={() => refreshOwnedBusinesses(qc)}
          />
        }
      />
    </>
  );
}
