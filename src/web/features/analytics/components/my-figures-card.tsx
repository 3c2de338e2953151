import { QrCode } from 'lucide-react';
import type { StaffFigures } from '#shared/schemas/staff.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useAnalytics } from '#web/features/analytics/api/get-analytics.ts';

const number = new Intl.NumberFormat('en-US');

/** A team member's own figures: what their QR brought this week, last week and all time. */
export function MyFiguresCard({ businessId }: { businessId: string }) {
  const query = useAnalytics(businessId);
  const mine = query.data?.byStaff.find((r) => r.you);
  const periods: [string, StaffFigures | undefined][] = [
    ['This week', mine?.thisWeek],
    ['Last week', mine?.lastWeek],
    ['All time', mine?.allTime],
  ];
  return (
    <Card>
      <section aria-labelledby="my-figures-title">
        <CardHeader>
          <CardTitle id="my-figures-title" className="flex items-center gap-2 text-base">
            <QrCode aria-hidden className="size-5" />
            Your QR code's results
          </CardTitle>
          <CardDescription>
            Scans of the QR on your phone, and the customers they sent on to Google.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {query.isPending ? (
            <Spinner label="Loading your figures…" />
          ) : query.isError ? (
            <p className="text-sm text-muted-foreground">Unable to load your figures right now.</p>
          ) : (
            <dl className="grid grid-cols-3 gap-2 text-center sm:gap-4">
              {periods.map(([label, f]) => (
                <div key={label} className="rounded-lg bg-muted/60 px-2 py-3">
                  <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
                  <dd className="mt-1 text-2xl font-bold tabular-nums">
                    {number.format(f?.conversions ?? 0)}
                    <span className="sr-only"> conversions</span>
                  </dd>
                  <dd className="text-xs text-muted-foreground">
                    to Google, of {number.format(f?.scans ?? 0)} {f?.scans === 1 ? 'scan' : 'scans'}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </CardContent>
      </section>
    </Card>
  );
}
