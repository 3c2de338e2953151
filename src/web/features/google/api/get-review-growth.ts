import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Growth } from '#shared/schemas/google.ts';
import { answer, client, forBusiness } from '#web/lib/api-client.ts';

const reviewGrowthQueryOptions = (businessId: string) =>
  queryOptions({
    queryKey: ['businesses', businessId, 'google', 'growth'],
    queryFn: (): Promise<Growth> =>
      answer(client.GET('/api/businesses/{id}/google/growth', forBusiness(businessId))),
    staleTime: 60_000,
  });

export const useReviewGrowth = (businessId: string, enabled: boolean) =>
  useQuery({ ...reviewGrowthQueryOptions(businessId), enabled });
