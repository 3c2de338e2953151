import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '#shared/schemas/auth.ts';
import { answer, client, isStatus } from '#web/lib/api-client.ts';
import { keptOnDevice } from '#web/lib/offline-cache.ts';

/** The signed-in user, or null: a 401 means "signed out", not an error. */
async function getUser(): Promise<User | null> {
  try {
    return await answer(client.GET('/api/auth/user'));
  } catch (err) {
    if (isStatus(err, 401)) return null;
    throw err;
  }
}

export const userQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'user'],
    queryFn: getUser,
    ...keptOnDevice,
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useUser = () => useQuery(userQueryOptions());
