import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { checkoutResponseSchema, portalResponseSchema } from '#shared/schemas/billing.ts';
import { type Answer, api } from '#web/lib/api-client.ts';
import { subscriptionQueryOptions } from './get-subscription';

export const createSubscription = (businessId: string, extraSeats?: number) =>
  api<Answer<typeof checkoutResponseSchema>>('/api/subscription/create', {
    method: 'POST',
    body: { businessId, extraSeats },
  });
export const cancelSubscription = (businessId: string) =>
  api('/api/subscription/cancel', { method: 'POST', body: { businessId } });
export const resumeSubscription = (businessId: string) =>
  api('/api/subscription/resume', { method: 'POST', body: { businessId } });
export const updateSeats = (businessId: string, extraSeats: number) =>
  api('/api/subscription/seats', { method: 'POST', body: { businessId, extraSeats } });
export const openPortal = (businessId: string) =>
  api<Answer<typeof portalResponseSchema>>('/api/subscription/portal', {
    method: 'POST',
    body: { businessId },
  });
export const payDemoCheckout = (token: string) =>
  api<{ businessId: string }>('/api/billing/demo-checkout', { method: 'POST', body: { token } });

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
