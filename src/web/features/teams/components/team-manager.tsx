import { CircleAlert, RotateCw } from 'lucide-react';
import type { Team as TeamData } from '#shared/schemas/teams.ts';
import { TeamCapacityCard } from '#web/components/team-capacity-card.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useTeamMembers } from '#web/features/teams/api/get-team-members.ts';
import { TeamCodeCard } from './team-code-card';
import { TeamMemberList } from './team-member-list';

/** The owner's view of the team: the code to invite with, the seats, and who is on it. */
export function TeamManager({ businessId }: { businessId: string }) {
  const team = useTeamMembers(businessId);
  return (
    <QueryState
      query={team}
      loading="Loading your team…"
      failed="Failed to Load Team Data"
      failure={
        <Card role="alert" className="border-destructive/50">
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <CircleAlert aria-hidden className="size-5 text-destructive" />
              Failed to Load Team Data
            </CardTitle>
            <CardDescription>
              Your team couldn't be loaded just now. Check your connection and try again.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Button variant="outline" onClick={() => void team.refetch()} disabled={team.isFetching}>
              <RotateCw aria-hidden className={team.isFetching ? 'animate-spin' : undefined} />
              Try Again
            </Button>
          </CardContent>
        </Card>
      }
    >
      {(data) => <Team businessId={businessId} team={data} />}
    </QueryState>
  );
}

function Team({ businessId, team }: { businessId: string; team: TeamData }) {
  const { businessCode, teamCount, maxTeamSize, teamMembers } = team;
  const isFull = teamCount >= maxTeamSize;
  return (
    <div className="flex flex-col gap-4 sm:gap-6">
      <div className="grid gap-4 sm:gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <TeamCodeCard businessId={businessId} code={businessCode} isFull={isFull} />
        <TeamCapacityCard
          teamCount={teamCount}
          maxTeamSize={maxTeamSize}
          title="Team size"
          description="Everyone on the team counts, you included."
          fullHint="No seats left. Remove a member to make room."
        />
      </div>
      <TeamMemberList businessId={businessId} members={teamMembers} />
    </div>
  );
}
