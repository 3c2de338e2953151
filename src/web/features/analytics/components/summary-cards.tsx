import { MousePointerClick, Percent, ScanLine } from 'lucide-react';
import type { Analytics } from '../../../../shared/analytics';
import { Card } from '../../../components/ui/card';

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
    <ul className="grid gap-3 sm:grid-cols-3 sm:gap-4">
      {cards.map(({ label, value, hint, Icon }) => (
        <li key={label}>
          <Card className="flex items-center gap-4 p-4 sm:flex-col sm:items-start sm:gap-3 sm:p-5">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <Icon aria-hidden className="size-5" />
            </span>
            <div className="min-w-0">
              <p className="text-sm font-medium text-muted-foreground">{label}</p>
              <p className="text-2xl font-bold tracking-tight tabular-nums sm:text-3xl">{value}</p>
              <p className="text-xs text-muted-foreground">{hint}</p>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
