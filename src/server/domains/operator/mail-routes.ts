import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  liftBounceBodySchema,
  operatorActionResultSchema,
  reasonBodySchema,
  sendingBodySchema,
  suppressionListSchema,
  suppressionQuerySchema,
} from '#shared/schemas/operator.ts';
import { liftBounce, type OperatorDeps, pauseSending, resumeSending, retryFailed } from './actions';
import { type ServiceStates, suppressionsFor } from './console';
import { act, actor, businessAction, e, now, read } from './route-config';

/**
 * The operator's mail: a location's sending paused or resumed, an address's suppressions, a bounce
 * lifted, failed e-mail retried.
 */
export const mailRoutes: FastifyPluginAsyncZod<{
  deps: OperatorDeps & { services: ServiceStates };
}> = async (app, { deps }) => {
  app.get(
    '/api/operator/suppressions',
    {
      config: read,
      schema: {
        operationId: 'operatorSuppressions',
        summary: "An address's suppressions: for every business or one location, why and since when",
        querystring: suppressionQuerySchema,
        response: { 200: suppressionListSchema, ...e },
      },
    },
    async (request) => ({ suppressions: await suppressionsFor(app.db, deps.keys, request.query.email) }),
  );

  app.post(
    '/api/operator/suppressions/lift-bounce',
    {
      config: act,
      schema: {
        operationId: 'operatorLiftBounce',
        summary: 'Lift a bounce from an address for every business (never a complaint or an unsubscribe)',
        body: liftBounceBodySchema,
        response: { 200: operatorActionResultSchema, ...e },
      },
    },
    async (request) => ({
      entry: await liftBounce(app.db, deps, actor(request.signedInUser.email), {
        ...request.body,
        now: now(),
      }),
    }),
  );

  app.post(
    '/api/operator/queues/mail/retry',
    {
      config: act,
      schema: {
        operationId: 'operatorRetryFailedMail',
        summary: 'Put the e-mail that failed in the last three days back in the queue, for one more try each',
        body: reasonBodySchema,
        response: { 200: operatorActionResultSchema, ...e },
      },
    },
    async (request) => ({
      entry: await retryFailed(app.db, actor(request.signedInUser.email), { ...request.body, now: now() }),
    }),
  );

  businessAction(
    app,
    'pause-sending',
    'operatorPauseSending',
    'Pause invitations and answers (this location, or every one of its owner)',
    sendingBodySchema,
    (businessId, body, by) => pauseSending(app.db, deps, by, { businessId, ...body, now: now() }),
  );

  businessAction(
    app,
    'resume-sending',
    'operatorResumeSending',
    'Resume its sending, whoever paused it',
    sendingBodySchema,
    (businessId, body, by) => resumeSending(app.db, deps, by, { businessId, ...body, now: now() }),
  );
};
