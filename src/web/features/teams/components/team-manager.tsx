import { CircleAlert, RotateCw } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useTeamMembers } from '#web/features/teams/api/get-team-members.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { TeamCapacityCard } from './team-capacity-card';
import { TeamCodeCard } from './team-code-card';
import { TeamMemberList } from './team-member-list';

await loadMessages('team');

/** The owner's view of the team: the code to invite with, the seats, and who is on it. */
export function TeamManager({ businessId, lapsed = false }: { businessId: string; lapsed?: boolean }) {
  const { t } = useI18n();
  const team = useTeamMembers(businessId);

  // The specification words this failure: 'Failed to Load Team Data' with a Try Again button.
  const failure = (
    <Card role="alert" className="border-destructive/50">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CircleAlert aria-hidden className="size-5 text-destructive" />
          {t('team.manager.loadError.title')}
        </CardTitle>
        <CardDescription>{t('team.manager.loadError.text')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" onClick={() => void team.refetch()} disabled={team.isFetching}>
          <RotateCw aria-hidden className={team.isFetching ? 'animate-spin' : undefined} />
          {t('team.manager.retry')}
        </Button>
      </CardContent>
    </Card>
  );
  return (
    <QueryState
      query={team}
      loading={t('team.manager.loading')}
      failed={t('team.manager.loadError.title')}
      failure={failure}
    >
      {({ businessCode, teamCount, maxTeamSize, teamMembers }) => {
        const isFull = teamCount >= maxTeamSize;
        return (
          <div className="flex flex-col gap-4 sm:gap-6">
            <div className="grid gap-4 sm:gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
              <TeamCodeCard businessId={businessId} code={businessCode} isFull={isFull} lapsed={lapsed} />
              <TeamCapacityCard
                teamCount={teamCount}
                maxTeamSize={maxTeamSize}
                title={t('team.manager.size.title')}
                description={t('team.manager.size.description')}
                fullHint={t('team.manager.size.full')}
                hint={lapsed ? t('team.manager.size.lapsed') : undefined}
              />
            </div>
            <TeamMemberList businessId={businessId} members={teamMembers} lapsed={lapsed} />
          </div>
        );
      }}
    </QueryState>
  );
}
