import { lazy, Suspense, useId } from 'react';
import type { DailyPoint } from '#shared/schemas/analytics.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { formatDay } from '#web/lib/dates.ts';
import { ALL_SERIES, dayAsDate, type Series } from './chart-style';

await loadMessages('analytics');

const DailyPlot = lazy(() => import('./daily-plot').then((m) => ({ default: m.DailyPlot })));

/** Scans and conversions per day over the last 30 days, each a day of the business's zone. */
export function DailyChart({ daily, timeZone }: { daily: DailyPoint[]; timeZone: string }) {
  const { t } = useI18n();
  const gradient = useId().replaceAll(':', '');
  const scans = daily.reduce((n, d) => n + d.scans, 0);
  const conversions = daily.reduce((n, d) => n + d.conversions, 0);
  const feedback = daily.reduce((n, d) => n + d.feedback, 0);
  // Private feedback only exists with the review filter on; an always-flat line would be noise.
  const LEGEND: Series[] = ALL_SERIES.filter((s) => s.key !== 'feedback' || feedback > 0).map((s) => ({
    ...s,
    label: t(s.label),
  }));
  // The axis's days in the owner's language ("Nov 25", "25 nov.", "25 نوفمبر").
  const data = daily.map((d) => ({ ...d, label: formatDay(dayAsDate(d.date)) }));
  const summary = feedback
    ? t('analytics.daily.summaryWithFeedback', { scans, conversions, feedback })
    : t('analytics.daily.summary', { scans, conversions });
  return (
    <Card>
      <CardHeader className="pb-2 sm:pb-3">
        <CardTitle className="text-base">{t('analytics.daily.title')}</CardTitle>
        <CardDescription>
          {t('analytics.daily.description', { zone: timeZone.replaceAll('_', ' ') })}
        </CardDescription>
      </CardHeader>
      <CardContent className="px-2 sm:px-4">
        {/* The drawing stays left to right in every language (time runs that way on its axis). */}
        <figure role="img" aria-label={summary} dir="ltr" className="m-0">
          {/* recharts loads with the analytics section only, in its own chunk; the space is kept meanwhile. */}
          <Suspense fallback={<div style={{ height: 240 }} />}>
            <DailyPlot data={data} legend={LEGEND} gradient={gradient} />
          </Suspense>
        </figure>
        <ul
          aria-hidden
          className="mt-2 flex flex-wrap justify-center gap-x-5 gap-y-1 text-sm text-muted-foreground"
        >
          {LEGEND.map((s) => (
            <li key={s.key} className="inline-flex items-center gap-2">
              <span aria-hidden className="size-2.5 rounded-full" style={{ background: s.color }} />
              {s.label}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
