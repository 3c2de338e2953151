import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Analytics } from '#shared/schemas/analytics.ts';
import { answer, client, forBusiness } from '#web/lib/api-client.ts';
import { liveFigures } from '#web/lib/live-figures.ts';

const getAnalytics = (businessId: string): Promise<Analytics> =>
  answer(client.GET('/api/businesses/{id}/analytics', forBusiness(businessId)));

const analyticsQueryOptions = (businessId: string) =>
  queryOptions({
    queryKey: ['businesses', businessId, 'analytics'],
    queryFn: () => getAnalytics(businessId),
    // Scans arrive while the owner looks.
    ...liveFigures,
  });

export const useAnalytics = (businessId: string) => useQuery(analyticsQueryOptions(businessId));
