import { useQueryClient } from '@tanstack/react-query';
import { Smartphone, SunMoon } from 'lucide-react';
import { paths } from '#web/app/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { refreshOwnedBusinesses } from '#web/features/businesses/api/get-my-locations.ts';
import { usePublicBusiness } from '#web/features/businesses/api/get-public-business.ts';
import { CustomerLanguageCard } from '#web/features/businesses/components/customer-language-card.tsx';
import { ReviewFilterCard } from '#web/features/businesses/components/review-filter-card.tsx';
import { TimeZoneCard } from '#web/features/businesses/components/time-zone-card.tsx';
import { QuickActionCard } from '#web/features/dashboard/components/quick-action-card.tsx';
import { ReviewUrlDetails } from '#web/features/dashboard/components/review-url-details.tsx';
import { SectionHeading } from '#web/features/dashboard/components/section-heading.tsx';
import { useMeta } from '#web/features/meta/api/get-meta.ts';
import { useQrCustomization } from '#web/features/qr/api/get-qr-customization.ts';
import { useStaffLink } from '#web/features/qr/api/get-staff-link.ts';
import { TemplateDownloads } from '#web/features/qr/components/template-downloads.tsx';
import { TemplateEditor } from '#web/features/qr/components/template-editor.tsx';
import { ratingLink, templateContent } from '#web/features/qr/lib/template.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import type { DashboardSectionProps } from './dashboard-section';

await loadMessages('dashboard');

export function CustomizeSection({
  businessId,
  businessName,
  isOwner,
  ownedBusiness,
}: DashboardSectionProps) {
  const { t } = useI18n();
  const qc = useQueryClient();
  const meta = useMeta();
  const customization = useQrCustomization(businessId);
  const owned = ownedBusiness?.id === businessId ? ownedBusiness : null;
  const staffLink = useStaffLink(businessId);
  // A member has no owner view of the business; the public one has its Google link.
  const publicBusiness = usePublicBusiness(owned ? undefined : businessId);
  const link = meta.data ? ratingLink(meta.data.publicUrl, businessId) : null;
  const content = customization.data ? templateContent(customization.data, businessName) : null;

  return (
    <>
      <SectionHeading
        title={t('dashboard.customize.title')}
        description={t('dashboard.customize.description')}
      />
      {/* What a low rating leads to comes first: the setting an owner comes here for most. */}
      {owned ? (
        <div className="mb-6 grid gap-4 md:grid-cols-2">
          <ReviewFilterCard
            businessId={businessId}
            enabled={owned.reviewFilterEnabled}
            onSaved={() => refreshOwnedBusinesses(qc)}
          />
          <CustomerLanguageCard businessId={businessId} value={owned.customerLanguage} />
        </div>
      ) : null}
      {customization.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border p-4">
          <p>{t('dashboard.customize.loadFailed')}</p>
          <Button variant="outline" onClick={() => void customization.refetch()}>
            {t('dashboard.customize.tryAgain')}
          </Button>
        </div>
      ) : !meta.data || !customization.data ? (
        <div className="flex justify-center py-16">
          <Spinner className="size-8" label={t('dashboard.customize.loading')} />
        </div>
      ) : (
        <TemplateEditor
          businessId={businessId}
          businessName={businessName}
          qrValue={ratingLink(meta.data.publicUrl, businessId)}
          saved={customization.data}
          canSave={isOwner}
        />
      )}
      {meta.data && customization.data ? (
        <div className="mt-6 grid gap-4 md:grid-cols-2 md:items-start">
          <div className="flex flex-col gap-3 rounded-xl border bg-card p-4">
            {staffLink.data ? (
              <TemplateDownloads
                content={content!}
                value={staffLink.data.url}
                label={t('dashboard.overview.personalCode')}
                personal
              />
            ) : null}
            <TemplateDownloads
              content={content!}
              value={link!}
              label={t('dashboard.overview.shopCode')}
              shop
            />
          </div>
          <div className="rounded-xl border bg-card p-4">
            <ReviewUrlDetails
              qrUrl={staffLink.data?.url ?? link!}
              reviewUrl={link!}
              googleReviewUrl={(owned ?? publicBusiness.data)?.googleReviewUrl}
            />
          </div>
        </div>
      ) : null}
      {/* The home shows one code, the counted one; these two skip the path, and say so. */}
      <section
        aria-labelledby="google-direct-title"
        className="mt-6 flex flex-col gap-3 rounded-xl border bg-card p-4"
      >
        <h3 id="google-direct-title" className="font-semibold">
          {t('dashboard.customize.googleDirect.title')}
        </h3>
        <p className="text-sm text-muted-foreground">{t('dashboard.customize.googleDirect.text')}</p>
        <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2">
          <QuickActionCard
            to={paths.qrMobileLight.href()}
            title={t('dashboard.action.googleLight.title')}
            icon={Smartphone}
            compact
          />
          <QuickActionCard
            to={paths.qrMobileDark.href()}
            title={t('dashboard.action.googleDark.title')}
            icon={SunMoon}
            compact
          />
        </div>
      </section>
      {owned ? (
        <div className="mt-6 grid gap-4 md:grid-cols-2">
          <TimeZoneCard businessId={businessId} value={owned.timeZone} />
        </div>
      ) : null}
    </>
  );
}
