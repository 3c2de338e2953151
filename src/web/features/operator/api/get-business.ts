import { useQuery } from '@tanstack/react-query';
import type { OperatorBusinessDetail } from '#shared/schemas/operator.ts';
import { answer, client } from '#web/lib/api-client.ts';
import { operatorKey } from './keys';

export const useOperatorBusiness = (id: string) =>
  useQuery({
    queryKey: [...operatorKey, 'business', id],
    queryFn: (): Promise<OperatorBusinessDetail> =>
      answer(client.GET('/api/operator/businesses/{id}', { params: { path: { id } } })),
  });
