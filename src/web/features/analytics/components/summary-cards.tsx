import { MousePointerClick, Percent, ScanLine } from 'lucide-react';
import type { Analytics } from '#shared/schemas/analytics.ts';
import { Card } from '#web/components/ui/card.tsx';

const number = new Intl.NumberFormat('en-US');

/** The all-time totals and the conversion rate. */
export function SummaryCards({ analytics }: { analytics: Analytics }) {
  const cards = [
    { label: 'Total Scans', value: number.format(analytics.totalScans), hint: 'All time', Icon: ScanLine },
    {
      label: 'Conversions',
      value: number.format(analytics.totalConversions),
      hint: 'Sent on to Google',
      Icon: MousePointerClick,
    },
    {
      label: 'Conversion Rate',
      value: `${analytics.conversionRate.toLocaleString('en-US')}%`,
      hint: 'Conversions ÷ scans',
      Icon: Percent,
    },
  ];
  return (
    // Three across even on a 360 px phone: the headline numbers are read at a glance.
    <ul aria-label="Totals" className="grid grid-cols-3 gap-2 sm:gap-4">
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
