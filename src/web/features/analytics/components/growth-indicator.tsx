import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import { cn } from '#web/lib/utils.ts';

/**
 * Growth as a coloured arrow: green up, red down. `null` means the earlier period had no scans,
 * so there is nothing to compare with (docs/product-rules.md §3): shown as "—".
 */
export function GrowthIndicator({ value, period }: { value: number | null; period: string }) {
  if (value === null) {
    return (
      <span className="inline-flex items-center rounded-full bg-muted px-2.5 py-0.5 text-sm font-semibold text-muted-foreground">
        <span aria-hidden>—</span>
        <span className="sr-only">No comparison: no scans {period}</span>
      </span>
    );
  }
  const up = value > 0;
  const down = value < 0;
  const Icon = up ? ArrowUpRight : down ? ArrowDownRight : Minus;
  const text = `${up ? '+' : down ? '−' : ''}${Math.abs(value).toLocaleString('en-US')}%`;
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
      <Icon aria-hidden className="size-4" />
      <span>{text}</span>
      <span className="sr-only">
        {up ? 'up' : down ? 'down' : 'unchanged'} compared with {period}
      </span>
    </span>
  );
}
