import { answer, client } from '#web/lib/api-client.ts';
import { webhookAt } from './keys';

export const rollWebhookSecret = (id: string) =>
  answer(client.POST('/api/webhooks/{webhookId}/roll-secret', webhookAt(id)));
