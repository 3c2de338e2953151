// The four buttons of a webhook's row as one mutation, each its own endpoint; every one refreshes the
// list and the webhook's log.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteWebhook } from './delete-webhook';
import { enableWebhook } from './enable-webhook';
import { deliveriesKey, WEBHOOKS } from './keys';
import { rollWebhookSecret } from './roll-webhook-secret';
import { testWebhook } from './test-webhook';

const ACTIONS = { delete: deleteWebhook, roll: rollWebhookSecret, enable: enableWebhook, test: testWebhook };

export function useWebhookAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: string; action: keyof typeof ACTIONS }) => ACTIONS[action](id),
    onSuccess: (_, { id }) =>
      Promise.all([
        qc.invalidateQueries({ queryKey: WEBHOOKS }),
        qc.invalidateQueries({ queryKey: deliveriesKey(id) }),
      ]),
  });
}
