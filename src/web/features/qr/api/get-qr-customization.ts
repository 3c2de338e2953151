import { queryOptions, useQuery } from '@tanstack/react-query';
import type { qrCustomizationSchema } from '../../../../shared/qr';
import { type Answer, api } from '../../../lib/api-client';
import { keptOnDevice } from '../../../lib/kept-queries';

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
