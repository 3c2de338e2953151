import { useQuery } from '@tanstack/react-query';
import type { deliveryListSchema } from '#shared/schemas/developers.ts';
import { type Answer, api } from '#web/lib/api-client.ts';
import { deliveriesKey, webhookPath } from './keys';

/** The endpoint's log, read again every few seconds while a try is pending. */
export const useDeliveries = (id: string) =>
  useQuery({
    queryKey: deliveriesKey(id),
    queryFn: () => api<Answer<typeof deliveryListSchema>>(`${webhookPath(id)}/deliveries`),
    refetchInterval: (q) =>
      q.state.data?.deliveries.some((d) => d.status === 'pending' || d.status === 'sending') ? 2_000 : 15_000,
  });
