import { ShieldAlert } from 'lucide-react';
import type { Analytics } from '#shared/schemas/analytics.ts';
import { Card } from '#web/components/ui/card.tsx';
import { formatWeekday } from '#web/lib/dates.ts';
import { dayAsDate } from './chart-style';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * Days when one network sent more ratings or scans than a shop's customers do (issue 26). They were
 * not counted; the owner sees that they happened instead of figures quietly inflated.
 */
export function UnusualActivity({ days }: { days: Analytics['unusualActivity'] }) {
  if (days.length === 0) return null;
  return (
    <Card
      role="status"
      aria-labelledby="unusual-activity-title"
      className="flex gap-3 border-amber-500/40 bg-amber-50 p-4 text-amber-950 dark:bg-amber-950/30 dark:text-amber-100"
    >
      <ShieldAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-600 dark:text-amber-400" />
      <div className="flex flex-col gap-1 text-sm">
        <h3 id="unusual-activity-title" className="font-semibold">
          Unusual activity
        </h3>
        <p>
          One network sent far more ratings than a shop's customers do. We did not count them, so your figures
          stay true.
        </p>
        <ul className="mt-1 flex flex-col gap-0.5">
          {days.map((d) => (
            <li key={d.day}>
              <span className="font-medium">{formatWeekday(dayAsDate(d.day))}:</span>{' '}
              {[
                d.refusedRatings > 0 ? plural(d.refusedRatings, 'rating') : null,
                d.refusedScans > 0 ? plural(d.refusedScans, 'scan') : null,
              ]
                .filter(Boolean)
                .join(' and ')}{' '}
              not counted
            </li>
          ))}
        </ul>
      </div>
    </Card>
  );
}
