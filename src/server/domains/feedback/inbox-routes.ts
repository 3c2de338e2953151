import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachment, csvStream } from '#server/lib/csv.ts';
import { errorAnswers } from '#server/plugins/error-answers.ts';
import { businessParamsSchema } from '#shared/schemas/businesses.ts';
import {
  feedbackItemParamsSchema,
  inboxFilterSchema,
  inboxPageSchema,
  inboxQuerySchema,
  resolvedItemSchema,
  resolveFeedbackSchema,
} from '#shared/schemas/feedback.ts';
import { FEEDBACK_CSV_COLUMNS, feedbackCsvRows, listInbox, setResolved } from './service';

// A CSV reads every row of a business: a few per minute per caller is plenty.
const downloadLimit = { max: 10, timeWindow: '1 minute' };

/** The team's inbox of feedback, its spreadsheet, and an item's status. */
export const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/businesses/:id/feedback/inbox',
    {
      config: { access: 'member', token: 'read' },
      schema: {
        operationId: 'listFeedbackInbox',
        summary: 'The feedback inbox, filtered and paged',
        params: businessParamsSchema,
        querystring: inboxQuerySchema,
        response: { 200: inboxPageSchema, ...errorAnswers.member },
      },
    },
    async (request) => listInbox(app.db, request.business.id, request.query, request.business.role),
  );

  // The inbox as a spreadsheet, with the same filters; members read the inbox, so they may download it.
  app.get(
    '/api/businesses/:id/feedback/inbox.csv',
    {
      config: { access: 'member', rateLimit: downloadLimit, token: 'read', fileDownload: 'text/csv' },
      schema: {
        operationId: 'downloadFeedbackCsv',
        summary: 'The feedback inbox as CSV',
        params: businessParamsSchema,
        querystring: inboxFilterSchema,
        response: { ...errorAnswers.member },
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachment('feedback.csv'))
        .header('cache-control', 'no-store')
        .send(
          csvStream(
            FEEDBACK_CSV_COLUMNS,
            feedbackCsvRows(app.db, request.business.id, request.query),
          ) as never,
        ),
  );

  app.patch(
    '/api/businesses/:id/feedback/:feedbackId',
    {
      config: { access: 'owner', token: 'write' },
      schema: {
        operationId: 'setFeedbackResolved',
        summary: 'Mark a feedback item read or unread',
        params: feedbackItemParamsSchema,
        body: resolveFeedbackSchema,
        response: { 200: resolvedItemSchema, ...errorAnswers.owner },
      },
    },
    async (request) =>
      setResolved(app.db, request.business.id, request.params.feedbackId, request.body.resolved),
  );
};
