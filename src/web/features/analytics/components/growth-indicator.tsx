import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { cn } from '#web/lib/utils.ts';

await loadMessages('analytics');

/**
 * Growth as a coloured arrow: green up, red down. `null` means the earlier period had no scans,
 * so there is nothing to compare with (docs/product-rules.md §3): shown as "—".
 * `period` is the one compared with: last week or last month.
 */
export function GrowthIndicator({ value, period }: { value: number | null; period: 'week' | 'month' }) {
  const { t, intlLocale } = useI18n();
  if (value === null) {
    return (
      <span className="inline-flex items-center rounded-full bg-muted px-2.5 py-0.5 text-sm font-semibold text-muted-foreground">
        <span aria-hidden>—</span>
        <span className="sr-only">
          {period === 'week' ? t('analytics.growth.none.week') : t('analytics.growth.none.month')}
        </span>
      </span>
    );
  }
  const up = value > 0;
  const down = value < 0;
  const direction = up ? 'up' : down ? 'down' : 'same';
  const Icon = up ? ArrowUpRight : down ? ArrowDownRight : Minus;
  // "+12%", "−3.5%", "+%12" in Turkish: the reader's own order, with a true minus sign.
  const text = new Intl.NumberFormat(intlLocale, {
    style: 'percent',
    maximumFractionDigits: 3,
    signDisplay: 'exceptZero',
  })
    .format(value / 100)
    .replace('-', '−');
  return (
    <span
      className={cn(
        'inline-flex items-center gap-0.5 rounded-full px-2 py-0.5 text-sm font-semibold tabular-nums',
        // Tinted backgrounds need darker text than the theme's success/destructive to reach 4.5:1.
        up && 'bg-success/12 text-green-800 dark:text-green-300',
        down && 'bg-destructive/12 text-red-800 dark:text-red-300',
        !up && !down && 'bg-muted text-muted-foreground',
      )}
    >
      {/* Growth reads in the line's direction: up and to the left in right-to-left languages. */}
      <Icon aria-hidden className="size-4 rtl:-scale-x-100" />
      <span>{text}</span>
      <span className="sr-only">
        {period === 'week'
          ? t('analytics.growth.week', { direction })
          : t('analytics.growth.month', { direction })}
      </span>
    </span>
  );
}
