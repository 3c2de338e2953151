import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendHtml } from '#server/lib/html-response.ts';
import { pageLocale } from '#server/lib/locale.ts';
import { badTokenPage, confirmUnsubscribePage, unsubscribedPage } from './alert-unsubscribe-pages';
import { unsubscribe } from './settings';
import { verifyUnsubscribeToken } from './unsubscribe-token';

// Signed out, from a mail app or a browser: enough for a person, too few to guess tokens with.
const unsubscribeLimit = { max: 30, timeWindow: '1 minute' };
/** `lang` is the e-mail's language, so its pages speak it whatever the browser prefers. */
const tokenQuery = z.object({ token: z.string().max(400).optional(), lang: z.string().max(10).optional() });

/** The unsubscribe link in every alert and summary, signed out: the page, and the one-click POST. */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { secret } = app.mail;

  // RFC 8058 one-click: mail apps POST "List-Unsubscribe=One-Click" as a form, urlencoded or multipart.
  // The body carries nothing we need, so multipart is accepted and ignored here.
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, _body, done) => done(null, {}),
  );

  app.get(
    '/unsubscribe',
    { config: { access: 'public', rateLimit: unsubscribeLimit }, schema: { querystring: tokenQuery } },
    async (request, reply) => {
      const token = request.query.token ?? '';
      const claim = verifyUnsubscribeToken(secret, token);
      if (!claim) return sendHtml(request, reply, 400, badTokenPage(pageLocale(request)));
      return sendHtml(request, reply, 200, confirmUnsubscribePage(pageLocale(request), claim.kind, token));
    },
  );

  app.post(
    '/unsubscribe',
    {
      // Authenticated by the signed token, not a session; mail apps send no Origin of ours.
      config: { access: 'public', rateLimit: unsubscribeLimit, skipOriginCheck: true },
      schema: { querystring: tokenQuery, body: z.unknown() },
    },
    async (request, reply) => {
      const claim = verifyUnsubscribeToken(secret, request.query.token ?? '');
      if (!claim) return sendHtml(request, reply, 400, badTokenPage(pageLocale(request)));
      await unsubscribe(app.db, claim.userId, claim.kind);
      return sendHtml(request, reply, 200, unsubscribedPage(pageLocale(request), claim.kind));
    },
  );
};
