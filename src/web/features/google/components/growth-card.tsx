import { ChartSpline } from 'lucide-react';
import type { Growth } from '#shared/schemas/google.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';

/** New reviews per week over the chart's 90 days, as plain bars (no chart library in this chunk). */
function weeks(days: Growth['days']) {
  const out: { label: string; reviews: number; conversions: number }[] = [];
  for (let i = 0; i < days.length; i += 7) {
    const slice = days.slice(i, i + 7);
    out.push({
      label: slice[0]!.date,
      reviews: slice.reduce((n, d) => n + d.newReviews, 0),
      conversions: slice.reduce((n, d) => n + d.conversions, 0),
    });
  }
  return out;
}

const fmt = (n: number | null) =>
  n === null ? '—' : n.toLocaleString(undefined, { maximumFractionDigits: 1 });

export function GrowthCard({
  growth,
  averageRating,
  total,
}: {
  growth: Growth;
  averageRating: number | null;
  total: number | null;
}) {
  const bars = weeks(growth.days);
  const max = Math.max(1, ...bars.map((b) => b.reviews));
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <ChartSpline aria-hidden className="size-5" />
          Review growth
        </CardTitle>
        <CardDescription>From your Business Profile itself: what ReviewTap has achieved.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {[
            ['Google reviews', fmt(total)],
            ['Average rating', averageRating === null ? '—' : `${fmt(averageRating)} ★`],
            ['Per week before', fmt(growth.baselinePerWeek)],
            ['Per week since', fmt(growth.sincePerWeek)],
          ].map(([label, value]) => (
            <div key={label} className="rounded-lg border p-3">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="text-xl font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        {growth.startedAt ? null : (
          <p className="-mt-3 text-sm text-muted-foreground">
            Before and since are counted from your first QR code scan: show your code to a customer to start.
          </p>
        )}
        <figure className="flex flex-col gap-2">
          <figcaption className="text-sm font-medium">New Google reviews per week, last 13 weeks</figcaption>
          <div
            className="flex h-32 items-end gap-1"
            role="img"
            aria-label={bars.map((b) => `${b.label}: ${b.reviews}`).join(', ')}
          >
            {bars.map((b) => (
              <div
                key={b.label}
                className="flex h-full flex-1 flex-col justify-end"
                title={`Week of ${b.label}: ${b.reviews} reviews, ${b.conversions} sent to Google`}
              >
                <div
                  className="rounded-t bg-primary"
                  style={{ height: `${(b.reviews / max) * 100}%`, minHeight: b.reviews ? 4 : 1 }}
                />
              </div>
            ))}
          </div>
        </figure>
        <p className="text-sm text-muted-foreground">
          <strong className="text-foreground">{growth.followedVisit}</strong> review
          {growth.followedVisit === 1 ? '' : 's'} followed a visit: written within two hours after a customer
          went from your QR code to Google. It is an estimate: Google does not say who wrote a review.
          {growth.followedVisitByMember.length
            ? ` By team member: ${growth.followedVisitByMember.map((m) => `${m.name} ${m.reviews}`).join(', ')}.`
            : ''}
        </p>
      </CardContent>
    </Card>
  );
}
