// The four buttons of a webhook's row, one endpoint each: delete, roll its secret, turn it on again, send a test.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { acceptedSchema, rolledSecretSchema } from '#shared/schemas/developers.ts';
import { type Answer, api } from '#web/lib/api-client.ts';
import { deliveriesKey, WEBHOOKS, webhookPath } from './keys';

/** Each answers something small and refreshes the list and the webhook's log. */
export function useWebhookAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: string; action: 'delete' | 'roll' | 'enable' | 'test' }) => {
      if (action === 'delete') return api<void>(webhookPath(id), { method: 'DELETE' });
      if (action === 'roll') {
        return api<Answer<typeof rolledSecretSchema>>(`${webhookPath(id)}/roll-secret`, { method: 'POST' });
      }
      if (action === 'enable') return api<void>(`${webhookPath(id)}/enable`, { method: 'POST' });
      return api<Answer<typeof acceptedSchema>>(`${webhookPath(id)}/test`, { method: 'POST' });
    },
    onSuccess: (_, { id }) =>
      Promise.all([
        qc.invalidateQueries({ queryKey: WEBHOOKS }),
        qc.invalidateQueries({ queryKey: deliveriesKey(id) }),
      ]),
  });
}
