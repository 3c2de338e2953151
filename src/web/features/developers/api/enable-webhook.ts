import { answer, client } from '#web/lib/api-client.ts';
import { webhookAt } from './keys';

export const enableWebhook = (id: string) =>
  answer(client.POST('/api/webhooks/{webhookId}/enable', webhookAt(id)));
