import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPopupPage } from '#server/lib/html-response.ts';
import { accountLocale } from '#server/lib/locale.ts';
import {
  finishConnection,
  popupLimit,
  startedConnection,
  TX_COOKIE,
  txCookieOptions,
} from './connect-callback';
import { connectedPage, demoConsentPage } from './connect-pages';
import type { GoogleDeps } from './service';

const callbackQuery = z.object({
  state: z.string().max(200).optional(),
  code: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
});

const html = sendPopupPage;

/** Google's answer in the popup, or the demo consent screen in its place. */
export const callbackRoutes: FastifyPluginAsyncZod<{ deps: GoogleDeps }> = async (app, { deps }) => {
  const txCookie = txCookieOptions(app.config.secureCookies);

  app.get(
    '/api/google/demo-consent',
    {
      config: { access: 'user', htmlPage: true, rateLimit: popupLimit },
      schema: {
        operationId: 'showDemoConsent',
        summary: 'The demo consent screen (embedded default only)',
        querystring: z.object({ state: z.string().max(200) }),
      },
    },
    async (request, reply) => {
      if (deps.profile?.kind !== 'demo')
        return html(reply, connectedPage(accountLocale(request), false, 'pages.connect.noDemo'), 404);
      return html(reply, demoConsentPage(accountLocale(request), request.query.state));
    },
  );

  // Google (or the demo consent screen) sends the popup back here. The signed transaction cookie ties
  // the answer to the owner who started it: a stranger's code or state is refused.
  app.get(
    '/api/google/callback',
    {
      config: { access: 'user', htmlPage: true, rateLimit: popupLimit },
      schema: {
        operationId: 'completeGoogleConnection',
        summary: "Google's answer to a Business Profile connection",
        querystring: callbackQuery,
      },
    },
    async (request, reply) => {
      const raw = request.cookies[TX_COOKIE];
      reply.clearCookie(TX_COOKIE, txCookie);
      const unsigned = raw ? request.unsignCookie(raw) : null;
      const tx = startedConnection(
        unsigned?.valid ? unsigned.value : null,
        request.query.state,
        request.signedInUser.id,
      );
      if (!tx || !deps.profile)
        return html(reply, connectedPage(accountLocale(request), false, 'pages.connect.expired'), 400);
      if (request.query.error || !request.query.code)
        return html(reply, connectedPage(accountLocale(request), false, 'pages.connect.notGranted'));
      const outcome = await finishConnection(app.db, deps, deps.profile, {
        tx,
        callbackUrl: new URL(request.url, app.config.publicUrl),
        log: request.log,
      });
      return html(reply, connectedPage(accountLocale(request), outcome.ok, outcome.message), outcome.status);
    },
  );
};
