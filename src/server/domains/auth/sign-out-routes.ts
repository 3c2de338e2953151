import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers } from '#server/plugins/error-answers.ts';
import type { GoogleSignIn } from './google-oidc';
import { signOut } from './session-plugin';

/** Signing out: by the app's button, or by navigating to /api/logout. */
export const signOutRoutes: FastifyPluginAsyncZod<{ google: GoogleSignIn | null }> = async (app) => {
  const ownOrigin = new URL(app.config.publicUrl).origin;

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
};

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
