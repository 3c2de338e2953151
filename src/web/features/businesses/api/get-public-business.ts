import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, client, forBusiness } from '#web/lib/api-client.ts';
import { keptOnDevice } from '#web/lib/offline-cache.ts';

/** The public view of a business: team members read the name, address and Google link from here. */
const getPublicBusiness = (businessId: string) =>
  answer(client.GET('/api/businesses/{id}', forBusiness(businessId)));

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
