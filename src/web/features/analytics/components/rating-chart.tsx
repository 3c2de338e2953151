import { lazy, Suspense } from 'react';
import type { RatingCount } from '#shared/schemas/analytics.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';

// recharts loads with the Statistics section only, in its own chunk.
const RatingPlot = lazy(() => import('./rating-plot').then((m) => ({ default: m.RatingPlot })));

/** How many customers chose each star rating, 5 stars on top. */
export function RatingChart({ distribution }: { distribution: RatingCount[] }) {
  const total = distribution.reduce((n, r) => n + r.count, 0);
  const data = [...distribution]
    .sort((a, b) => b.rating - a.rating)
    .map((r) => ({ ...r, label: `${r.rating} ★` }));
  const summary = data.map((r) => `${r.rating} stars: ${r.count}`).join(', ');
  return (
    <Card className="flex flex-col">
      <CardHeader className="pb-2 sm:pb-3">
        <CardTitle className="text-base">Ratings</CardTitle>
        <CardDescription>
          {total === 0 ? 'No ratings yet' : `${total} ${total === 1 ? 'rating' : 'ratings'} in total`}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex-1 px-2 sm:px-4">
        <figure role="img" aria-label={`Ratings chart. ${summary}`} className="m-0">
          <Suspense fallback={<div style={{ height: 220 }} />}>
            <RatingPlot data={data} />
          </Suspense>
        </figure>
      </CardContent>
    </Card>
  );
}
