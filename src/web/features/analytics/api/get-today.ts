import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Today } from '#shared/schemas/analytics.ts';
import { answer, client, forBusiness } from '#web/lib/api-client.ts';
import { liveFigures } from '#web/lib/live-figures.ts';
import { keptOnDevice } from '#web/lib/offline-cache.ts';

const getToday = (businessId: string): Promise<Today> =>
  answer(client.GET('/api/businesses/{id}/today', forBusiness(businessId)));

const todayQueryOptions = (businessId: string) =>
  queryOptions({
    queryKey: ['businesses', businessId, 'today'],
    queryFn: () => getToday(businessId),
    ...liveFigures,
    // Counts only: the phone keeps the last ones to show, with their time, while it refreshes or offline.
    ...keptOnDevice,
  });

export const useToday = (businessId: string) => useQuery(todayQueryOptions(businessId));

/**
 * The badges' count: what needs this viewer's answer (recent Google reviews without a reply and open
 * feedback), kept current. A member's count leaves out what a member may not do.
 */
export const useWaitingCount = (businessId: string) =>
  useQuery({
    ...todayQueryOptions(businessId),
    select: (t) => (t.unrepliedReviews ?? 0) + (t.unresolvedFeedback ?? 0),
  }).data ?? 0;
