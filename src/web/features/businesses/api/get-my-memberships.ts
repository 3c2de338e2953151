import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Membership } from '#shared/schemas/businesses.ts';
import { answer, client, isStatus } from '#web/lib/api-client.ts';
import { keptOnDevice } from '#web/lib/offline-cache.ts';

async function getMyMemberships(): Promise<Membership[]> {
  try {
    return await answer(client.GET('/api/teams/my-memberships'));
  } catch (err) {
    if (isStatus(err, 401) || isStatus(err, 404)) return [];
    throw err;
  }
}

export const myMembershipsQueryOptions = (enabled = true) =>
  queryOptions({
    queryKey: ['businesses', 'my-memberships'],
    queryFn: getMyMemberships,
    ...keptOnDevice,
    staleTime: 5 * 60_000,
    enabled,
  });

export const useMyMemberships = (enabled = true) => useQuery(myMembershipsQueryOptions(enabled));
