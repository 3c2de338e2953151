import { useQuery } from '@tanstack/react-query';
import type { OperatorAction, OperatorLogEntry } from '#shared/schemas/operator.ts';
import { api } from '#web/lib/api-client.ts';
import { operatorKey, operatorPath } from './keys';

export const useOperatorLog = (action: OperatorAction | '') =>
  useQuery({
    queryKey: [...operatorKey, 'log', action],
    queryFn: () =>
      api<{ entries: OperatorLogEntry[] }>(operatorPath(action ? `log?action=${action}` : 'log')).then(
        (r) => r.entries,
      ),
  });
