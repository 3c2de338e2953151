import { Palette, QrCode, Smartphone, SunMoon } from 'lucide-react';
import { DEFAULT_QR_CUSTOMIZATION } from '../../../shared/qr-template';
import { Spinner } from '../../components/ui/spinner';
import { usePublicBusiness } from '../../features/businesses/api/get-public-business';
import { BusinessOverview } from '../../features/dashboard/components/business-overview';
import { QuickActionCard } from '../../features/dashboard/components/quick-action-card';
import { ReviewUrlDetails } from '../../features/dashboard/components/review-url-details';
import { useMeta } from '../../features/meta/api/get-meta';
import { useQrCustomization } from '../../features/qr/api/get-qr-customization';
import { useStaffLink } from '../../features/qr/api/get-staff-link';
import { QrTemplate } from '../../features/qr/components/qr-template';
import { TemplateDownloads } from '../../features/qr/components/template-downloads';
import { QR_SIZE, ratingLink, templateContent } from '../../features/qr/lib/template';
import { paths } from '../paths';
import type { DashboardSectionProps } from './dashboard-section';

export function OverviewSection({ businessId, businessName, ownedBusiness }: DashboardSectionProps) {
  const meta = useMeta();
  // A member has no owner view of the business; the public one has the address and Google link.
  const publicBusiness = usePublicBusiness(ownedBusiness ? undefined : businessId);
  const customization = useQrCustomization(businessId);
  const staffLink = useStaffLink(businessId);
  const details = ownedBusiness ?? publicBusiness.data ?? null;

  if (!meta.data || customization.isPending || staffLink.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner className="size-8" label="Loading your QR code…" />
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
      template={<QrTemplate content={content} value={myLink} size={QR_SIZE.overview} />}
      downloads={
        <div className="flex w-full flex-col gap-3">
          {staffLink.data ? (
            <TemplateDownloads
              content={content}
              value={myLink}
              label="Your own QR, as on screen: credits you"
              personal
            />
          ) : null}
          <TemplateDownloads
            content={content}
            value={link}
            label="For print: the plain link, credits nobody"
          />
        </div>
      }
      details={<ReviewUrlDetails reviewUrl={link} googleReviewUrl={details?.googleReviewUrl} />}
      actions={
        <>
          <QuickActionCard
            to={paths.qrFullscreen.href()}
            title="Show To Customers"
            description="Open QR viewer"
            icon={QrCode}
            emphasis
          />
          <QuickActionCard
            to={paths.qrMobileLight.href()}
            title="Google QR on white"
            description="Straight to your Google review page"
            icon={Smartphone}
          />
          <QuickActionCard
            to={paths.qrMobileDark.href()}
            title="Google QR on black"
            description="Easy to read in bright light"
            icon={SunMoon}
          />
          <QuickActionCard
            to={paths.dashboard.href('customize')}
            title="Customize template"
            description="QR templates"
            icon={Palette}
          />
        </>
      }
    />
  );
}
