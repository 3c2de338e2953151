import { api } from '#web/lib/api-client.ts';
import { webhookPath } from './keys';

export const deleteWebhook = (id: string) => api<void>(webhookPath(id), { method: 'DELETE' });
