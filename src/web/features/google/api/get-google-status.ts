import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { GoogleStatus } from '#shared/schemas/google.ts';
import { answer, client, forBusiness } from '#web/lib/api-client.ts';

const getGoogleStatus = (businessId: string): Promise<GoogleStatus> =>
  answer(client.GET('/api/businesses/{id}/google', forBusiness(businessId)));

export const googleStatusQueryOptions = (businessId: string) =>
  queryOptions({
    queryKey: ['businesses', businessId, 'google'],
    queryFn: () => getGoogleStatus(businessId),
    staleTime: 30_000,
  });

/** While a new connection waits for its first read of the reviews, ask again every few seconds. */
export const useGoogleStatus = (businessId: string) =>
  useQuery({
    ...googleStatusQueryOptions(businessId),
    refetchInterval: (q) =>
      q.state.data?.connected && !q.state.data.lastSyncAt && !q.state.data.broken ? 3000 : false,
  });

/** Connecting or disconnecting changes the status, the reviews and the business's verified badge. */
export const invalidateAfterConnection = (qc: QueryClient, businessId: string) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: googleStatusQueryOptions(businessId).queryKey }),
    qc.invalidateQueries({ queryKey: ['businesses', 'my-business'] }),
    qc.invalidateQueries({ queryKey: ['businesses', 'mine'], exact: true }),
  ]);
