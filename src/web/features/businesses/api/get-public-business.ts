import { queryOptions, useQuery } from '@tanstack/react-query';
import type { publicBusinessSchema } from '#shared/schemas/businesses.ts';
import { type Answer, api } from '#web/lib/api-client.ts';
import { keptOnDevice } from '#web/lib/offline-cache.ts';

/** The public view of a business: team members read the name, address and Google link from here. */
const getPublicBusiness = (businessId: string) =>
  api<Answer<typeof publicBusinessSchema>>(`/api/businesses/${encodeURIComponent(businessId)}`);

const publicBusinessQueryOptions = (businessId: string | undefined) =>
  queryOptions({
    queryKey: ['businesses', businessId, 'public'],
    queryFn: () => getPublicBusiness(businessId ?? ''),
    ...keptOnDevice,
    enabled: Boolean(businessId),
    staleTime: 5 * 60_000,
  });

export const usePublicBusiness = (businessId: string | undefined) =>
  useQuery(publicBusinessQueryOptions(businessId));
