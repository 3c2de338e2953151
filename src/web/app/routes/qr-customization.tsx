import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../components/brand/logo';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useMeta } from '../../features/meta/api/get-meta';
import { useQrCustomization } from '../../features/qr/api/get-qr-customization';
import { QuickTemplateForm } from '../../features/qr/components/quick-template-form';
import { ratingLink } from '../../features/qr/lib/template';
import { SiteHeader } from '../layout/site-header';
import { paths } from '../paths';
import { useAccount } from '../use-account';

export function QrCustomizationRoute() {
  const { displayedBusiness, isOwner, isError } = useAccount();
  const meta = useMeta();
  const customization = useQrCustomization(displayedBusiness?.id);

  useEffect(() => {
    document.title = `QR template · ${PRODUCT_NAME}`;
  }, []);

  // Signed in, loaded, with a business unless its read failed: RequireAccount waited.
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-4 py-6 sm:px-6">
        <Button asChild variant="ghost" className="self-start">
          <Link to={paths.dashboard.href()}>
            <ArrowLeft aria-hidden />
            Back to Dashboard
          </Link>
        </Button>
        <Card>
          <CardHeader>
            <h1 className="text-2xl font-bold">QR Template</h1>
            <CardDescription>
              Choose Quick Black or Quick White and the name shown above your code.
            </CardDescription>
          </CardHeader>
          <CardContent>
            {!displayedBusiness || !meta.data || !customization.data ? (
              <div className="flex justify-center py-12">
                {customization.isError || isError ? (
                  <p role="alert">Unable to load your template. Please reload the page.</p>
                ) : (
                  <Spinner className="size-8" label="Loading your template…" />
                )}
              </div>
            ) : (
              <QuickTemplateForm
                businessId={displayedBusiness.id}
                businessName={displayedBusiness.name}
                qrValue={ratingLink(meta.data.publicUrl, displayedBusiness.id)}
                saved={customization.data}
                canSave={isOwner}
              />
            )}
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
