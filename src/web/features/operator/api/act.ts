import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OperatorLogEntry } from '#shared/schemas/operator.ts';
import { api } from '#web/lib/api-client.ts';
import { operatorKey, operatorPath } from './keys';

/** One of the console's actions: a POST with its reason; every console query is read again after. */
export function useOperatorAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body }: { path: string; body: Record<string, unknown> }) =>
      api<{ entry: OperatorLogEntry }>(operatorPath(path), { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: operatorKey }),
  });
}
