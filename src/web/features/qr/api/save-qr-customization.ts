import { useMutation, useQueryClient } from '@tanstack/react-query';
import { qrCustomizationSchema, type SaveQrCustomization } from '../../../../shared/qr';
import { api } from '../../../lib/api-client';
import { qrCustomizationQueryOptions } from './get-qr-customization';

const saveQrCustomization = (businessId: string, body: SaveQrCustomization) =>
  api(`/api/businesses/${encodeURIComponent(businessId)}/qr-customization`, {
    method: 'POST',
    body: { ...body, businessId },
    schema: qrCustomizationSchema,
  });

/** Saves, then puts the server's answer in the cache so every QR display shows it at once. */
export function useSaveQrCustomization(businessId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveQrCustomization) => saveQrCustomization(businessId, body),
    onSuccess: (saved) => qc.setQueryData(qrCustomizationQueryOptions(businessId).queryKey, saved),
  });
}
