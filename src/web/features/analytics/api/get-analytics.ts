import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Analytics, analyticsSchema } from '#shared/schemas/analytics.ts';
import { type Answer, api } from '#web/lib/api-client.ts';

const getAnalytics = (businessId: string): Promise<Analytics> =>
  api<Answer<typeof analyticsSchema>>(`/api/businesses/${encodeURIComponent(businessId)}/analytics`);

export const analyticsQueryOptions = (businessId: string) =>
  queryOptions({
    queryKey: ['businesses', businessId, 'analytics'],
    queryFn: () => getAnalytics(businessId),
    // Scans arrive while the owner looks; a minute old is fresh enough, and opening the section refetches.
    staleTime: 60_000,
  });

export const useAnalytics = (businessId: string) => useQuery(analyticsQueryOptions(businessId));
