import { useQuery } from '@tanstack/react-query';
import { answer, client } from '#web/lib/api-client.ts';
import { deliveriesKey, webhookAt } from './keys';

/** The endpoint's log, read again every few seconds while a try is pending. */
export const useDeliveries = (id: string) =>
  useQuery({
    queryKey: deliveriesKey(id),
    queryFn: () => answer(client.GET('/api/webhooks/{webhookId}/deliveries', webhookAt(id))),
    refetchInterval: (q) =>
      q.state.data?.deliveries.some((d) => d.status === 'pending' || d.status === 'sending') ? 2_000 : 15_000,
  });
