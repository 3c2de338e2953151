import { Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { capacityPercent } from '#shared/lib/plan.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { cn } from '#web/lib/utils.ts';

await loadMessages('team');

type Props = {
  teamCount: number;
  maxTeamSize: number;
  title: string;
  description: ReactNode;
  /** What to do about a full team, where this card is shown. */
  fullHint: string;
  /** Said instead of the seats left when they cannot be used now (a plan that has ended). */
  hint?: string;
  /** The billing screen adds its seat stepper here. */
  children?: ReactNode;
};

/**
 * The one capacity card, on the Team and Billing screens: members against the maximum (everyone
 * counts, the owner included, docs/product-rules.md §4), the capacity used, and 'Team Full'.
 */
export function TeamCapacityCard({
  teamCount,
  maxTeamSize,
  title,
  description,
  fullHint,
  hint,
  children,
}: Props) {
  const { t, rich } = useI18n();
  const isFull = teamCount >= maxTeamSize;
  const percent = capacityPercent(teamCount, maxTeamSize);
  const left = Math.max(0, maxTeamSize - teamCount);
  return (
    <Card>
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle className="flex items-center gap-2">
            <Users aria-hidden className="size-5 text-primary" />
            {title}
          </CardTitle>
          {isFull ? <Badge variant="warning">{t('team.capacity.full')}</Badge> : null}
        </div>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <p className="text-2xl font-bold">
          {rich('team.capacity.count', {
            count: teamCount,
            max: maxTeamSize,
            muted: (chunks) => (
              <span key="max" className="text-base font-normal text-muted-foreground">
                {chunks}
              </span>
            ),
          })}
        </p>
        <div
          role="progressbar"
          aria-label={t('team.capacity.label')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={t('team.capacity.valueText', { count: teamCount, max: maxTeamSize })}
          className="h-2.5 overflow-hidden rounded-full bg-muted"
        >
          <div
            className={cn('h-full rounded-full transition-[width]', isFull ? 'bg-warning' : 'bg-primary')}
            style={{ width: `${percent}%` }}
          />
        </div>
        <p className="text-sm text-muted-foreground">
          {t('team.capacity.used', { percent: percent / 100 })} ·{' '}
          {isFull ? fullHint : (hint ?? t('team.capacity.left', { left }))}
        </p>
        {children}
      </CardContent>
    </Card>
  );
}
