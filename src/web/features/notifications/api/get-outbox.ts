import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, client } from '#web/lib/api-client.ts';

const outboxQueryOptions = () =>
  queryOptions({
    queryKey: ['notifications', 'outbox'],
    queryFn: () => answer(client.GET('/api/notifications/outbox')),
    // New alerts arrive within a minute; the page keeps up on its own.
    refetchInterval: 15_000,
  });

export const useOutbox = () => useQuery(outboxQueryOptions());

export const outboxMailHref = (id: string) => `/api/notifications/outbox/${encodeURIComponent(id)}`;
