import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '#server/plugins/error-answers.ts';
import { businessParamsSchema } from '#shared/schemas/businesses.ts';
import { inboxListQuerySchema, inboxListSchema } from '#shared/schemas/inbox.ts';
import { listInboxEntries } from './service';

/** The inbox: Google reviews and private feedback together, what needs an answer first. */
export const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/businesses/:id/inbox',
    {
      config: { access: 'member', token: 'read' },
      schema: {
        operationId: 'listInbox',
        summary: 'Google reviews and private feedback together, newest first',
        params: businessParamsSchema,
        querystring: inboxListQuerySchema,
        response: { 200: inboxListSchema, ...errorAnswers.member },
      },
    },
    async (request) =>
      listInboxEntries(
        app.db,
        { businessId: request.business.id, role: request.business.role },
        request.query,
      ),
  );
};
