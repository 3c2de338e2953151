import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Claimable } from '#shared/schemas/google.ts';
import { api } from '#web/lib/api-client.ts';

export const claimableQueryOptions = () =>
  queryOptions({ queryKey: ['google', 'claimable'], queryFn: () => api<Claimable>('/api/google/claimable') });

export const useClaimable = (enabled: boolean) => useQuery({ ...claimableQueryOptions(), enabled });
