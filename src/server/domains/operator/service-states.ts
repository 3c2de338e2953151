import type { FastifyInstance } from 'fastify';
import type { MailTransport } from '#server/domains/notifications/service.ts';
import type { OperatorOverview } from '#shared/schemas/operator.ts';

type State = OperatorOverview['services'][number]['state'];
const CHECK_MS = 3000;

/** Runs a check with a short limit: a hung service reads as unavailable, never as a hung console. */
function within(run: () => Promise<unknown>): Promise<State> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<State>((resolve) => {
    timer = setTimeout(() => resolve('unavailable'), CHECK_MS);
  });
  return Promise.race([
    run().then(
      () => 'ok' as const,
      () => 'unavailable' as const,
    ),
    late,
  ]).finally(() => clearTimeout(timer));
}

/**
 * Each outside service as this instance reaches it now: the database and Redis pinged, the SMTP
 * server's login verified, the model endpoint's list of models asked for. Stripe is reported as set
 * up or off: a call to it would cost a request of the operator's quota for nothing.
 */
export async function serviceStates(
  app: FastifyInstance,
  mail: MailTransport,
): Promise<OperatorOverview['services']> {
  const model = app.config.drafts.model;
  const [database, redis, smtp, modelState] = await Promise.all([
    within(() => app.database.ping()),
    app.redis ? within(() => app.redis!.ping()) : ('off' as const),
    mail.kind === 'smtp' ? within(() => mail.check()) : ('off' as const),
    model
      ? within(async () => {
          const res = await fetch(`${model.baseUrl}/models`, {
            headers: model.apiKey ? { authorization: `Bearer ${model.apiKey}` } : {},
            signal: AbortSignal.timeout(CHECK_MS),
          });
          await res.body?.cancel();
          if (res.status >= 500) throw new Error(`model endpoint answered ${res.status}`);
        })
      : ('off' as const),
  ]);
  return [
    { name: 'database', state: database },
    { name: 'redis', state: redis },
    { name: 'smtp', state: smtp },
    { name: 'model', state: modelState },
    { name: 'stripe', state: app.config.stripe ? 'ok' : 'off' },
  ];
}
