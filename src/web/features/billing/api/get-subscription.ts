import { queryOptions, useQuery } from '@tanstack/react-query';
import type { subscriptionSchema } from '#shared/schemas/billing.ts';
import { type Answer, api } from '#web/lib/api-client.ts';

const getSubscription = (businessId: string) =>
  api<Answer<typeof subscriptionSchema>>(
    `/api/subscription/status?businessId=${encodeURIComponent(businessId)}`,
    {},
  );

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
