import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamSchema } from '../../../../shared/teams';
import { api } from '../../../lib/api-client';

export const getTeamMembers = (businessId: string) =>
  api(`/api/businesses/${encodeURIComponent(businessId)}/team-members`, { schema: teamSchema });

// The same key as any other reader of this endpoint, so a team change refreshes billing too.
export const teamMembersQueryOptions = (businessId: string | undefined) =>
  queryOptions({
    queryKey: ['businesses', businessId, 'team-members'],
    queryFn: () => getTeamMembers(businessId ?? ''),
    enabled: Boolean(businessId),
    staleTime: 60_000,
  });

export const useTeamMembers = (businessId: string | undefined) =>
  useQuery(teamMembersQueryOptions(businessId));
