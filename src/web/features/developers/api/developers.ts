import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WebhookEvent } from '#shared/constants/developers.ts';
import type {
  acceptedSchema,
  createdTokenSchema,
  createdWebhookSchema,
  deliveryListSchema,
  rolledSecretSchema,
  tokenListSchema,
  webhookListSchema,
} from '#shared/schemas/developers.ts';
import { type Answer, api } from '#web/lib/api-client.ts';

const TOKENS = ['developers', 'tokens'] as const;
const WEBHOOKS = ['developers', 'webhooks'] as const;
const deliveriesKey = (id: string) => ['developers', 'webhooks', id, 'deliveries'] as const;
const hookPath = (id: string) => `/api/webhooks/${encodeURIComponent(id)}`;

export type Locations = 'all' | string[];

export const useTokens = () =>
  useQuery({ queryKey: TOKENS, queryFn: () => api<Answer<typeof tokenListSchema>>('/api/tokens') });

export function useCreateToken() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; businessIds: Locations; scopes: ['read'] | ['read', 'write'] }) =>
      api<Answer<typeof createdTokenSchema>>('/api/tokens', { method: 'POST', body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: TOKENS }),
  });
}

export function useRevokeToken() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/tokens/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: TOKENS }),
  });
}

export const useWebhooks = () =>
  useQuery({ queryKey: WEBHOOKS, queryFn: () => api<Answer<typeof webhookListSchema>>('/api/webhooks') });

export function useCreateWebhook() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { url: string; events: WebhookEvent[]; businessIds: Locations }) =>
      api<Answer<typeof createdWebhookSchema>>('/api/webhooks', { method: 'POST', body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: WEBHOOKS }),
  });
}

/** Delete, roll, turn on, test: each answers something small and refreshes the list and its log. */
export function useWebhookAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: string; action: 'delete' | 'roll' | 'enable' | 'test' }) => {
      if (action === 'delete') return api<void>(hookPath(id), { method: 'DELETE' });
      if (action === 'roll') {
        return api<Answer<typeof rolledSecretSchema>>(`${hookPath(id)}/roll-secret`, { method: 'POST' });
      }
      if (action === 'enable') return api<void>(`${hookPath(id)}/enable`, { method: 'POST' });
      return api<Answer<typeof acceptedSchema>>(`${hookPath(id)}/test`, { method: 'POST' });
    },
    onSuccess: (_, { id }) =>
      Promise.all([
        qc.invalidateQueries({ queryKey: WEBHOOKS }),
        qc.invalidateQueries({ queryKey: deliveriesKey(id) }),
      ]),
  });
}

/** The endpoint's log, read again every few seconds while a try is pending. */
export const useDeliveries = (id: string) =>
  useQuery({
    queryKey: deliveriesKey(id),
    queryFn: () => api<Answer<typeof deliveryListSchema>>(`${hookPath(id)}/deliveries`),
    refetchInterval: (q) =>
      q.state.data?.deliveries.some((d) => d.status === 'pending' || d.status === 'sending') ? 2_000 : 15_000,
  });

export function useResend(webhookId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      api<Answer<typeof acceptedSchema>>(
        `${hookPath(webhookId)}/deliveries/${encodeURIComponent(deliveryId)}/resend`,
        { method: 'POST' },
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: deliveriesKey(webhookId) }),
  });
}
