import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhookEvent } from '#shared/lib/developers.ts';
import type { createdWebhookSchema } from '#shared/schemas/developers.ts';
import { type Answer, api } from '#web/lib/api-client.ts';
import { type Locations, WEBHOOKS } from './keys';

export function useCreateWebhook() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { url: string; events: WebhookEvent[]; businessIds: Locations }) =>
      api<Answer<typeof createdWebhookSchema>>('/api/webhooks', { method: 'POST', body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: WEBHOOKS }),
  });
}
