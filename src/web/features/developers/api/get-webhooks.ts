import { useQuery } from '@tanstack/react-query';
import type { webhookListSchema } from '#shared/schemas/developers.ts';
import { type Answer, api } from '#web/lib/api-client.ts';
import { WEBHOOKS } from './keys';

export const useWebhooks = () =>
  useQuery({ queryKey: WEBHOOKS, queryFn: () => api<Answer<typeof webhookListSchema>>('/api/webhooks') });
