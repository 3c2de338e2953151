import { useAccount } from '#web/app/use-account.ts';
import { BillingPanel } from '#web/features/billing/components/billing-panel.tsx';
import { useCheckoutReturnToast } from '#web/features/billing/hooks/use-checkout-return-toast.ts';
import { SectionHeading } from '#web/features/dashboard/components/section-heading.tsx';
import { TeamCapacityCard } from '#web/features/teams/components/team-capacity-card.tsx';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import type { DashboardSectionProps } from './dashboard-section';

await loadMessages('dashboard');

export function BillingSection({ ownedBusiness }: DashboardSectionProps) {
  const { t } = useI18n();
  const { locations } = useAccount();
  useCheckoutReturnToast();
  if (!ownedBusiness) return null;
  return (
    <>
      <SectionHeading
        subject={locations.length > 1 ? ownedBusiness.name : undefined}
        title={t('dashboard.billing.title')}
        description={t('dashboard.billing.description')}
      />
      <BillingPanel businessId={ownedBusiness.id} CapacityCard={TeamCapacityCard} />
    </>
  );
}
