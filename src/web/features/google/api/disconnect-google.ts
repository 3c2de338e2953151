import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, client, forBusiness } from '#web/lib/api-client.ts';
import { invalidateAfterConnection } from './get-google-status';

export function useDisconnectGoogle(businessId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => answer(client.POST('/api/businesses/{id}/google/disconnect', forBusiness(businessId))),
    // The reviews and growth share the status key's prefix.
    onSuccess: () => invalidateAfterConnection(qc, businessId),
  });
}
