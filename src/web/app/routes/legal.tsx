import { useEffect } from 'react';
import { SiteHeader } from '#web/app/layout/site-header.tsx';
import { paths } from '#web/app/paths.ts';
import { PRODUCT_NAME } from '#web/components/brand/logo.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { LandingFooter } from '#web/features/landing/components/landing-footer.tsx';
import { LegalPage } from '#web/features/legal/components/legal-page.tsx';
import { PrivacyContent } from '#web/features/legal/components/privacy-content.tsx';
import { TermsContent } from '#web/features/legal/components/terms-content.tsx';
import { useMeta } from '#web/features/meta/api/get-meta.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';

await loadMessages('legal');

/** When the legal texts last changed: November 23, 2026. */
const UPDATED = new Date(Date.UTC(2026, 10, 23));

function LegalRoute({ kind }: { kind: 'terms' | 'privacy' }) {
  const { t } = useI18n();
  const title = kind === 'terms' ? t('legal.terms') : t('legal.privacy');
  const meta = useMeta();
  useEffect(() => {
    document.title = `${title} · ${PRODUCT_NAME}`;
  }, [title]);
  // The operator's name comes from the server's settings (LEGAL_ENTITY, LEGAL_CONTACT).
  const operator = meta.data?.legal;
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main className="flex flex-1 flex-col">
        {operator ? (
          <LegalPage title={title} updated={UPDATED}>
            {kind === 'terms' ? (
              <TermsContent operator={operator} privacyHref={paths.privacy.href()} />
            ) : (
              <PrivacyContent operator={operator} />
            )}
          </LegalPage>
        ) : meta.isError ? (
          <p className="p-10 text-center">{t('legal.loadFailed')}</p>
        ) : (
          <div className="flex flex-1 items-center justify-center py-24 text-muted-foreground">
            <Spinner className="size-8" label={t('legal.loading')} />
          </div>
        )}
      </main>
      <LandingFooter />
    </div>
  );
}

export const TermsRoute = () => <LegalRoute kind="terms" />;
export const PrivacyRoute = () => <LegalRoute kind="privacy" />;
