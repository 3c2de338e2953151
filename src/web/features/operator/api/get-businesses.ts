import { useInfiniteQuery } from '@tanstack/react-query';
import type { BUSINESS_SORTS } from '#shared/lib/operator.ts';
import type { businessPageSchema } from '#shared/schemas/operator.ts';
import { type Answer, api } from '#web/lib/api-client.ts';
import { operatorKey, operatorPath } from './keys';

export type BusinessSort = (typeof BUSINESS_SORTS)[number];
type BusinessPage = Answer<typeof businessPageSchema>;

/** The console's list, a page at a time by cursor. */
export const useOperatorBusinesses = (q: string, sort: BusinessSort) =>
  useInfiniteQuery({
    queryKey: [...operatorKey, 'businesses', q, sort],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ sort, limit: '25' });
      if (q.trim()) params.set('q', q.trim());
      if (pageParam) params.set('cursor', pageParam);
      return api<BusinessPage>(operatorPath(`businesses?${params}`), { signal });
    },
    getNextPageParam: (last) => last.nextCursor,
  });
