import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhookEvent } from '#shared/lib/developers.ts';
import { answer, client } from '#web/lib/api-client.ts';
import { type Locations, WEBHOOKS } from './keys';

export function useCreateWebhook() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { url: string; events: WebhookEvent[]; businessIds: Locations }) =>
      answer(client.POST('/api/webhooks', { body })),
    onSuccess: () => qc.invalidateQueries({ queryKey: WEBHOOKS }),
  });
}
