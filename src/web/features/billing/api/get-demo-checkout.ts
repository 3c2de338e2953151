import { queryOptions, useQuery } from '@tanstack/react-query';
import type { demoCheckoutSchema } from '#shared/schemas/billing.ts';
import { type Answer, api } from '#web/lib/api-client.ts';

const getDemoCheckout = (token: string) =>
  api<Answer<typeof demoCheckoutSchema>>(`/api/billing/demo-checkout?token=${encodeURIComponent(token)}`);

const demoCheckoutQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['billing', 'demo-checkout', token],
    queryFn: () => getDemoCheckout(token),
    retry: false,
  });

export const useDemoCheckout = (token: string) => useQuery(demoCheckoutQueryOptions(token));
