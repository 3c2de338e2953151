import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, client } from '#web/lib/api-client.ts';
import { subscriptionQueryOptions } from './get-subscription';

export const createSubscription = (businessId: string, extraSeats?: number) =>
  answer(client.POST('/api/subscription/create', { body: { businessId, extraSeats } }));
export const cancelSubscription = (businessId: string) =>
  answer(client.POST('/api/subscription/cancel', { body: { businessId } }));
export const resumeSubscription = (businessId: string) =>
  answer(client.POST('/api/subscription/resume', { body: { businessId } }));
export const updateSeats = (businessId: string, extraSeats: number) =>
  answer(client.POST('/api/subscription/seats', { body: { businessId, extraSeats } }));
export const openPortal = (businessId: string) =>
  answer(client.POST('/api/subscription/portal', { body: { businessId } }));
export const payDemoCheckout = (token: string) =>
  answer(client.POST('/api/billing/demo-checkout', { body: { token } }));

/**
 * Each change refreshes the status and everything the app holds about the business: its team's
 * maximum follows the seats. (The team's query belongs to the teams feature; every business query
 * is keyed under ['businesses', id], so no key is copied here.)
 */
export function useSubscriptionChange<T, R>(businessId: string, change: (arg: T) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: subscriptionQueryOptions(businessId).queryKey }),
        qc.invalidateQueries({ queryKey: ['businesses', businessId] }),
      ]),
  });
}
