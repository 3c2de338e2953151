import { ChevronRight, MessageSquareQuote, MessageSquareText } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Today } from '#shared/schemas/analytics.ts';
import { Button } from '#web/components/ui/button.tsx';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { formatTime } from '#web/lib/dates.ts';

await loadMessages('dashboard');

/** Older than this, the figures say when they were counted while they refresh. */
const STALE_MS = 2 * 60_000;

/**
 * Today so far, the first thing after the QR: four counts, what waits for an answer, and the
 * person's own share. Counted figures stay on screen while they refresh; kept ones say how old they are.
 */
export function TodayPanel({
  today,
  failed,
  refreshing,
  offline,
  onRetry,
  links,
  canConnectGoogle,
}: {
  today: Today | undefined;
  failed: boolean;
  refreshing: boolean;
  offline: boolean;
  onRetry: () => void;
  /** The inbox, and where a Business Profile is connected. */
  links: { reviews: string; feedback: string; connect: string };
  /** Only the owner connects Google; a member sees the reviews once it is connected. */
  canConnectGoogle: boolean;
}) {
  const { t, number } = useI18n();
  const age = today ? Date.now() - new Date(today.asOf).getTime() : 0;
  const when = today ? formatTime(new Date(today.asOf)) : '';
  const status = !today
    ? null
    : offline
      ? t('dashboard.home.keptOffline', { time: when })
      : age > STALE_MS
        ? refreshing
          ? t('dashboard.home.refreshing', { time: when })
          : t('dashboard.home.countedAt', { time: when })
        : null;
  return (
    <section aria-labelledby="home-today-title" className="flex flex-col gap-4">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="home-today-title" className="text-lg font-semibold">
          {t('dashboard.home.today')}
        </h2>
        {/* The line is always there, so nothing below moves when it appears. */}
        <p className="min-h-5 text-end text-xs text-muted-foreground" role="status">
          {status}
        </p>
      </div>
      {failed && !today ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border p-4">
          <p className="text-sm">
            {offline ? t('dashboard.home.offlineNoFigures') : t('dashboard.home.failed')}
          </p>
          {offline ? null : (
            <Button variant="outline" size="sm" onClick={onRetry}>
              {t('dashboard.customize.tryAgain')}
            </Button>
          )}
        </div>
      ) : (
        <dl className="grid grid-cols-2 gap-3">
          <Figure label={t('dashboard.home.scans')} value={today && number(today.scans)} />
          <Figure label={t('dashboard.home.ratings')} value={today && number(today.ratings)} />
          <Figure label={t('dashboard.home.sentToGoogle')} value={today && number(today.sentToGoogle)} />
          <Figure label={t('dashboard.home.feedback')} value={today && number(today.feedback)} />
        </dl>
      )}
      {today ? (
        <>
          {/* A member answers nothing: no list of what waits. */}
          {today.unresolvedFeedback !== null || today.unrepliedReviews !== null || canConnectGoogle ? (
            <ul className="flex flex-col divide-y rounded-xl border bg-card">
              {today.unrepliedReviews !== null || canConnectGoogle ? (
                <Waiting
                  to={today.unrepliedReviews === null ? links.connect : links.reviews}
                  icon={<MessageSquareQuote aria-hidden className="size-5 text-primary" />}
                  text={
                    today.unrepliedReviews === null
                      ? t('dashboard.home.reviewsNotConnected')
                      : t('dashboard.home.reviewsWaiting', { count: today.unrepliedReviews })
                  }
                />
              ) : null}
              {today.unresolvedFeedback !== null ? (
                <Waiting
                  to={links.feedback}
                  icon={<MessageSquareText aria-hidden className="size-5 text-primary" />}
                  text={t('dashboard.home.feedbackWaiting', { count: today.unresolvedFeedback })}
                />
              ) : null}
            </ul>
          ) : null}
          <p className="text-sm text-muted-foreground">
            {t('dashboard.home.mine', { scans: today.mine.scans, ratings: today.mine.ratings })}
          </p>
        </>
      ) : null}
    </section>
  );
}

function Figure({ label, value }: { label: string; value: string | undefined | false }) {
  return (
    <div className="flex flex-col gap-1 rounded-xl border bg-card p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      {/* Reserved height: the number arrives without moving anything. */}
      <dd className="h-8 text-2xl font-semibold tabular-nums">
        {value === undefined || value === false ? (
          <span aria-hidden className="inline-block h-6 w-10 animate-pulse rounded bg-muted align-middle" />
        ) : (
          value
        )}
      </dd>
    </div>
  );
}

function Waiting({ to, icon, text }: { to: string; icon: ReactNode; text: string }) {
  return (
    <li>
      <Link to={to} className="flex min-h-12 items-center gap-3 px-4 py-2 text-sm hover:bg-accent">
        {icon}
        <span className="flex-1">{text}</span>
        <ChevronRight aria-hidden className="size-4 text-muted-foreground rtl:rotate-180" />
      </Link>
    </li>
  );
}
