import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Claimable } from '#shared/schemas/google.ts';
import { answer, client } from '#web/lib/api-client.ts';

export const claimableQueryOptions = () =>
  queryOptions({
    queryKey: ['google', 'claimable'],
    queryFn: (): Promise<Claimable> => answer(client.GET('/api/google/claimable')),
  });

export const useClaimable = (enabled: boolean) => useQuery({ ...claimableQueryOptions(), enabled });
