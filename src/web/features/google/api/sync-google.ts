import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, client, forBusiness } from '#web/lib/api-client.ts';
import { googleStatusQueryOptions } from './get-google-status';

export function useSyncGoogle(businessId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => answer(client.POST('/api/businesses/{id}/google/sync', forBusiness(businessId))),
    // The job reads Google within seconds; look again shortly after.
    onSuccess: () =>
      setTimeout(
        () => void qc.invalidateQueries({ queryKey: googleStatusQueryOptions(businessId).queryKey }),
        4000,
      ),
  });
}
