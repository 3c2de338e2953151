import { useQuery } from '@tanstack/react-query';
import type { LiveRating } from '#shared/schemas/google.ts';
import { answer, client, forBusiness } from '#web/lib/api-client.ts';

/** Google's rating now (Places, never stored by us): the server asks Google at most once an hour. */
export const useLiveRating = (businessId: string) =>
  useQuery({
    queryKey: ['businesses', businessId, 'google', 'rating'],
    queryFn: (): Promise<LiveRating> =>
      answer(client.GET('/api/businesses/{id}/google/rating', forBusiness(businessId))),
    staleTime: 10 * 60_000,
  });
