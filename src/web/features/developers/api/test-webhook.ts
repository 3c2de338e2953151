import type { acceptedSchema } from '#shared/schemas/developers.ts';
import { type Answer, api } from '#web/lib/api-client.ts';
import { webhookPath } from './keys';

export const testWebhook = (id: string) =>
  api<Answer<typeof acceptedSchema>>(`${webhookPath(id)}/test`, { method: 'POST' });
