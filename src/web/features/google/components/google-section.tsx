import { MessageSquareReply } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useGoogleStatus } from '#web/features/google/api/get-google-status.ts';
import { useReviewGrowth } from '#web/features/google/api/get-review-growth.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { formatLongDate } from '#web/lib/dates.ts';
import { ClaimableCard } from './claimable-card';
import { ConnectionCard } from './connection-card';
import { GrowthCard } from './growth-card';

await loadMessages('google');

/**
 * The Business Profile section: the connection, a claimed place's notice and review growth. The
 * reviews themselves are answered in the inbox, beside private feedback.
 */
export function GoogleSection({
  businessId,
  isOwner,
  placeClaimedAt,
  reviewsHref,
}: {
  businessId: string;
  isOwner: boolean;
  /** Where the reviews are answered: the inbox. */
  reviewsHref: string;
  /** Set when this place's verified owner claimed it from this registration. */
  placeClaimedAt: string | null;
}) {
  const { t } = useI18n();
  const status = useGoogleStatus(businessId);
  const ready = Boolean(status.data?.connected && status.data.lastSyncAt);
  const growth = useReviewGrowth(businessId, ready);

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
              {ready ? (
                <Button asChild variant="outline" className="self-start">
                  <Link to={reviewsHref}>
                    <MessageSquareReply aria-hidden />
                    {t('google.section.answerInInbox')}
                  </Link>
                </Button>
              ) : null}
            </>
          )
        }
      </QueryState>
    </section>
  );
}
