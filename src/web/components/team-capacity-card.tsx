import { Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { capacityPercent } from '#shared/constants/plan.ts';
import { cn } from '#web/lib/utils.ts';
import { Badge } from './ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './ui/card';

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
          {isFull ? <Badge variant="warning">Team Full</Badge> : null}
        </div>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <p className="text-2xl font-bold">
          {teamCount}{' '}
          <span className="text-base font-normal text-muted-foreground">of {maxTeamSize} max members</span>
        </p>
        <div
          role="progressbar"
          aria-label="Team capacity"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${teamCount} of ${maxTeamSize} members`}
          className="h-2.5 overflow-hidden rounded-full bg-muted"
        >
          <div
            className={cn('h-full rounded-full transition-[width]', isFull ? 'bg-warning' : 'bg-primary')}
            style={{ width: `${percent}%` }}
          />
        </div>
        <p className="text-sm text-muted-foreground">
          {percent}% capacity used ·{' '}
          {isFull ? fullHint : (hint ?? `${left} ${left === 1 ? 'seat' : 'seats'} left`)}
        </p>
        {children}
      </CardContent>
    </Card>
  );
}
