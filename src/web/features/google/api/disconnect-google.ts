import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { invalidateAfterConnection } from './get-google-status';

export function useDisconnectGoogle(businessId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api(`/api/businesses/${encodeURIComponent(businessId)}/google/disconnect`, { method: 'POST' }),
    // The reviews and growth share the status key's prefix.
    onSuccess: () => invalidateAfterConnection(qc, businessId),
  });
}
