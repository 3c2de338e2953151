import { PRODUCT_NAME } from '#web/components/brand/logo.tsx';
import { useMyLocations } from '#web/features/businesses/api/get-my-locations.ts';
import { SectionHeading } from '#web/features/dashboard/components/section-heading.tsx';
import { TokensCard } from '#web/features/developers/components/tokens-card.tsx';
import { WebhooksCard } from '#web/features/developers/components/webhooks-card.tsx';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';

await loadMessages('dashboard');

/** The owner's personal access tokens and webhooks, for integrations. */
export function DevelopersSection() {
  const { t } = useI18n();
  const locations = (useMyLocations().data ?? []).map((b) => ({ id: b.id, name: b.name }));
  return (
    <>
      <SectionHeading
        title={t('dashboard.developers.title')}
        description={t('dashboard.developers.description', { product: PRODUCT_NAME })}
      >
        <a href="/api/docs" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          {t('dashboard.developers.apiReference')}
        </a>
      </SectionHeading>
      <div className="flex flex-col gap-4 sm:gap-6">
        <TokensCard locations={locations} />
        <WebhooksCard locations={locations} docsHref="/api/docs" />
      </div>
    </>
  );
}
