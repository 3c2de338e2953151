import { queryOptions, useQuery } from '@tanstack/react-query';
import type { qrCustomizationSchema } from '#shared/schemas/qr.ts';
import { type Answer, api } from '#web/lib/api-client.ts';
import { keptOnDevice } from '#web/lib/offline-cache.ts';

const getQrCustomization = (businessId: string) =>
  api<Answer<typeof qrCustomizationSchema>>(
    `/api/businesses/${encodeURIComponent(businessId)}/qr-customization`,
    {},
  );

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
