import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '#server/lib/domain-errors.ts';
import { errorAnswers } from '#server/plugins/error-answers.ts';
import { businessParamsSchema } from '#shared/schemas/businesses.ts';
import { keptInvitationMails } from './service';

// A rendered e-mail shown in the demo outbox: no scripts, nothing loaded but images. Its links open a
// new tab outside the sandbox, as a mail app opens them, so a star leads to the real rating page.
const MAIL_PREVIEW_CSP =
  "sandbox allow-popups allow-popups-to-escape-sandbox; default-src 'none'; img-src https: data:; style-src 'unsafe-inline'; frame-ancestors 'self'";

/** The demo outbox: the invitations as they would have gone, and each one's e-mail. */
export const invitationOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/businesses/:id/invitations/outbox',
    {
      config: { access: 'owner' },
      schema: {
        operationId: 'listDemoInvitationMails',
        summary: 'Demo mail outbox: the invitation e-mails kept instead of sent',
        params: businessParamsSchema,
        response: {
          200: z.object({
            mails: z.array(
              z.object({
                id: z.string(),
                to: z.string(),
                subject: z.string(),
                text: z.string(),
                sentAt: z.string(),
              }),
            ),
          }),
          ...errorAnswers.owner,
        },
      },
    },
    async (request) => {
      if (app.invitations.transport.kind !== 'demo') return { mails: [] };
      const mails = await keptInvitationMails(app.db, app.invitations, request.business.id);
      return {
        mails: mails.map((m) => ({
          id: m.id,
          to: m.to,
          subject: m.subject,
          text: m.text,
          sentAt: m.sentAt.toISOString(),
        })),
      };
    },
  );

  app.get(
    '/api/businesses/:id/invitations/outbox/:invitationId',
    {
      config: { access: 'owner', htmlPage: true },
      schema: {
        operationId: 'getDemoInvitationMail',
        summary: 'One invitation e-mail of the demo outbox, as the customer sees it',
        params: businessParamsSchema.extend({ invitationId: z.uuid('That e-mail was not found.') }),
      },
    },
    async (request, reply) => {
      const mails =
        app.invitations.transport.kind === 'demo'
          ? await keptInvitationMails(app.db, app.invitations, request.business.id, 200)
          : [];
      const mail = mails.find((m) => m.id === request.params.invitationId);
      if (!mail) throw notFound('That e-mail was not found.', 'MAIL_NOT_FOUND');
      return reply
        .header('content-security-policy', MAIL_PREVIEW_CSP)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(mail.html);
    },
  );
};
