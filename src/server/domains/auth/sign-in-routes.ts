import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendPopupPage } from '#server/lib/html-response.ts';
import { pageLocale } from '#server/lib/locale.ts';
import { loggableError } from '#server/lib/log-safety.ts';
import { googleProfileFromCallback } from './callback';
import type { GoogleSignIn } from './google-oidc';
import { signIn } from './session-plugin';
import { readTransaction, txCookie } from './sign-in-cookie';
import { callbackPage, demoSignInPage } from './sign-in-pages';
import { upsertUser } from './users';

// Per IP: enough for a household or an office, far too few to hammer the provider or the demo form.
const loginRateLimit = { max: 30, timeWindow: '1 minute' };

const html = sendPopupPage;

/** Google sign-in: the start, which redirects to Google (or shows the demo form), and Google's callback. */
export const signInRoutes: FastifyPluginAsyncZod<{ google: GoogleSignIn | null }> = async (
  app,
  { google },
) => {
  const redirectUri = `${app.config.publicUrl}/api/auth/callback`;
  const cookie = txCookie(app.config.secureCookies);

  app.get(
    '/api/login',
    {
      schema: {
        operationId: 'startSignIn',
        summary: 'Start Google sign-in (redirects to Google, or to the demo form)',
      },
      config: { access: 'public', htmlPage: true, rateLimit: loginRateLimit },
    },
    async (request, reply) => {
      if (!google) return html(reply, demoSignInPage(pageLocale(request)));
      try {
        const { url, transaction } = await google.start(redirectUri);
        reply.setCookie(cookie.name, JSON.stringify(transaction), cookie.options);
        return reply.header('cache-control', 'no-store').redirect(url, 302);
      } catch (err) {
        request.log.error({ err: loggableError(err) }, 'could not start Google sign-in');
        return html(reply, callbackPage(pageLocale(request), false), 502);
      }
    },
  );

  app.get(
    '/api/auth/callback',
    {
      schema: {
        operationId: 'completeSignIn',
        summary: "Google's sign-in callback: verifies the code and starts a session",
      },
      config: { access: 'public', htmlPage: true, rateLimit: loginRateLimit },
    },
    async (request, reply) => {
      const transaction = readTransaction(request, cookie.name);
      // Single use: whatever happens next, this transaction is spent.
      reply.clearCookie(cookie.name, cookie.options);
      if (!google) return html(reply, callbackPage(pageLocale(request), false), 400);
      if ('problem' in transaction) {
        request.log.warn({ reason: transaction.problem }, 'sign-in callback refused');
        return html(reply, callbackPage(pageLocale(request), false), 400);
      }
      const profile = await googleProfileFromCallback(
        google,
        redirectUri,
        request.url,
        transaction.tx,
        request.log,
      );
      if (!profile) return html(reply, callbackPage(pageLocale(request), false), 400);
      const user = await upsertUser(app.db, profile);
      await signIn(app, request, reply, user.id);
      return html(reply, callbackPage(pageLocale(request), true));
    },
  );
};
