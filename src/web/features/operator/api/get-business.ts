import { useQuery } from '@tanstack/react-query';
import type { OperatorBusinessDetail } from '#shared/schemas/operator.ts';
import { api } from '#web/lib/api-client.ts';
import { operatorKey, operatorPath } from './keys';

export const useOperatorBusiness = (id: string) =>
  useQuery({
    queryKey: [...operatorKey, 'business', id],
    queryFn: () => api<OperatorBusinessDetail>(operatorPath(`businesses/${encodeURIComponent(id)}`)),
  });
