import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Meta } from '#shared/schemas/meta.ts';
import { answer, client } from '#web/lib/api-client.ts';
import { keptOnDevice } from '#web/lib/offline-cache.ts';

const getMeta = (): Promise<Meta> => answer(client.GET('/api/meta'));

// Which parts run as demos is fixed when the server starts, so one answer lasts the whole visit.
const metaQueryOptions = () =>
  queryOptions({
    queryKey: ['meta'],
    queryFn: getMeta,
    ...keptOnDevice,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useMeta = () => useQuery(metaQueryOptions());
