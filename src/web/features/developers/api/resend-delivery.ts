import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { acceptedSchema } from '#shared/schemas/developers.ts';
import { type Answer, api } from '#web/lib/api-client.ts';
import { deliveriesKey, webhookPath } from './keys';

export function useResend(webhookId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      api<Answer<typeof acceptedSchema>>(
        `${webhookPath(webhookId)}/deliveries/${encodeURIComponent(deliveryId)}/resend`,
        { method: 'POST' },
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: deliveriesKey(webhookId) }),
  });
}
