import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, client } from '#web/lib/api-client.ts';
import { deliveriesKey } from './keys';

export function useResend(webhookId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      answer(
        client.POST('/api/webhooks/{webhookId}/deliveries/{deliveryId}/resend', {
          params: { path: { webhookId, deliveryId } },
        }),
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: deliveriesKey(webhookId) }),
  });
}
