// What every operator route shares: who may call, how often an action may come, and one business
// action's route, written once.
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { errorAnswers } from '#server/plugins/error-answers.ts';
import type { OperatorLogEntry } from '#shared/schemas/operator.ts';
import { operatorActionResultSchema, operatorBusinessParamsSchema } from '#shared/schemas/operator.ts';
import type { Actor } from './log';

export const e = errorAnswers.operator;
export const read = { access: 'operator' } as const;
// An action is rare and weighty: a few a minute is plenty, and a stolen session cannot flood.
export const act = { access: 'operator', rateLimit: { max: 30, timeWindow: '1 minute' } } as const;

/** The signed-in operator as the log names them. */
export const actor = (email: string): Actor => ({ email, via: 'console' });
export const now = () => new Date();

/** One action on a business: its body names the reason, the path the business. */
export function businessAction<S extends z.ZodType>(
  app: FastifyInstance,
  path: string,
  operationId: string,
  summary: string,
  body: S,
  run: (businessId: string, body: z.infer<S>, by: Actor) => Promise<OperatorLogEntry>,
) {
  app.post(
    `/api/operator/businesses/:id/${path}`,
    {
      config: act,
      schema: {
        operationId,
        summary,
        params: operatorBusinessParamsSchema,
        body,
        response: { 200: operatorActionResultSchema, ...e },
      },
    },
    async (request) => {
      const entry = await run(
        request.business.id,
        request.body as z.infer<S>,
        actor(request.signedInUser.email),
      );
      // A suspension may take the rating page down, a restore bring it back: not from a stale copy here.
      app.customerPageCache.forget(request.business.id);
      return { entry };
    },
  );
}
