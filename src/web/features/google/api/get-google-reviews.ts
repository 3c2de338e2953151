import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ReviewsPage } from '#shared/schemas/google.ts';
import { api } from '#web/lib/api-client.ts';

export type ReviewFilter = { stars?: number[]; replied?: boolean };

const getReviews = (businessId: string, filter: ReviewFilter, cursor: string | null) => {
  const query = new URLSearchParams();
  if (filter.stars?.length) query.set('stars', filter.stars.join(','));
  if (filter.replied !== undefined) query.set('replied', String(filter.replied));
  if (cursor) query.set('cursor', cursor);
  const qs = query.toString();
  return api<ReviewsPage>(
    `/api/businesses/${encodeURIComponent(businessId)}/google/reviews${qs ? `?${qs}` : ''}`,
  );
};

const googleReviewsQueryOptions = (businessId: string, filter: ReviewFilter) =>
  infiniteQueryOptions({
    queryKey: ['businesses', businessId, 'google', 'reviews', filter],
    queryFn: ({ pageParam }) => getReviews(businessId, filter, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useGoogleReviews = (businessId: string, filter: ReviewFilter, enabled: boolean) =>
  useInfiniteQuery({ ...googleReviewsQueryOptions(businessId, filter), enabled });
