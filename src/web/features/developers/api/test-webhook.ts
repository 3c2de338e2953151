import { answer, client } from '#web/lib/api-client.ts';
import { webhookAt } from './keys';

export const testWebhook = (id: string) =>
  answer(client.POST('/api/webhooks/{webhookId}/test', webhookAt(id)));
