import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorAnswers } from '#server/plugins/error-answers.ts';
import { businessParamsSchema } from '#shared/schemas/businesses.ts';
import {
  businessPageSchema,
  businessSearchQuerySchema,
  deleteBodySchema,
  invitationLimitBodySchema,
  liftBounceBodySchema,
  noticeListSchema,
  type OperatorLogEntry,
  operatorActionResultSchema,
  operatorBusinessDetailSchema,
  operatorBusinessParamsSchema,
  operatorLogQuerySchema,
  operatorLogSchema,
  operatorMeSchema,
  operatorOverviewSchema,
  reasonBodySchema,
  sendingBodySchema,
  suppressionListSchema,
  suppressionQuerySchema,
  suspendBodySchema,
  trialBodySchema,
} from '#shared/schemas/operator.ts';
import {
  deleteOnRequest,
  endWarmUp,
  extendTrial,
  liftBounce,
  type OperatorDeps,
  pauseSending,
  restore,
  resumeSending,
  retryFailed,
  setInvitationLimit,
  suspend,
} from './actions';
import { operatorBusiness, operatorOverview, type ServiceStates, suppressionsFor } from './console';
import { type Actor, noticesOf, readLog } from './log';
import { isOperator } from './operators';
import { businessPage } from './read-model';

const e = errorAnswers.operator;
const read = { access: 'operator' } as const;
// An action is rare and weighty: a few a minute is plenty, and a stolen session cannot flood.
const act = { access: 'operator', rateLimit: { max: 30, timeWindow: '1 minute' } } as const;

/**
 * The operator's console: every business, its health and money, and the actions that stop harm,
 * each with a reason, in the append-only log, and told to the owner. Only OPERATOR_EMAILS; an
 * action needs a recent sign-in; tokens never reach these routes (plugins/access.ts).
 */
export const operatorRoutes: FastifyPluginAsyncZod<{
  deps: OperatorDeps & { services: ServiceStates };
}> = async (app, { deps }) => {
  const actor = (email: string): Actor => ({ email, via: 'console' });
  const now = () => new Date();

  app.get(
    '/api/operator/me',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'operatorMe',
        summary: 'Whether the caller is an operator, and until when they may act without signing in again',
        response: { 200: operatorMeSchema, ...errorAnswers.user },
      },
    },
    async (request) => {
      const operator = isOperator(app.config, request.signedInUser.email);
      const at = request.signedInAt;
      return {
        operator,
        actsUntil:
          operator && at
            ? new Date(at.getTime() + app.config.operators.reauthMinutes * 60_000).toISOString()
            : null,
      };
    },
  );

  app.get(
    '/api/operator/overview',
    {
      config: read,
      schema: {
        operationId: 'operatorOverview',
        summary: 'Sign-ups and money, mail, and the work queues with their health',
        response: { 200: operatorOverviewSchema, ...e },
      },
    },
    async () => operatorOverview(app.db, deps, now()),
  );

  app.get(
    '/api/operator/businesses',
    {
      config: read,
      schema: {
        operationId: 'operatorBusinesses',
        summary: 'Search every business: name, owner or member e-mail, place id, business id',
        querystring: businessSearchQuerySchema,
        response: { 200: businessPageSchema, ...e },
      },
    },
    async (request) => businessPage(app.db, request.query, now()),
  );

  app.get(
    '/api/operator/businesses/:id',
    {
      config: read,
      schema: {
        operationId: 'operatorBusiness',
        summary: 'One business: its team, counts, connections, subscription and log; never its customers',
        params: operatorBusinessParamsSchema,
        response: { 200: operatorBusinessDetailSchema, ...e },
      },
    },
    async (request) => operatorBusiness(app.db, request.business.id, now()),
  );

  /** One action on a business: its body names the reason, the path the business. */
  function action<S extends z.ZodType>(
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

  action(
    'pause-sending',
    'operatorPauseSending',
    'Pause invitations and answers (this location, or every one of its owner)',
    sendingBodySchema,
    (businessId, body, by) => pauseSending(app.db, deps, by, { businessId, ...body, now: now() }),
  );
  action(
    'resume-sending',
    'operatorResumeSending',
    'Resume its sending, whoever paused it',
    sendingBodySchema,
    (businessId, body, by) => resumeSending(app.db, deps, by, { businessId, ...body, now: now() }),
  );
  action(
    'suspend',
    'operatorSuspend',
    'Suspend a business: its mail, drafts, tokens, webhooks and connections stop',
    suspendBodySchema,
    (businessId, body, by) => suspend(app.db, deps, by, { businessId, ...body, now: now() }),
  );
  action(
    'restore',
    'operatorRestore',
    'Restore a suspended business as it was',
    reasonBodySchema,
    (businessId, body, by) => restore(app.db, deps, by, { businessId, ...body, now: now() }),
  );
  action(
    'trial',
    'operatorExtendTrial',
    'Extend the trial by days × 24 h, at the payment provider too',
    trialBodySchema,
    (businessId, body, by) => extendTrial(app.db, deps, by, { businessId, ...body, now: now() }),
  );
  action(
    'invitation-limit',
    'operatorInvitationLimit',
    "Set a location's daily invitation limit (null: the defaults)",
    invitationLimitBodySchema,
    (businessId, body, by) => setInvitationLimit(app.db, deps, by, { businessId, ...body, now: now() }),
  );
  action(
    'end-warm-up',
    'operatorEndWarmUp',
    "End a location's invitation warm-up early",
    reasonBodySchema,
    (businessId, body, by) => endWarmUp(app.db, deps, by, { businessId, ...body, now: now() }),
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

  action(
    'delete',
    'operatorDeleteBusiness',
    "Delete a business and all its data on its owner's written request (its name typed to confirm)",
    deleteBodySchema,
    (businessId, body, by) =>
      deleteOnRequest(
        app.db,
        { ...deps, beforeDelete: app.beforeBusinessDelete, afterDelete: app.businessDeleted },
        by,
        { businessId, ...body, now: now() },
      ),
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

  app.get(
    '/api/operator/log',
    {
      config: read,
      schema: {
        operationId: 'operatorLog',
        summary: "The operators' log, newest first, by business and action",
        querystring: operatorLogQuerySchema,
        response: { 200: operatorLogSchema, ...e },
      },
    },
    async (request) => ({ entries: await readLog(app.db, request.query) }),
  );

  app.get(
    '/api/businesses/:id/notices',
    {
      config: { access: 'member' },
      schema: {
        operationId: 'listNotices',
        summary: 'What the operator did to this business and why, newest first',
        params: businessParamsSchema,
        response: { 200: noticeListSchema, ...errorAnswers.member },
      },
    },
    async (request) => ({ notices: await noticesOf(app.db, request.business.id) }),
  );
};
