import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, client } from '#web/lib/api-client.ts';

const getSubscription = (businessId: string) =>
  answer(client.GET('/api/subscription/status', { params: { query: { businessId } } }));

// Polled every 30 seconds (spec §9), so a payment confirmed by Stripe's webhook shows without a reload.
export const subscriptionQueryOptions = (businessId: string | undefined) =>
  queryOptions({
    queryKey: ['subscription', businessId],
    queryFn: () => getSubscription(businessId ?? ''),
    enabled: Boolean(businessId),
    refetchInterval: 30_000,
  });

export const useSubscription = (businessId: string | undefined) =>
  useQuery(subscriptionQueryOptions(businessId));
