import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { SiteHeader } from '#web/app/layout/site-header.tsx';
import { paths } from '#web/app/paths.ts';
import { useAccount } from '#web/app/use-account.ts';
import { PRODUCT_NAME } from '#web/components/brand/logo.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useMeta } from '#web/features/meta/api/get-meta.ts';
import { useQrCustomization } from '#web/features/qr/api/get-qr-customization.ts';
import { QuickTemplateForm } from '#web/features/qr/components/quick-template-form.tsx';
import { LAYOUT_LABEL_KEYS, ratingLink } from '#web/features/qr/lib/template.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';

await loadMessages('qr');

export function QrCustomizationRoute() {
  const { t } = useI18n();
  const { displayedBusiness, isOwner, isError } = useAccount();
  const meta = useMeta();
  const customization = useQrCustomization(displayedBusiness?.id);

  useEffect(() => {
    document.title = t('qr.quick.pageTitle', { product: PRODUCT_NAME });
  }, [t]);

  // Signed in, loaded, with a business unless its read failed: RequireAccount waited.
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-4 py-6 sm:px-6">
        <Button asChild variant="ghost" className="self-start">
          <Link to={paths.dashboard.href()}>
            <ArrowLeft aria-hidden className="rtl:rotate-180" />
            {t('qr.backToDashboard')}
          </Link>
        </Button>
        <Card>
          <CardHeader>
            <h1 className="text-2xl font-bold">{t('qr.quick.heading')}</h1>
            <CardDescription>
              {t('qr.quick.description', {
                black: t(LAYOUT_LABEL_KEYS.quickBlack),
                white: t(LAYOUT_LABEL_KEYS.quickWhite),
              })}
            </CardDescription>
          </CardHeader>
          <CardContent>
            {!displayedBusiness || !meta.data || !customization.data ? (
              <div className="flex justify-center py-12">
                {customization.isError || isError ? (
                  <p role="alert">{t('qr.quick.loadFailed')}</p>
                ) : (
                  <Spinner className="size-8" label={t('qr.quick.loading')} />
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
