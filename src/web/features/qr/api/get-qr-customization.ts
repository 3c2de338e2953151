import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, client, forBusiness } from '#web/lib/api-client.ts';
import { keptOnDevice } from '#web/lib/offline-cache.ts';

const getQrCustomization = (businessId: string) =>
  answer(client.GET('/api/businesses/{id}/qr-customization', forBusiness(businessId)));

export const qrCustomizationQueryOptions = (businessId: string | undefined) =>
  queryOptions({
    queryKey: ['businesses', businessId, 'qr-customization'],
    queryFn: () => getQrCustomization(businessId ?? ''),
    ...keptOnDevice,
    enabled: Boolean(businessId),
    staleTime: 60_000,
  });

export const useQrCustomization = (businessId: string | undefined) =>
  useQuery(qrCustomizationQueryOptions(businessId));
