import { useInfiniteQuery } from '@tanstack/react-query';
import type { BUSINESS_SORTS } from '#shared/lib/operator.ts';
import { answer, client } from '#web/lib/api-client.ts';
import { operatorKey } from './keys';

export type BusinessSort = (typeof BUSINESS_SORTS)[number];

/** The console's list, a page at a time by cursor. */
export const useOperatorBusinesses = (q: string, sort: BusinessSort) =>
  useInfiniteQuery({
    queryKey: [...operatorKey, 'businesses', q, sort],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      answer(
        client.GET('/api/operator/businesses', {
          params: {
            query: {
              sort,
              limit: 25,
              ...(q.trim() ? { q: q.trim() } : {}),
              ...(pageParam ? { cursor: pageParam } : {}),
            },
          },
          signal,
        }),
      ),
    getNextPageParam: (last) => last.nextCursor,
  });
