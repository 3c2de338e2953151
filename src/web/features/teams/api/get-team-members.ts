import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Team } from '#shared/schemas/teams.ts';
import { answer, client, forBusiness } from '#web/lib/api-client.ts';

const getTeamMembers = (businessId: string): Promise<Team> =>
  answer(client.GET('/api/businesses/{id}/team-members', forBusiness(businessId)));

// The same key as billing's reader of this endpoint, so a team change refreshes the seat count too.
export const teamMembersQueryOptions = (businessId: string) =>
  queryOptions({
    queryKey: ['businesses', businessId, 'team-members'],
    queryFn: () => getTeamMembers(businessId),
    staleTime: 60_000,
  });

export const useTeamMembers = (businessId: string) => useQuery(teamMembersQueryOptions(businessId));
