import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '#server/plugins/error-answers.ts';
import { businessParamsSchema } from '#shared/schemas/businesses.ts';
import { connectResponseSchema } from '#shared/schemas/google.ts';
import { popupLimit, TX_COOKIE, txCookieOptions } from './connect-callback';
import type { GoogleDeps } from './service';

/** Connecting the profile starts here: the popup opens Google's consent screen. */
export const connectRoutes: FastifyPluginAsyncZod<{ deps: GoogleDeps }> = async (app, { deps }) => {
  const redirectUri = `${app.config.publicUrl}/api/google/callback`;
  const txCookie = txCookieOptions(app.config.secureCookies);

  app.post(
    '/api/businesses/:id/google/connect',
    {
      config: { access: 'owner', rateLimit: popupLimit },
      schema: {
        operationId: 'connectGoogle',
        summary: "Start connecting the business's Google Business Profile (opened in a popup)",
        params: businessParamsSchema,
        response: { 200: connectResponseSchema, ...errorAnswers.owner },
      },
    },
    async (request, reply) => {
      if (!deps.profile) {
        return reply.code(503).send({
          message: 'Google Business Profile is not enabled on this server.',
          code: 'GOOGLE_NOT_ENABLED',
        });
      }
      const tx = {
        state: randomBytes(16).toString('base64url'),
        verifier: randomBytes(32).toString('base64url'),
        businessId: request.business.id,
        userId: request.signedInUser.id,
        createdAt: Date.now(),
      };
      const authorizeUrl = await deps.profile.authorizeUrl({
        redirectUri,
        state: tx.state,
        codeVerifier: tx.verifier,
      });
      reply.setCookie(TX_COOKIE, JSON.stringify(tx), txCookie);
      return { authorizeUrl };
    },
  );
};
