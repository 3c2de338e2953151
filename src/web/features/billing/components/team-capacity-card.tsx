import { Users } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useTeamMembers } from '../api/get-team-members';
import { capacityPercent } from '../lib/plan';

/** How full the team is. Without the team list (it failed to load) only the maximum is shown. */
export function TeamCapacityCard({ businessId, maxTeamSize }: { businessId: string; maxTeamSize: number }) {
  const team = useTeamMembers(businessId);
  const max = team.data?.maxTeamSize ?? maxTeamSize;
  const count = team.data?.teamCount;
  const percent = count === undefined ? null : capacityPercent(count, max);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Users aria-hidden className="size-5" />
          Team seats
        </CardTitle>
        <CardDescription>Everyone on the team counts, you included.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {team.isPending ? (
          <Spinner label="Loading team…" />
        ) : count === undefined ? (
          <p className="text-2xl font-bold">
            {max} <span className="text-base font-normal text-muted-foreground">max members</span>
          </p>
        ) : (
          <>
            <p className="text-2xl font-bold">
              {count}{' '}
              <span className="text-base font-normal text-muted-foreground">of {max} max members</span>
            </p>
            <div
              role="progressbar"
              aria-label="Team capacity"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent ?? 0}
              className="h-2 overflow-hidden rounded-full bg-muted"
            >
              <div
                className="h-full rounded-full bg-primary transition-[width]"
                style={{ width: `${percent}%` }}
              />
            </div>
            <p className="text-sm text-muted-foreground">{percent}% capacity used</p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
