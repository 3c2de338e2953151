import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, client } from '#web/lib/api-client.ts';

const getDemoCheckout = (token: string) =>
  answer(client.GET('/api/billing/demo-checkout', { params: { query: { token } } }));

const demoCheckoutQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['billing', 'demo-checkout', token],
    queryFn: () => getDemoCheckout(token),
    retry: false,
  });

export const useDemoCheckout = (token: string) => useQuery(demoCheckoutQueryOptions(token));
