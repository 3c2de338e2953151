import { answer, client } from '#web/lib/api-client.ts';
import { webhookAt } from './keys';

export const deleteWebhook = (id: string) =>
  answer(client.DELETE('/api/webhooks/{webhookId}', webhookAt(id)));
