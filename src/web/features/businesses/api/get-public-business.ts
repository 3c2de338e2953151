import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicBusinessSchema } from '../../../../shared/businesses';
import { api } from '../../../lib/api-client';
import { keptOnDevice } from '../../../lib/kept-queries';

/** The public view of a business: team members read the name, address and Google link from here. */
const getPublicBusiness = (businessId: string) =>
  api(`/api/businesses/${encodeURIComponent(businessId)}`, { schema: publicBusinessSchema });

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
