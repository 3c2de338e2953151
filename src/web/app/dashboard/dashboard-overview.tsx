import { Palette, QrCode, Smartphone, SunMoon } from 'lucide-react';
import { DEFAULT_QR_CUSTOMIZATION } from '#shared/lib/qr-template.ts';
import { paths } from '#web/app/paths.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { usePublicBusiness } from '#web/features/businesses/api/get-public-business.ts';
import { BusinessOverview } from '#web/features/dashboard/components/business-overview.tsx';
import { QuickActionCard } from '#web/features/dashboard/components/quick-action-card.tsx';
import { ReviewUrlDetails } from '#web/features/dashboard/components/review-url-details.tsx';
import { LiveRating } from '#web/features/google/components/live-rating.tsx';
import { useMeta } from '#web/features/meta/api/get-meta.ts';
import { useQrCustomization } from '#web/features/qr/api/get-qr-customization.ts';
import { useStaffLink } from '#web/features/qr/api/get-staff-link.ts';
import { QrTemplate } from '#web/features/qr/components/qr-template.tsx';
import { TemplateDownloads } from '#web/features/qr/components/template-downloads.tsx';
import { QR_SIZE, ratingLink, templateContent } from '#web/features/qr/lib/template.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import type { DashboardSectionProps } from './dashboard-section';

await loadMessages('dashboard');

export function OverviewSection({ businessId, businessName, isOwner, ownedBusiness }: DashboardSectionProps) {
  const { t } = useI18n();
  const meta = useMeta();
  // A member has no owner view of the business; the public one has the address and Google link.
  const publicBusiness = usePublicBusiness(ownedBusiness ? undefined : businessId);
  const customization = useQrCustomization(businessId);
  const staffLink = useStaffLink(businessId);
  const details = ownedBusiness ?? publicBusiness.data ?? null;

  if (!meta.data || customization.isPending || staffLink.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner className="size-8" label={t('dashboard.overview.loading')} />
      </div>
    );
  }

  const link = ratingLink(meta.data.publicUrl, businessId);
  // The code on screen is the signed-in person's own (it credits them); a poster belongs to nobody.
  const myLink = staffLink.data?.url ?? link;
  const name = details?.name ?? businessName;
  const content = templateContent(customization.data ?? DEFAULT_QR_CUSTOMIZATION, name);

  return (
    <BusinessOverview
      name={name}
      address={details?.address ?? null}
      verified={Boolean(ownedBusiness?.placeVerifiedAt)}
      rating={
        <LiveRating
          businessId={businessId}
          connectHref={isOwner ? paths.dashboard.href('google', businessId) : undefined}
        />
      }
      template={<QrTemplate content={content} value={myLink} size={QR_SIZE.overview} />}
      downloads={
        <div className="flex w-full flex-col gap-3">
          {staffLink.data ? (
            <TemplateDownloads
              content={content}
              value={myLink}
              label={t('dashboard.overview.personalCode')}
              personal
            />
          ) : null}
          <TemplateDownloads content={content} value={link} label={t('dashboard.overview.shopCode')} shop />
        </div>
      }
      details={
        <ReviewUrlDetails qrUrl={myLink} reviewUrl={link} googleReviewUrl={details?.googleReviewUrl} />
      }
      actions={
        <>
          <QuickActionCard
            to={paths.qrFullscreen.href()}
            title={t('dashboard.action.show.title')}
            description={t('dashboard.action.show.description')}
            icon={QrCode}
            emphasis
          />
          <QuickActionCard
            to={paths.qrMobileLight.href()}
            title={t('dashboard.action.googleLight.title')}
            description={t('dashboard.action.googleLight.description')}
            icon={Smartphone}
          />
          <QuickActionCard
            to={paths.qrMobileDark.href()}
            title={t('dashboard.action.googleDark.title')}
            description={t('dashboard.action.googleDark.description')}
            icon={SunMoon}
          />
          <QuickActionCard
            to={paths.dashboard.href('customize')}
            title={t('dashboard.action.customize.title')}
            description={t('dashboard.action.customize.description')}
            icon={Palette}
          />
        </>
      }
    />
  );
}
