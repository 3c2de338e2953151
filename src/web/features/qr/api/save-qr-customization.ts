import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveQrCustomization } from '#shared/schemas/qr.ts';
import { answer, client, forBusiness } from '#web/lib/api-client.ts';
import { qrCustomizationQueryOptions } from './get-qr-customization';

const saveQrCustomization = (businessId: string, body: SaveQrCustomization) =>
  answer(
    client.POST('/api/businesses/{id}/qr-customization', {
      ...forBusiness(businessId),
      body: { ...body, businessId },
    }),
  );

/** Saves, then puts the server's answer in the cache so every QR display shows it at once. */
export function useSaveQrCustomization(businessId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveQrCustomization) => saveQrCustomization(businessId, body),
    onSuccess: (saved) => qc.setQueryData(qrCustomizationQueryOptions(businessId).queryKey, saved),
  });
}
