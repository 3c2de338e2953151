import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { googleStatusQueryOptions } from './get-google-status';

export function useSyncGoogle(businessId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api(`/api/businesses/${encodeURIComponent(businessId)}/google/sync`, { method: 'POST' }),
    // The job reads Google within seconds; look again shortly after.
    onSuccess: () =>
      setTimeout(
        () => void qc.invalidateQueries({ queryKey: googleStatusQueryOptions(businessId).queryKey }),
        4000,
      ),
  });
}
