import { Users } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/utils';

/** Seats taken against the maximum; everyone counts, the owner included (docs/product-rules.md §4). */
export function TeamCapacityCard({ teamCount, maxTeamSize }: { teamCount: number; maxTeamSize: number }) {
  const isFull = teamCount >= maxTeamSize;
  const percent = maxTeamSize > 0 ? Math.min(100, Math.round((teamCount / maxTeamSize) * 100)) : 100;
  const left = Math.max(0, maxTeamSize - teamCount);

  return (
    <Card>
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle className="flex items-center gap-2">
            <Users aria-hidden className="size-5 text-primary" />
            Team size
          </CardTitle>
          {isFull ? <Badge variant="warning">Team Full</Badge> : null}
        </div>
        <CardDescription>Everyone on the team counts, you included.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <p className="text-3xl font-bold">
          {teamCount}{' '}
          <span className="text-base font-normal text-muted-foreground">of {maxTeamSize} members</span>
        </p>
        <div
          role="progressbar"
          aria-label="Team seats used"
          aria-valuemin={0}
          aria-valuemax={maxTeamSize}
          aria-valuenow={teamCount}
          aria-valuetext={`${teamCount} of ${maxTeamSize} members`}
          className="h-2.5 overflow-hidden rounded-full bg-muted"
        >
          <div
            className={cn('h-full rounded-full transition-[width]', isFull ? 'bg-warning' : 'bg-primary')}
            style={{ width: `${percent}%` }}
          />
        </div>
        <p className="text-sm text-muted-foreground">
          {isFull
            ? 'No seats left. Remove a member to make room.'
            : `${left} ${left === 1 ? 'seat' : 'seats'} left`}
        </p>
      </CardContent>
    </Card>
  );
}
