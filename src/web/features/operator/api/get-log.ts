import { useQuery } from '@tanstack/react-query';
import type { OperatorAction, OperatorLogEntry } from '#shared/schemas/operator.ts';
import { answer, client } from '#web/lib/api-client.ts';
import { operatorKey } from './keys';

export const useOperatorLog = (action: OperatorAction | '') =>
  useQuery({
    queryKey: [...operatorKey, 'log', action],
    queryFn: (): Promise<OperatorLogEntry[]> =>
      answer(client.GET('/api/operator/log', { params: { query: action ? { action } : {} } })).then(
        (r) => r.entries,
      ),
  });
