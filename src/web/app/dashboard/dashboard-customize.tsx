import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { CustomerLanguageCard } from '#web/features/businesses/components/customer-language-card.tsx';
import { TimeZoneCard } from '#web/features/businesses/components/time-zone-card.tsx';
import { SectionHeading } from '#web/features/dashboard/components/section-heading.tsx';
import { useMeta } from '#web/features/meta/api/get-meta.ts';
import { useQrCustomization } from '#web/features/qr/api/get-qr-customization.ts';
import { TemplateEditor } from '#web/features/qr/components/template-editor.tsx';
import { ratingLink } from '#web/features/qr/lib/template.ts';
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
        <div className="mt-6 grid gap-4 md:grid-cols-2">
          <CustomerLanguageCard businessId={businessId} value={ownedBusiness.customerLanguage} />
          <TimeZoneCard businessId={businessId} value={ownedBusiness.timeZone} />
        </div>
      ) : null}
    </>
  );
}
