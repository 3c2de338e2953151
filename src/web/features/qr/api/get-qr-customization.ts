import { queryOptions, useQuery } from '@tanstack/react-query';
import { qrCustomizationSchema } from '../../../../shared/qr';
import { api } from '../../../lib/api-client';
import { keptOnDevice } from '../../../lib/kept-queries';

const getQrCustomization = (businessId: string) =>
  api(`/api/businesses/${encodeURIComponent(businessId)}/qr-customization`, {
    schema: qrCustomizationSchema,
  });

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
