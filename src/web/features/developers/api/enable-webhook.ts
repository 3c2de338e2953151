import { api } from '#web/lib/api-client.ts';
import { webhookPath } from './keys';

export const enableWebhook = (id: string) => api<void>(`${webhookPath(id)}/enable`, { method: 'POST' });
