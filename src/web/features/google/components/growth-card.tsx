import { ChartSpline } from 'lucide-react';
import type { Growth } from '#shared/schemas/google.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { formatCalendarDay } from '#web/lib/dates.ts';

await loadMessages('google');

/** New reviews per week over the chart's 90 days, as plain bars (no chart library in this chunk). */
function weeks(days: Growth['days']) {
  const out: { date: string; reviews: number; conversions: number }[] = [];
  for (let i = 0; i < days.length; i += 7) {
    const slice = days.slice(i, i + 7);
    out.push({
      date: slice[0]!.date,
      reviews: slice.reduce((n, d) => n + d.newReviews, 0),
      conversions: slice.reduce((n, d) => n + d.conversions, 0),
    });
  }
  return out;
}

export function GrowthCard({
  growth,
  averageRating,
  total,
}: {
  growth: Growth;
  averageRating: number | null;
  total: number | null;
}) {
  const { t, rich, intlLocale } = useI18n();
  const number = new Intl.NumberFormat(intlLocale, { maximumFractionDigits: 1 });
  const fmt = (n: number | null) => (n === null ? '—' : number.format(n));
  const list = new Intl.ListFormat(intlLocale, { type: 'unit', style: 'short' });
  const bars = weeks(growth.days).map((b) => ({ ...b, label: formatCalendarDay(b.date) }));
  const max = Math.max(1, ...bars.map((b) => b.reviews));
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <ChartSpline aria-hidden className="size-5" />
          {t('google.growth.title')}
        </CardTitle>
        <CardDescription>{t('google.growth.text')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {[
            [t('google.growth.total'), fmt(total)],
            [t('google.growth.average'), averageRating === null ? '—' : `${fmt(averageRating)} ★`],
            [t('google.growth.before'), fmt(growth.baselinePerWeek)],
            // Nothing is "since" before the first scan: a dash, not a zero.
            [t('google.growth.since'), growth.startedAt ? fmt(growth.sincePerWeek) : '—'],
          ].map(([label, value]) => (
            <div key={label} className="rounded-lg border p-3">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="text-xl font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        {growth.startedAt ? null : (
          <p className="-mt-3 text-sm text-muted-foreground">{t('google.growth.notStarted')}</p>
        )}
        <figure className="flex flex-col gap-2">
          <figcaption className="text-sm font-medium">{t('google.growth.chart')}</figcaption>
          <div
            className="flex h-32 items-end gap-1"
            role="img"
            aria-label={list.format(bars.map((b) => `${b.label}: ${number.format(b.reviews)}`))}
          >
            {bars.map((b) => (
              <div
                key={b.date}
                className="flex h-full flex-1 flex-col justify-end"
                title={t('google.growth.week', { week: b.label, reviews: b.reviews, sent: b.conversions })}
              >
                <div
                  className="rounded-t bg-primary"
                  style={{ height: `${(b.reviews / max) * 100}%`, minHeight: b.reviews ? 4 : 1 }}
                />
              </div>
            ))}
          </div>
        </figure>
        {growth.startedAt ? (
          <p className="text-sm text-muted-foreground">
            {rich('google.growth.followed', {
              count: growth.followedVisit,
              b: (chunks) => (
                <strong key="b" className="text-foreground">
                  {chunks}
                </strong>
              ),
            })}
            {growth.followedVisitByMember.length
              ? ` ${t('google.growth.byMember', {
                  list: list.format(
                    growth.followedVisitByMember.map((m) => `${m.name} ${number.format(m.reviews)}`),
                  ),
                })}`
              : ''}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
