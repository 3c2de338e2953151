import { useQuery } from '@tanstack/react-query';
import type { OperatorOverview } from '#shared/schemas/operator.ts';
import { answer, client } from '#web/lib/api-client.ts';
import { operatorKey } from './keys';

export const useOperatorOverview = () =>
  useQuery({
    queryKey: [...operatorKey, 'overview'],
    queryFn: (): Promise<OperatorOverview> => answer(client.GET('/api/operator/overview')),
    refetchInterval: 60_000,
  });
