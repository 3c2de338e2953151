import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '#server/plugins/error-answers.ts';
import { businessParamsSchema } from '#shared/schemas/businesses.ts';
import { noticeListSchema, operatorLogQuerySchema, operatorLogSchema } from '#shared/schemas/operator.ts';
import type { OperatorDeps } from './actions';
import type { ServiceStates } from './console';
import { noticesOf, readLog } from './log';
import { e, read } from './route-config';

/** The operators' log, and what the operator did to a business as its team sees it. */
export const logRoutes: FastifyPluginAsyncZod<{
  deps: OperatorDeps & { services: ServiceStates };
}> = async (app) => {
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
