import type { Analytics } from '#shared/schemas/analytics.ts';
import { Card } from '#web/components/ui/card.tsx';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { GrowthIndicator } from './growth-indicator';

await loadMessages('analytics');

type Period = {
  title: string;
  hint: string;
  current: number;
  /** "3 scans last week". */
  previous: string;
  period: 'week' | 'month';
  growth: number | null;
};

/** This week against last week, this month against last month: rolling windows (docs/product-rules.md §3). */
export function PeriodComparison({ analytics }: { analytics: Analytics }) {
  const { t, rich } = useI18n();
  const periods: Period[] = [
    {
      title: t('analytics.period.week.title'),
      hint: t('analytics.period.week.hint'),
      current: analytics.thisWeekScans,
      previous: t('analytics.period.week.previous', { count: analytics.lastWeekScans }),
      period: 'week',
      growth: analytics.weekOverWeekGrowth,
    },
    {
      title: t('analytics.period.month.title'),
      hint: t('analytics.period.month.hint'),
      current: analytics.thisMonthScans,
      previous: t('analytics.period.month.previous', { count: analytics.lastMonthScans }),
      period: 'month',
      growth: analytics.monthOverMonthGrowth,
    },
  ];
  return (
    <ul aria-label={t('analytics.period.label')} className="grid gap-3 sm:grid-cols-2 sm:gap-4">
      {periods.map((p) => (
        <li key={p.period}>
          <Card className="flex h-full flex-col gap-2 p-4 sm:p-5">
            <div className="flex items-baseline justify-between gap-2">
              <h3 className="text-sm font-medium text-muted-foreground">{p.title}</h3>
              <span className="text-xs text-muted-foreground">{p.hint}</span>
            </div>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <p className="text-3xl font-bold tracking-tight tabular-nums">
                {rich('analytics.period.current', {
                  count: p.current,
                  n: (chunks) => <span key="n">{chunks}</span>,
                  sr: (chunks) => (
                    <span key="sr" className="sr-only">
                      {chunks}
                    </span>
                  ),
                })}
              </p>
              <GrowthIndicator value={p.growth} period={p.period} />
            </div>
            <p className="text-sm text-muted-foreground">{p.previous}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
