import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPopupPage } from '#server/lib/html-response.ts';
import { pageLocale } from '#server/lib/locale.ts';
import { loggableError } from '#server/lib/log-safety.ts';
import { errorAnswers } from '#server/plugins/error-answers.ts';
import { demoLoginSchema, updateUserSchema, userSchema } from '#shared/schemas/auth.ts';
import { deleteAccountResponseSchema, deleteAccountSchema } from '#shared/schemas/privacy.ts';
import { deleteAccount } from './account-deletion';
import { googleProfileFromCallback, readDemoForm } from './callback';
import { createGoogleSignIn, type GoogleSignIn, type SignInTransaction } from './google-oidc';
import { signIn, signOut } from './session-plugin';
import { callbackPage, demoFormError, demoSignInPage } from './sign-in-pages';
import { setUserLocale, toPublicUser, upsertDemoUser, upsertUser } from './users';

/**
 * The sign-in transaction cookie. On https it is `__Host-` prefixed, which the browser accepts only
 * with Secure, Path=/ and no Domain: no subdomain or plain-http page can plant or overwrite it.
 */
const txCookieName = (secure: boolean) => (secure ? '__Host-oidc_tx' : 'oidc_tx');
const TX_MAX_AGE_S = 10 * 60;
// Per IP: enough for a household or an office, far too few to hammer the provider or the demo form.
const loginRateLimit = { max: 30, timeWindow: '1 minute' };

const html = sendPopupPage;

export const authRoutes: FastifyPluginAsyncZod<{ google?: GoogleSignIn }> = async (app, opts) => {
  const { config } = app;
  const google = opts.google ?? (config.google ? createGoogleSignIn(config.google) : null);
  const redirectUri = `${config.publicUrl}/api/auth/callback`;
  const TX_COOKIE = txCookieName(config.secureCookies);
  const txCookieOptions = {
    path: config.secureCookies ? '/' : '/api/auth/callback',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.secureCookies,
    signed: true,
    maxAge: TX_MAX_AGE_S,
  };

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
        reply.setCookie(TX_COOKIE, JSON.stringify(transaction), txCookieOptions);
        return reply.header('cache-control', 'no-store').redirect(url, 302);
      } catch (err) {
        request.log.error({ err: loggableError(err) }, 'could not start Google sign-in');
        return html(reply, callbackPage(pageLocale(request), false), 502);
      }
    },
  );

  app.post(
    '/api/login/demo',
    {
      config: { access: 'public', htmlPage: true, rateLimit: loginRateLimit },
      schema: {
        operationId: 'signInDemo',
        summary: 'Demo sign-in with a name and e-mail (embedded default only)',
        body: z.record(z.string(), z.unknown()).optional(),
      },
    },
    async (request, reply) => {
      if (google) return reply.code(404).send({ message: 'Demo sign-in is turned off on this server.' });
      const values = readDemoForm(request.body);
      const parsed = demoLoginSchema.safeParse(values);
      if (!parsed.success) {
        return html(
          reply,
          demoSignInPage(pageLocale(request), values, demoFormError(parsed.error.issues[0])),
          400,
        );
      }
      const user = await upsertDemoUser(app.db, parsed.data);
      await signIn(app, request, reply, user.id);
      return html(reply, callbackPage(pageLocale(request), true));
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
      const transaction = readTransaction(request);
      // Single use: whatever happens next, this transaction is spent.
      reply.clearCookie(TX_COOKIE, txCookieOptions);
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

  app.get(
    '/api/auth/user',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'getCurrentUser',
        summary: 'The signed-in user',
        response: { 200: userSchema, ...errorAnswers.user },
      },
    },
    async (request) => toPublicUser(request.signedInUser, request.headers['accept-language']),
  );

  // The owner's language, on the account, so every device and every e-mail follows it.
  app.patch(
    '/api/auth/user',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'updateCurrentUser',
        summary: "Save the signed-in user's language",
        body: updateUserSchema,
        response: { 200: userSchema, ...errorAnswers.user },
      },
    },
    async (request) =>
      toPublicUser(await setUserLocale(app.db, request.signedInUser.id, request.body.locale)),
  );

  app.post(
    '/api/logout',
    {
      schema: {
        operationId: 'signOut',
        summary: 'Sign out: ends the session',
        response: { 204: z.null().describe('Signed out'), ...errorAnswers.public },
      },
      config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      await signOut(app, request, reply);
      return reply.code(204).send(null);
    },
  );

  // The specification also logs out by navigating here. Deleting the session on a GET is the one
  // deliberate exception to "a GET never writes": without our cookie (a bot, a link preview) it writes nothing.
  app.get(
    '/api/logout',
    {
      schema: {
        operationId: 'signOutByLink',
        summary: 'Sign out by link: ends the session and goes home',
      },
      config: { access: 'public', htmlPage: true, rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      if (isOwnNavigation(request.headers, ownOrigin)) await signOut(app, request, reply);
      return reply.header('cache-control', 'no-store').redirect('/', 302);
    },
  );

  const ownOrigin = new URL(app.config.publicUrl).origin;

  app.delete(
    '/api/auth/user',
    {
      config: { access: 'user', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        operationId: 'deleteAccount',
        summary: "Delete the caller's account",
        body: deleteAccountSchema,
        response: { 200: deleteAccountResponseSchema, ...errorAnswers.user },
      },
    },
    async (request, reply) => {
      const { businessIds } = await deleteAccount(
        app.db,
        request.signedInUser.id,
        request.body.confirmEmail,
        app.beforeBusinessDelete,
      );
      for (const id of businessIds) {
        app.customerPageCache.forget(id);
        await app.deletionLedger.record({ kind: 'business', id });
      }
      await app.deletionLedger.record({ kind: 'user', id: request.signedInUser.id });
      await app.scrubDeleted();
      // The sessions are gone with the user; this clears the browser's cookie.
      request.sessionToken = null;
      await signOut(app, request, reply);
      return { deletedBusinesses: businessIds.length };
    },
  );

  function readTransaction(request: FastifyRequest): { tx: SignInTransaction } | { problem: string } {
    const raw = request.cookies[TX_COOKIE];
    if (!raw) return { problem: 'no sign-in transaction cookie' };
    const unsigned = request.unsignCookie(raw);
    if (!unsigned.valid || !unsigned.value) return { problem: 'transaction cookie not validly signed' };
    const parsed = transactionSchema.safeParse(parseJson(unsigned.value));
    if (!parsed.success) return { problem: 'transaction cookie malformed' };
    if (Date.now() - parsed.data.createdAt > TX_MAX_AGE_S * 1000) return { problem: 'transaction expired' };
    return { tx: parsed.data };
  }
};

const transactionSchema = z.object({
  verifier: z.string().min(1),
  state: z.string().min(1),
  nonce: z.string().min(1),
  createdAt: z.number(),
});

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Only our own pages or a typed address may sign a user out by GET: an `<img>` on a
 * sibling subdomain is `same-site`, not `same-origin`. Without Fetch Metadata (old browsers), a
 * Referer from elsewhere refuses; no Referer at all is a typed address or a bookmark.
 */
function isOwnNavigation(headers: FastifyRequest['headers'], ownOrigin: string) {
  const site = headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin' || site === 'none';
  const referer = headers.referer;
  if (typeof referer !== 'string' || referer === '') return true;
  return URL.canParse(referer) && new URL(referer).origin === ownOrigin;
}
