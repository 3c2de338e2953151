import { useQuery } from '@tanstack/react-query';
import { answer, client } from '#web/lib/api-client.ts';
import { WEBHOOKS } from './keys';

export const useWebhooks = () =>
  useQuery({ queryKey: WEBHOOKS, queryFn: () => answer(client.GET('/api/webhooks')) });
