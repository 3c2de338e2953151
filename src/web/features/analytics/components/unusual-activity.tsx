import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Analytics } from '#shared/schemas/analytics.ts';
import { Card } from '#web/components/ui/card.tsx';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { formatWeekday } from '#web/lib/dates.ts';
import { dayAsDate } from './chart-style';

await loadMessages('analytics');

/**
 * Days when one network sent more ratings or scans than a shop's customers do. They were
 * not counted; the owner sees that they happened instead of figures quietly inflated.
 */
export function UnusualActivity({ days }: { days: Analytics['unusualActivity'] }) {
  const { t, rich } = useI18n();
  if (days.length === 0) return null;
  const b = (chunks: ReactNode[]) => (
    <span key="b" className="font-medium">
      {chunks}
    </span>
  );
  return (
    <Card
      role="status"
      aria-labelledby="unusual-activity-title"
      className="flex gap-3 border-amber-500/40 bg-amber-50 p-4 text-amber-950 dark:bg-amber-950/30 dark:text-amber-100"
    >
      <ShieldAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-600 dark:text-amber-400" />
      <div className="flex flex-col gap-1 text-sm">
        <h3 id="unusual-activity-title" className="font-semibold">
          {t('analytics.unusual.title')}
        </h3>
        <p>{t('analytics.unusual.text')}</p>
        <ul className="mt-1 flex flex-col gap-0.5">
          {days.map((d) => {
            const values = {
              b,
              day: formatWeekday(dayAsDate(d.day)),
              ratings: d.refusedRatings,
              scans: d.refusedScans,
            };
            return (
              <li key={d.day}>
                {d.refusedRatings > 0 && d.refusedScans > 0
                  ? rich('analytics.unusual.both', values)
                  : d.refusedRatings > 0
                    ? rich('analytics.unusual.ratings', values)
                    : rich('analytics.unusual.scans', values)}
              </li>
            );
          })}
        </ul>
      </div>
    </Card>
  );
}
