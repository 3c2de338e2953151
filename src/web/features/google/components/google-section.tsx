import { MessageSquareReply } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { EmptyState, QueryState } from '#web/components/ui/query-state.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { type ReviewFilter, useGoogleReviews } from '#web/features/google/api/get-google-reviews.ts';
import { useGoogleStatus } from '#web/features/google/api/get-google-status.ts';
import { useReviewGrowth } from '#web/features/google/api/get-review-growth.ts';
import { useReplyTemplates } from '#web/features/google/api/reply-templates.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import type { MessageKey } from '#web/i18n/messages.ts';
import { formatLongDate } from '#web/lib/dates.ts';
import type { DraftSlot } from '#web/lib/drafted-box.ts';
import { cn } from '#web/lib/utils.ts';
import { ClaimableCard } from './claimable-card';
import { ConnectionCard } from './connection-card';
import { GrowthCard } from './growth-card';
import { ReplyTemplatesCard } from './reply-templates-card';
import { ReviewCard } from './review-card';

await loadMessages('google');

const STAR_FILTERS: { label: MessageKey; stars?: number[] }[] = [
  { label: 'google.filter.allStars' },
  { label: 'google.filter.lowStars', stars: [1, 2, 3] },
  { label: 'google.filter.highStars', stars: [4, 5] },
];

function Chip({ active, onClick, children }: { active: boolean; onClick: () => void; children: string }) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className={cn(
        'rounded-full border px-3 py-1 text-sm transition-colors',
        active ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-muted',
      )}
    >
      {children}
    </button>
  );
}

/** The dashboard's Google reviews section: the connection, growth and the reviews with replies. */
export function GoogleSection({
  businessId,
  isOwner,
  placeClaimedAt,
  draftSlot,
  voiceCard,
}: {
  businessId: string;
  isOwner: boolean;
  /** "Draft a reply" on every review, from the drafts feature. */
  draftSlot?: DraftSlot;
  /** How drafts sound, beside the saved replies. */
  voiceCard?: ReactNode;
  /** Set when this place's verified owner claimed it from this registration. */
  placeClaimedAt: string | null;
}) {
  const { t } = useI18n();
  const status = useGoogleStatus(businessId);
  const [filter, setFilter] = useState<ReviewFilter>({});
  const ready = Boolean(status.data?.connected && status.data.lastSyncAt);
  const reviews = useGoogleReviews(businessId, filter, ready);
  const growth = useReviewGrowth(businessId, ready);
  const templates = useReplyTemplates(businessId, ready && isOwner);

  return (
    <section aria-labelledby="google-title" className="flex flex-col gap-4 sm:gap-6">
      <header>
        <h2 id="google-title" className="text-xl font-bold tracking-tight sm:text-2xl">
          {t('google.section.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('google.section.subtitle')}</p>
      </header>
      {placeClaimedAt ? (
        <Card role="status" className="border-warning/50 bg-warning/10 p-4 text-sm sm:p-5">
          <p className="font-semibold">{t('google.section.claimed.title')}</p>
          <p className="mt-1 text-muted-foreground">
            {t('google.section.claimed.text', {
              date: formatLongDate(new Date(placeClaimedAt)),
            })}
          </p>
        </Card>
      ) : null}
      <QueryState query={status} loading={t('google.section.loading')} failed={t('google.section.failed')}>
        {(s) =>
          !s.available ? (
            <Card className="p-6 text-sm text-muted-foreground">
              {t('google.section.unavailable', { setting: 'GOOGLE_BUSINESS_PROFILE=1' })}
            </Card>
          ) : (
            <>
              <ConnectionCard businessId={businessId} status={s} isOwner={isOwner} />
              {isOwner && s.connected ? <ClaimableCard /> : null}
              {ready && growth.data ? (
                <GrowthCard growth={growth.data} averageRating={s.averageRating} total={s.totalReviewCount} />
              ) : null}
              {templates.data ? (
                <ReplyTemplatesCard businessId={businessId} templates={templates.data} />
              ) : null}
              {ready && isOwner ? voiceCard : null}
              {ready ? (
                <div className="flex flex-col gap-3">
                  <fieldset className="flex flex-wrap items-center gap-2">
                    <legend className="sr-only">{t('google.filter.legend')}</legend>
                    {STAR_FILTERS.map((f) => (
                      <Chip
                        key={f.label}
                        active={String(filter.stars) === String(f.stars)}
                        onClick={() => setFilter((v) => ({ ...v, stars: f.stars }))}
                      >
                        {t(f.label)}
                      </Chip>
                    ))}
                    <Chip
                      active={filter.replied === false}
                      onClick={() =>
                        setFilter((v) => ({ ...v, replied: v.replied === false ? undefined : false }))
                      }
                    >
                      {t('google.filter.unreplied', { count: s.unreplied })}
                    </Chip>
                  </fieldset>
                  <QueryState
                    query={reviews}
                    loading={t('google.reviews.loading')}
                    failed={t('google.reviews.failed')}
                    isEmpty={(d) => d.pages[0]?.reviews.length === 0}
                    empty={
                      <EmptyState icon={MessageSquareReply} title={t('google.reviews.empty.title')}>
                        {t('google.reviews.empty.text')}
                      </EmptyState>
                    }
                  >
                    {(d) => (
                      <ul className="flex flex-col gap-3" aria-label={t('google.reviews.listLabel')}>
                        {d.pages
                          .flatMap((p) => p.reviews)
                          .map((r) => (
                            <li key={r.id}>
                              <ReviewCard
                                businessId={businessId}
                                review={r}
                                canReply={isOwner}
                                draftSlot={isOwner ? draftSlot : undefined}
                                template={
                                  (r.stars <= 3 ? templates.data?.low : templates.data?.high) || undefined
                                }
                              />
                            </li>
                          ))}
                      </ul>
                    )}
                  </QueryState>
                  {reviews.hasNextPage ? (
                    <Button
                      variant="outline"
                      onClick={() => void reviews.fetchNextPage()}
                      disabled={reviews.isFetchingNextPage}
                    >
                      {reviews.isFetchingNextPage ? <Spinner /> : null}
                      {t('google.reviews.more')}
                    </Button>
                  ) : null}
                </div>
              ) : null}
            </>
          )
        }
      </QueryState>
    </section>
  );
}
