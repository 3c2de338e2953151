import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { paths } from '#api/reviewtap-api.d.ts';
import type { OperatorLogEntry } from '#shared/schemas/operator.ts';
import { answer, client } from '#web/lib/api-client.ts';
import { operatorKey } from './keys';

type BusinessActionPath = Extract<keyof paths, `/api/operator/businesses/{id}/${string}`>;
/** An action on one business, named by the last part of its path in the contract ('suspend', 'trial', …). */
export type BusinessAction = BusinessActionPath extends `/api/operator/businesses/{id}/${infer A}`
  ? A
  : never;
type ConsoleActionPath = Extract<
  keyof paths,
  '/api/operator/suppressions/lift-bounce' | '/api/operator/queues/mail/retry'
>;

/** Where an action goes: a business's action with its id, or one of the console's own. */
export type OperatorTarget = { path: BusinessActionPath; id: string } | { path: ConsoleActionPath };

export const businessAction = (id: string, action: BusinessAction): OperatorTarget => ({
  path: `/api/operator/businesses/{id}/${action}`,
  id,
});

/**
 * One of the console's actions: a POST with its reason; every console query is read again after. The
 * path is the contract's; the form's fields go as they are, and the server checks each action's body.
 */
export function useOperatorAction() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ target, body }: { target: OperatorTarget; body: Record<string, unknown> }) =>
      answer<{ entry: OperatorLogEntry }>(
        // The path is checked against the contract; a union of paths has no single body type, and the
        // form builds each action's body from its own fields, so the init passes unchecked here.
        client.POST(target.path, {
          params: { path: 'id' in target ? { id: target.id } : {} },
          body,
        } as never),
      ),
    onSuccess: () => queries.invalidateQueries({ queryKey: operatorKey }),
  });
}
