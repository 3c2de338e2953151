import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachment, csvStream } from '#server/lib/csv.ts';
import { sendHtml } from '#server/lib/html-response.ts';
import { pageLocale } from '#server/lib/locale.ts';
import { customerLimits } from '#server/plugins/customer-limits.ts';
import { errorAnswers } from '#server/plugins/error-answers.ts';
import { businessParamsSchema } from '#shared/schemas/businesses.ts';
import {
  answerRequestSchema,
  answerSettingsSchema,
  feedbackAnswerSchema,
  feedbackItemParamsSchema,
  feedbackListSchema,
  feedbackRequestSchema,
  inboxFilterSchema,
  inboxPageSchema,
  inboxQuerySchema,
  resolvedItemSchema,
  resolveFeedbackSchema,
  retentionBodySchema,
} from '#shared/schemas/feedback.ts';
import { confirmAddress, confirmationOf } from './address-confirmation';
import { type AnswerDeps, answerFeedback, setAnswerSettings } from './answers';
import { askPage, badConfirmLinkPage, confirmedPage } from './confirm-address-pages';
import {
  FEEDBACK_CSV_COLUMNS,
  feedbackCsvRows,
  latestFeedbackFor,
  listInbox,
  setResolved,
  setRetention,
  submitFeedback,
} from './service';

// Signed out, from a mail app or a browser: enough for a person, too few to guess tokens with.
const confirmLimit = { max: 30, timeWindow: '1 minute' };
const confirmQuery = z.object({ token: z.string().max(200).optional(), lang: z.string().max(10).optional() });

// A CSV reads every row of a business: a few per minute per caller is plenty.
const downloadLimit = { max: 10, timeWindow: '1 minute' };

/** Private feedback: the dashboard card, the full inbox, its CSV, resolving, and how long details stay. */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const answerDeps: AnswerDeps = {
    keys: app.invitations.keys,
    publicUrl: app.config.publicUrl,
    perDay: app.config.answers.perDay,
  };
  app.post(
    '/api/businesses/:id/feedback',
    {
      config: { access: 'public', rateLimit: customerLimits.feedback },
      schema: {
        operationId: 'submitFeedback',
        summary: "Send a customer's private feedback",
        params: businessParamsSchema,
        body: feedbackRequestSchema,
        response: { 201: z.object({ id: z.string(), rating: z.number() }), ...errorAnswers.public },
      },
    },
    async (request, reply) => {
      const saved = await submitFeedback(
        app.db,
        { businessId: request.business.id, ...request.body },
        app.proveAddress,
      );
      return reply.code(201).send(saved);
    },
  );

  app.get(
    '/api/businesses/:id/feedback',
    {
      config: { access: 'member', token: 'read' },
      schema: {
        operationId: 'listLatestFeedback',
        summary: 'The latest private feedback of a business',
        params: businessParamsSchema,
        response: { 200: feedbackListSchema, ...errorAnswers.member },
      },
    },
    async (request) => latestFeedbackFor(app.db, request.business.id, request.business.role),
  );

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

  // The service decides for members: the owner's switch says whether they may answer.
  app.post(
    '/api/businesses/:id/feedback/:feedbackId/answers',
    {
      config: { access: 'member', token: 'write' },
      schema: {
        operationId: 'answerFeedback',
        summary: 'Answer a private feedback by e-mail, or send its one follow-up',
        description:
          "The customer receives it from this service's sender, with Reply-To the owner's address, quoting what they wrote.",
        params: feedbackItemParamsSchema,
        body: answerRequestSchema,
        response: { 201: feedbackAnswerSchema, ...errorAnswers.member },
      },
    },
    async (request, reply) => {
      const answer = await answerFeedback(app.db, answerDeps, {
        businessId: request.business.id,
        role: request.business.role,
        userId: request.signedInUser.id,
        feedbackId: request.params.feedbackId,
        text: request.body.text,
        followUp: request.body.followUp,
      });
      return reply.code(201).send(answer);
    },
  );

  app.put(
    '/api/businesses/:id/feedback/answer-settings',
    {
      config: { access: 'owner' },
      schema: {
        operationId: 'setAnswerSettings',
        summary: 'Whether team members may answer private feedback by e-mail',
        params: businessParamsSchema,
        body: answerSettingsSchema,
        response: { 200: answerSettingsSchema, ...errorAnswers.owner },
      },
    },
    async (request) => setAnswerSettings(app.db, request.business.id, request.body.membersMayAnswer),
  );

  app.patch(
    '/api/businesses/:id/retention',
    {
      config: { access: 'owner' },
      schema: {
        operationId: 'setFeedbackRetention',
        summary: 'Set how long feedback is kept',
        params: businessParamsSchema,
        body: retentionBodySchema,
        response: { 200: retentionBodySchema, ...errorAnswers.owner },
      },
    },
    async (request) => setRetention(app.db, request.business.id, request.body.feedbackRetention),
  );

  // The customer's confirmation of their address, from the one e-mail that asks for it. Signed out.
  app.get(
    '/confirm-address',
    { config: { access: 'public', rateLimit: confirmLimit }, schema: { querystring: confirmQuery } },
    async (request, reply) => {
      const token = request.query.token ?? '';
      const locale = pageLocale(request);
      const found = await confirmationOf(app.db, app.invitations.keys, token);
      if (!found) return sendHtml(request, reply, 400, badConfirmLinkPage(locale));
      return sendHtml(request, reply, 200, askPage(locale, found.business, token));
    },
  );

  app.post(
    '/confirm-address',
    {
      config: { access: 'public', rateLimit: confirmLimit },
      schema: { querystring: confirmQuery, body: z.unknown() },
    },
    async (request, reply) => {
      const locale = pageLocale(request);
      const found = await confirmAddress(app.db, app.invitations.keys, request.query.token ?? '');
      if (!found) return sendHtml(request, reply, 400, badConfirmLinkPage(locale));
      return sendHtml(request, reply, 200, confirmedPage(locale, found.business));
    },
  );
};
