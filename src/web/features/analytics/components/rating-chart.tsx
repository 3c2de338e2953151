import { lazy, Suspense } from 'react';
import type { RatingCount } from '#shared/schemas/analytics.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';

await loadMessages('analytics');

// recharts loads with the analytics section only, in its own chunk.
const RatingPlot = lazy(() => import('./rating-plot').then((m) => ({ default: m.RatingPlot })));

/** How many customers chose each star rating, 5 stars on top. */
export function RatingChart({ distribution }: { distribution: RatingCount[] }) {
  const { t, number } = useI18n();
  const total = distribution.reduce((n, r) => n + r.count, 0);
  const data = [...distribution]
    .sort((a, b) => b.rating - a.rating)
    .map((r) => ({ ...r, label: `${number(r.rating)} ★` }));
  // The server always sends the five ratings; one message lets each language word the whole summary.
  const count = (rating: number) => distribution.find((r) => r.rating === rating)?.count ?? 0;
  const summary = t('analytics.ratings.summary', {
    r5: count(5),
    r4: count(4),
    r3: count(3),
    r2: count(2),
    r1: count(1),
  });
  return (
    <Card className="flex flex-col">
      <CardHeader className="pb-2 sm:pb-3">
        <CardTitle className="text-base">{t('analytics.ratings.title')}</CardTitle>
        <CardDescription>
          {total === 0 ? t('analytics.ratings.none') : t('analytics.ratings.total', { count: total })}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex-1 px-2 sm:px-4">
        {/* The drawing stays left to right in every language; its numbers are the owner's. */}
        <figure role="img" aria-label={summary} dir="ltr" className="m-0">
          <Suspense fallback={<div style={{ height: 220 }} />}>
            <RatingPlot data={data} name={t('analytics.ratings.title')} />
          </Suspense>
        </figure>
      </CardContent>
    </Card>
  );
}
