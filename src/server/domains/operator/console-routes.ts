import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '#server/plugins/error-answers.ts';
import {
  businessPageSchema,
  businessSearchQuerySchema,
  operatorBusinessDetailSchema,
  operatorBusinessParamsSchema,
  operatorMeSchema,
  operatorOverviewSchema,
} from '#shared/schemas/operator.ts';
import type { OperatorDeps } from './actions';
import { operatorBusiness, operatorOverview, type ServiceStates } from './console';
import { isOperator } from './operators';
import { businessPage } from './read-model';
import { e, now, read } from './route-config';

/** The console's reads: whether the caller is an operator, the overview, the search and one business. */
export const consoleRoutes: FastifyPluginAsyncZod<{
  deps: OperatorDeps & { services: ServiceStates };
}> = async (app, { deps }) => {
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
};
