import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { CustomerLanguageCard } from '../../features/businesses/components/customer-language-card';
import { SectionHeading } from '../../features/dashboard/components/section-heading';
import { useMeta } from '../../features/meta/api/get-meta';
import { useQrCustomization } from '../../features/qr/api/get-qr-customization';
import { TemplateEditor } from '../../features/qr/components/template-editor';
import { ratingLink } from '../../features/qr/lib/template';
import type { DashboardSectionProps } from './dashboard-section';

export function CustomizeSection({
  businessId,
  businessName,
  isOwner,
  ownedBusiness,
}: DashboardSectionProps) {
  const meta = useMeta();
  const customization = useQrCustomization(businessId);

  return (
    <>
      <SectionHeading
        title="Review Template"
        description="Choose how your QR code looks on your phone and in print."
      />
      {customization.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border p-4">
          <p>Unable to load your template.</p>
          <Button variant="outline" onClick={() => void customization.refetch()}>
            Try Again
          </Button>
        </div>
      ) : !meta.data || !customization.data ? (
        <div className="flex justify-center py-16">
          <Spinner className="size-8" label="Loading your template…" />
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
      {ownedBusiness?.id === businessId ? (
        <div className="mt-6">
          <CustomerLanguageCard businessId={businessId} value={ownedBusiness.customerLanguage} />
        </div>
      ) : null}
    </>
  );
}
