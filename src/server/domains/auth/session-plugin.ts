import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '#server/config.ts';
import type { UserRow } from '#server/db/tables/auth.ts';
import { createSession, deleteSession, findSessionUser } from '#server/domains/auth/sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
    sessionToken: string | null;
    /** When this session's sign-in happened: an operator's action needs a recent one. */
    signedInAt: Date | null;
  }
}

function sessionCookieName(config: Config) {
  // The __Host- prefix pins the cookie to our exact origin, but browsers accept it only over https.
  return config.secureCookies ? '__Host-sid' : 'sid';
}

function sessionCookieOptions(config: Config, expires?: Date) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.secureCookies,
    ...(expires ? { expires } : {}),
  };
}

/**
 * Starts a new session (a new token at every sign-in) and sets its cookie. The browser's previous
 * session ends with it: its cookie is about to be overwritten, and a token nobody holds any more
 * should not stay valid for the rest of its 60 days.
 */
export async function signIn(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
) {
  const previous = request.sessionToken;
  const { token, expiresAt } = await app.db.transaction(async (tx) => {
    if (previous) await deleteSession(tx, previous);
    return createSession(tx, userId);
  });
  reply.setCookie(sessionCookieName(app.config), token, sessionCookieOptions(app.config, expiresAt));
}

export async function signOut(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  if (request.sessionToken) await deleteSession(app.db, request.sessionToken);
  reply.clearCookie(sessionCookieName(app.config), sessionCookieOptions(app.config));
}

export const sessionPlugin = fp(async (app: FastifyInstance) => {
  const name = sessionCookieName(app.config);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.decorateRequest('signedInAt', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[name];
    // Anything but a 43-character base64url token cannot be ours; skip the query.
    if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return;
    const found = await findSessionUser(app.db, token);
    if (found) {
      request.user = found.user;
      request.sessionToken = token;
      request.signedInAt = found.session.createdAt;
    }
  });
  // What a signed-in person is answered is theirs alone: no browser or proxy may keep a copy.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.user && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
});
