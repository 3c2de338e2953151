import type { Analytics } from '#shared/schemas/analytics.ts';
import { Card } from '#web/components/ui/card.tsx';
import { GrowthIndicator } from './growth-indicator';

const number = new Intl.NumberFormat('en-US');

type Period = {
  title: string;
  hint: string;
  current: number;
  previous: number;
  previousLabel: string;
  growth: number | null;
};

/** This week against last week, this month against last month: rolling windows (docs/product-rules.md §3). */
export function PeriodComparison({ analytics }: { analytics: Analytics }) {
  const periods: Period[] = [
    {
      title: 'This week',
      hint: 'Last 7 days',
      current: analytics.thisWeekScans,
      previous: analytics.lastWeekScans,
      previousLabel: 'last week',
      growth: analytics.weekOverWeekGrowth,
    },
    {
      title: 'This month',
      hint: 'Last 30 days',
      current: analytics.thisMonthScans,
      previous: analytics.lastMonthScans,
      previousLabel: 'last month',
      growth: analytics.monthOverMonthGrowth,
    },
  ];
  return (
    <ul aria-label="Week and month" className="grid gap-3 sm:grid-cols-2 sm:gap-4">
      {periods.map((p) => (
        <li key={p.title}>
          <Card className="flex h-full flex-col gap-2 p-4 sm:p-5">
            <div className="flex items-baseline justify-between gap-2">
              <h3 className="text-sm font-medium text-muted-foreground">{p.title}</h3>
              <span className="text-xs text-muted-foreground">{p.hint}</span>
            </div>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <p className="text-3xl font-bold tracking-tight tabular-nums">
                {number.format(p.current)}
                <span className="sr-only"> scans</span>
              </p>
              <GrowthIndicator value={p.growth} period={p.previousLabel} />
            </div>
            <p className="text-sm text-muted-foreground">
              {number.format(p.previous)} {p.previous === 1 ? 'scan' : 'scans'} {p.previousLabel}
            </p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
