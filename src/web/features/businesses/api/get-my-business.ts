import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Business } from '#shared/schemas/businesses.ts';
import { answer, client, isStatus } from '#web/lib/api-client.ts';
import { keptOnDevice } from '#web/lib/offline-cache.ts';

/** The business the user owns; null when there is none (404) or nobody is signed in (401). */
async function getMyBusiness(): Promise<Business | null> {
  try {
    return await answer(client.GET('/api/businesses/my-business'));
  } catch (err) {
    if (isStatus(err, 404) || isStatus(err, 401)) return null;
    throw err;
  }
}

export const myBusinessQueryOptions = (enabled = true) =>
  queryOptions({
    queryKey: ['businesses', 'my-business'],
    queryFn: getMyBusiness,
    ...keptOnDevice,
    staleTime: 5 * 60_000,
    enabled,
  });

export const useMyBusiness = (enabled = true) => useQuery(myBusinessQueryOptions(enabled));
