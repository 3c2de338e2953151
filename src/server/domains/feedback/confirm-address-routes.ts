import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendHtml } from '#server/lib/html-response.ts';
import { pageLocale } from '#server/lib/locale.ts';
import { confirmAddress, confirmationOf } from './address-confirmation';
import { askPage, badConfirmLinkPage, confirmedPage } from './confirm-address-pages';

// Signed out, from a mail app or a browser: enough for a person, too few to guess tokens with.
const confirmLimit = { max: 30, timeWindow: '1 minute' };
const confirmQuery = z.object({ token: z.string().max(200).optional(), lang: z.string().max(10).optional() });

/** The customer confirming their address from the one confirmation e-mail. */
export const confirmAddressRoutes: FastifyPluginAsyncZod = async (app) => {
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
