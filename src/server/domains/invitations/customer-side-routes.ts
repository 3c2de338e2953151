import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendHtml } from '#server/lib/html-response.ts';
import { pageLocale } from '#server/lib/locale.ts';
import { customerLimits } from '#server/plugins/customer-limits.ts';
import { errorAnswers } from '#server/plugins/error-answers.ts';
import { invitationOpenedSchema } from '#shared/schemas/invitations.ts';
import { badLinkPage, confirmPage, donePage } from './invitation-unsubscribe-pages';
import { businessOfUnsubscribeLink, markInvitationOpened, unsubscribeFromInvitations } from './service';

// Signed out, from a mail app or a browser: enough for a person, too few to guess tokens with.
const unsubscribeLimit = { max: 30, timeWindow: '1 minute' };
const tokenQuery = z.object({ token: z.string().max(300).optional(), lang: z.string().max(10).optional() });

/** What the customer does with an invitation: opening it, and unsubscribing by its link. */
export const customerSideRoutes: FastifyPluginAsyncZod = async (app) => {
  // RFC 8058 one-click: mail apps POST "List-Unsubscribe=One-Click" as a form, urlencoded or multipart.
  // The body carries nothing we need, so multipart is accepted and ignored.
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, _body, done) => done(null, {}),
  );

  app.post(
    '/api/invitations/opened',
    {
      config: { access: 'public', rateLimit: customerLimits.rating },
      schema: {
        operationId: 'markInvitationOpened',
        summary: "The customer's first tap on an invitation's rating page (a page load never counts)",
        body: invitationOpenedSchema,
        response: { 204: z.undefined(), ...errorAnswers.public },
      },
    },
    async (request, reply) => {
      await markInvitationOpened(app.db, app.invitations.keys, request.body.invitation);
      return reply.code(204).send(undefined);
    },
  );

  app.get(
    '/invitations/unsubscribe',
    { config: { access: 'public', rateLimit: unsubscribeLimit }, schema: { querystring: tokenQuery } },
    async (request, reply) => {
      const token = request.query.token ?? '';
      const business = await businessOfUnsubscribeLink(app.db, app.invitations.keys, token);
      const locale = pageLocale(request);
      if (!business) return sendHtml(request, reply, 400, badLinkPage(locale));
      return sendHtml(request, reply, 200, confirmPage(locale, business.name, token));
    },
  );

  app.post(
    '/invitations/unsubscribe',
    {
      // Authenticated by the signed token, not a session: mail apps send no cookie and no Origin of ours.
      config: { access: 'public', rateLimit: unsubscribeLimit, skipOriginCheck: true },
      schema: { querystring: tokenQuery, body: z.unknown() },
    },
    async (request, reply) => {
      const token = request.query.token ?? '';
      const locale = pageLocale(request);
      const business = await businessOfUnsubscribeLink(app.db, app.invitations.keys, token);
      if (!business) return sendHtml(request, reply, 400, badLinkPage(locale));
      const body = request.body as Record<string, unknown> | undefined;
      const everywhere = body?.everywhere === '1';
      const done = await unsubscribeFromInvitations(app.db, app.invitations.keys, token, everywhere);
      // A restore of an older backup must not forget it (the deletion ledger).
      if (done?.suppression) await app.invitations.remember(done.suppression);
      return sendHtml(request, reply, 200, donePage(locale, business.name, everywhere, token));
    },
  );
};
