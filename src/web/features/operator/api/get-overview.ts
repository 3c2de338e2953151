import { useQuery } from '@tanstack/react-query';
import type { OperatorOverview } from '#shared/schemas/operator.ts';
import { api } from '#web/lib/api-client.ts';
import { operatorKey, operatorPath } from './keys';

export const useOperatorOverview = () =>
  useQuery({
    queryKey: [...operatorKey, 'overview'],
    queryFn: () => api<OperatorOverview>(operatorPath('overview')),
    refetchInterval: 60_000,
  });
