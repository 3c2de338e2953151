import { MousePointerClick, Percent, ScanLine } from 'lucide-react';
import type { Analytics } from '#shared/schemas/analytics.ts';
import { Card } from '#web/components/ui/card.tsx';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';

await loadMessages('analytics');

/** The all-time totals and the conversion rate. */
export function SummaryCards({ analytics }: { analytics: Analytics }) {
  const { t, number, percent } = useI18n();
  const cards = [
    {
      label: t('analytics.summary.scans'),
      value: number(analytics.totalScans),
      hint: t('analytics.summary.scansHint'),
      Icon: ScanLine,
    },
    {
      label: t('analytics.summary.conversions'),
      value: number(analytics.totalConversions),
      hint: t('analytics.summary.conversionsHint'),
      Icon: MousePointerClick,
    },
    {
      label: t('analytics.summary.rate'),
      value: percent(analytics.conversionRate),
      hint: t('analytics.summary.rateHint'),
      Icon: Percent,
    },
  ];
  return (
    // Three across even on a 360 px phone: the headline numbers are read at a glance.
    <ul aria-label={t('analytics.summary.label')} className="grid grid-cols-3 gap-2 sm:gap-4">
      {cards.map(({ label, value, hint, Icon }) => (
        <li key={label}>
          <Card className="flex h-full flex-col gap-1 p-3 sm:gap-3 sm:p-5">
            <span className="hidden size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary sm:flex">
              <Icon aria-hidden className="size-5" />
            </span>
            <div className="flex min-w-0 flex-1 flex-col">
              <p className="text-xs leading-tight font-medium text-muted-foreground sm:text-sm">{label}</p>
              <p className="mt-auto pt-1 text-xl font-bold tracking-tight tabular-nums sm:text-3xl">
                {value}
              </p>
              <p className="hidden text-xs text-muted-foreground sm:block">{hint}</p>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
