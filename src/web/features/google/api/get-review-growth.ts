import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Growth } from '#shared/schemas/google.ts';
import { api } from '#web/lib/api-client.ts';

const reviewGrowthQueryOptions = (businessId: string) =>
  queryOptions({
    queryKey: ['businesses', businessId, 'google', 'growth'],
    queryFn: () => api<Growth>(`/api/businesses/${encodeURIComponent(businessId)}/google/growth`),
    staleTime: 60_000,
  });

export const useReviewGrowth = (businessId: string, enabled: boolean) =>
  useQuery({ ...reviewGrowthQueryOptions(businessId), enabled });
