import { useQueryClient } from '@tanstack/react-query';
import { paths } from '#web/app/paths.ts';
import { useAccount } from '#web/app/use-account.ts';
import { refreshOwnedBusinesses } from '#web/features/businesses/api/get-my-locations.ts';
import { SectionHeading } from '#web/features/dashboard/components/section-heading.tsx';
import { DataExportCard } from '#web/features/privacy/components/data-export-card.tsx';
import { DeleteAccountCard } from '#web/features/privacy/components/delete-account-card.tsx';
import { DeleteBusinessCard } from '#web/features/privacy/components/delete-business-card.tsx';
import { RetentionCard } from '#web/features/privacy/components/retention-card.tsx';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import type { DashboardSectionProps } from './dashboard-section';

await loadMessages('dashboard');

/** 'Your data': export, retention and deletion; members see only their own account. */
export function DataSection({ ownedBusiness }: DashboardSectionProps) {
  const { t } = useI18n();
  const qc = useQueryClient();
  const { user } = useAccount();
  return (
    <>
      <SectionHeading title={t('dashboard.data.title')} description={t('dashboard.data.description')} />
      <div className="grid gap-4 md:grid-cols-2">
        {ownedBusiness ? (
          <>
            <DataExportCard businessId={ownedBusiness.id} />
            <RetentionCard
              businessId={ownedBusiness.id}
              value={ownedBusiness.feedbackRetention}
              onSaved={() => refreshOwnedBusinesses(qc)}
            />
            <DeleteBusinessCard
              businessId={ownedBusiness.id}
              businessName={ownedBusiness.name}
              onDeleted={() => {
                // A fresh load of home: every cached view of the deleted business goes, and home
                // offers the create-or-join choice (an in-app hop races the dashboard's own redirects).
                qc.clear();
                window.location.assign(paths.home.href());
              }}
            />
          </>
        ) : null}
        {user ? (
          <DeleteAccountCard
            email={user.email}
            ownsBusiness={Boolean(ownedBusiness)}
            onDeleted={() => {
              qc.clear();
              window.location.assign(paths.home.href());
            }}
          />
        ) : null}
      </div>
    </>
  );
}
