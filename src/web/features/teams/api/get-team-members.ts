import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Team, teamSchema } from '#shared/schemas/teams.ts';
import { type Answer, api } from '#web/lib/api-client.ts';

const getTeamMembers = (businessId: string): Promise<Team> =>
  api<Answer<typeof teamSchema>>(`/api/businesses/${encodeURIComponent(businessId)}/team-members`);

// The same key as billing's reader of this endpoint, so a team change refreshes the seat count too.
export const teamMembersQueryOptions = (businessId: string) =>
  queryOptions({
    queryKey: ['businesses', businessId, 'team-members'],
    queryFn: () => getTeamMembers(businessId),
    staleTime: 60_000,
  });

export const useTeamMembers = (businessId: string) => useQuery(teamMembersQueryOptions(businessId));
