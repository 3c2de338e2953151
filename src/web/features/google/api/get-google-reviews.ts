import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ReviewsPage } from '#shared/schemas/google.ts';
import { answer, client } from '#web/lib/api-client.ts';

export type ReviewFilter = { stars?: number[]; replied?: boolean };

const getReviews = (businessId: string, filter: ReviewFilter, cursor: string | null): Promise<ReviewsPage> =>
  answer(
    client.GET('/api/businesses/{id}/google/reviews', {
      params: {
        path: { id: businessId },
        query: {
          ...(filter.stars?.length ? { stars: filter.stars.join(',') } : {}),
          ...(filter.replied !== undefined ? { replied: filter.replied ? 'true' : 'false' } : {}),
          ...(cursor ? { cursor } : {}),
        },
      },
    }),
  );

const googleReviewsQueryOptions = (businessId: string, filter: ReviewFilter) =>
  infiniteQueryOptions({
    queryKey: ['businesses', businessId, 'google', 'reviews', filter],
    queryFn: ({ pageParam }) => getReviews(businessId, filter, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useGoogleReviews = (businessId: string, filter: ReviewFilter, enabled: boolean) =>
  useInfiniteQuery({ ...googleReviewsQueryOptions(businessId, filter), enabled });
