import type { rolledSecretSchema } from '#shared/schemas/developers.ts';
import { type Answer, api } from '#web/lib/api-client.ts';
import { webhookPath } from './keys';

export const rollWebhookSecret = (id: string) =>
  api<Answer<typeof rolledSecretSchema>>(`${webhookPath(id)}/roll-secret`, { method: 'POST' });
