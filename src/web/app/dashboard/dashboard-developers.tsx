import { useMyLocations } from '#web/features/businesses/api/get-my-locations.ts';
import { SectionHeading } from '#web/features/dashboard/components/section-heading.tsx';
import { TokensCard } from '#web/features/developers/components/tokens-card.tsx';
import { WebhooksCard } from '#web/features/developers/components/webhooks-card.tsx';

/** Issue 30: the owner's personal access tokens and webhooks, for integrations. */
export function DevelopersSection() {
  const locations = (useMyLocations().data ?? []).map((b) => ({ id: b.id, name: b.name }));
  return (
    <>
      <SectionHeading
        title="Developers"
        description="Connect your own tools to ReviewTap: the API with an access token, and events by webhook."
      >
        <a href="/api/docs" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          API reference
        </a>
      </SectionHeading>
      <div className="flex flex-col gap-4 sm:gap-6">
        <TokensCard locations={locations} />
        <WebhooksCard locations={locations} docsHref="/api/docs" />
      </div>
    </>
  );
}
