import { growth, WEEK_DAYS } from '#shared/lib/analytics.ts';
import type { Analytics } from '#shared/schemas/analytics.ts';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { cn } from '#web/lib/utils.ts';
import { GrowthIndicator } from './growth-indicator';

await loadMessages('analytics');

type Week = { scans: number; ratings: number; google: number };

/** The 7 days ending today, and the 7 before, from the daily rollup (every rating led somewhere). */
function weeks(daily: Analytics['daily']): [Week, Week] {
  const sum = (days: Analytics['daily']) =>
    days.reduce(
      (w, d) => ({
        scans: w.scans + d.scans,
        ratings: w.ratings + d.conversions + d.feedback,
        google: w.google + d.conversions,
      }),
      { scans: 0, ratings: 0, google: 0 },
    );
  return [sum(daily.slice(-WEEK_DAYS)), sum(daily.slice(-2 * WEEK_DAYS, -WEEK_DAYS))];
}

/**
 * The owner's first question: how did this week go against the last, and where do customers drop
 * off on the way from the QR to a Google review? The last step comes from the Business Profile when
 * it is connected (`reviews`), else it invites the connection.
 */
export function WeekFunnel({
  daily,
  reviews,
}: {
  daily: Analytics['daily'];
  /** New Google reviews in the same 7 days; null while no Business Profile is connected. */
  reviews: number | null;
}) {
  const { t, number } = useI18n();
  const [now, before] = weeks(daily);
  const steps = [
    { label: t('analytics.funnel.scans'), value: now.scans, last: before.scans },
    { label: t('analytics.funnel.ratings'), value: now.ratings, last: before.ratings },
    { label: t('analytics.funnel.google'), value: now.google, last: before.google },
  ];
  const widest = Math.max(1, now.scans, now.ratings, now.google, reviews ?? 0);
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle className="text-base">{t('analytics.funnel.title')}</CardTitle>
        <span className="flex items-center gap-2 text-sm text-muted-foreground">
          {t('analytics.funnel.versus')}
          <GrowthIndicator value={growth(now.scans, before.scans)} period="week" />
        </span>
      </CardHeader>
      <CardContent>
        <ol className="flex flex-col gap-3">
          {steps.map((step) => (
            <li key={step.label} className="flex flex-col gap-1">
              <div className="flex items-baseline justify-between gap-2 text-sm">
                <span className="font-medium">{step.label}</span>
                <span className="tabular-nums">
                  <span className="text-base font-semibold">{number(step.value)}</span>{' '}
                  <span className="text-xs text-muted-foreground">
                    {t('analytics.funnel.lastWeek', { count: step.last })}
                  </span>
                </span>
              </div>
              <Bar share={step.value / widest} />
            </li>
          ))}
          {/* Not a step of the funnel: Google counts every review, so it may be larger, and says so. */}
          <li className="mt-1 flex flex-col gap-1 border-t pt-3">
            <div className="flex items-baseline justify-between gap-2 text-sm">
              <span className="font-medium">{t('analytics.funnel.reviews')}</span>
              {reviews === null ? (
                <span className="text-xs text-muted-foreground">{t('analytics.funnel.notConnected')}</span>
              ) : (
                <span className="text-base font-semibold tabular-nums">{number(reviews)}</span>
              )}
            </div>
            <Bar share={(reviews ?? 0) / widest} muted />
            {reviews === null ? null : (
              <span className="text-xs text-muted-foreground">{t('analytics.funnel.googleCount')}</span>
            )}
          </li>
        </ol>
      </CardContent>
    </Card>
  );
}

function Bar({ share, muted = false }: { share: number; muted?: boolean }) {
  return (
    <span aria-hidden className="block h-2 overflow-hidden rounded-full bg-muted">
      <span
        className={cn('block h-full rounded-full', muted ? 'bg-primary/50' : 'bg-primary')}
        style={{ width: `${Math.round(share * 100)}%` }}
      />
    </span>
  );
}
