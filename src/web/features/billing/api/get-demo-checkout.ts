import { queryOptions, useQuery } from '@tanstack/react-query';
import { demoCheckoutSchema } from '../../../../shared/billing';
import { api } from '../../../lib/api-client';

const getDemoCheckout = (token: string) =>
  api(`/api/billing/demo-checkout?token=${encodeURIComponent(token)}`, { schema: demoCheckoutSchema });

const demoCheckoutQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['billing', 'demo-checkout', token],
    queryFn: () => getDemoCheckout(token),
    retry: false,
  });

export const useDemoCheckout = (token: string) => useQuery(demoCheckoutQueryOptions(token));
