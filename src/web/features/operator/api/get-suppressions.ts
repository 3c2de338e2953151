import { useQuery } from '@tanstack/react-query';
import type { Suppression } from '#shared/schemas/operator.ts';
import { answer, client } from '#web/lib/api-client.ts';
import { operatorKey } from './keys';

export const useSuppressions = (email: string) =>
  useQuery({
    queryKey: [...operatorKey, 'suppressions', email],
    enabled: email.length > 2,
    queryFn: (): Promise<Suppression[]> =>
      answer(client.GET('/api/operator/suppressions', { params: { query: { email } } })).then(
        (r) => r.suppressions,
      ),
  });
