import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '#server/lib/domain-errors.ts';
import { errorAnswers } from '#server/plugins/error-answers.ts';
import { mailIdParamsSchema, outboxResponseSchema } from '#shared/schemas/notifications.ts';
import { listOutbox, outboxMailHtml } from './settings';

// A rendered e-mail shown in an iframe of the outbox page: no scripts, nothing loaded but images.
const MAIL_PREVIEW_CSP =
  "sandbox; default-src 'none'; img-src https: data:; style-src 'unsafe-inline'; frame-ancestors 'self'";

/** The outbox: the e-mails of the caller's locations, and one as it was sent. */
export const mailOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const mailMode = app.mail.transport.kind;

  app.get(
    '/api/notifications/outbox',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'listDemoOutbox',
        summary: 'Demo mail outbox: e-mails kept instead of sent',
        response: { 200: outboxResponseSchema, ...errorAnswers.user },
      },
    },
    async (request) => {
      const rows = await listOutbox(app.db, request.signedInUser.id);
      return {
        mailMode,
        mails: rows.map((r) => ({
          ...r,
          createdAt: r.createdAt.toISOString(),
          sentAt: r.sentAt ? r.sentAt.toISOString() : null,
        })),
      };
    },
  );

  app.get(
    '/api/notifications/outbox/:mailId',
    {
      config: { access: 'user', htmlPage: true },
      schema: {
        operationId: 'getDemoOutboxMail',
        summary: 'One e-mail of the demo outbox',
        params: mailIdParamsSchema,
      },
    },
    async (request, reply) => {
      const html = await outboxMailHtml(app.db, request.signedInUser.id, request.params.mailId);
      if (html === null) throw notFound('That e-mail was not found.', 'MAIL_NOT_FOUND');
      return reply
        .header('content-security-policy', MAIL_PREVIEW_CSP)
        .header('x-frame-options', 'SAMEORIGIN')
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(html);
    },
  );
};
