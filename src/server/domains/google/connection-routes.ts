import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loggableError } from '#server/lib/log-safety.ts';
import { errorAnswers } from '#server/plugins/error-answers.ts';
import { businessParamsSchema } from '#shared/schemas/businesses.ts';
import { googleStatusSchema, liveRatingSchema } from '#shared/schemas/google.ts';
import { liveRating } from './live-rating';
import { disconnect, type GoogleDeps, googleStatus, requestSync } from './service';

// A sync reads every changed review at Google: a few a minute per caller keep within Google's quota.
const syncLimit = { max: 3, timeWindow: '1 minute', keyGenerator: (r: FastifyRequest) => r.user?.id ?? r.ip };

/** The connection's state, the live rating, disconnecting and reading the reviews now. */
export const connectionRoutes: FastifyPluginAsyncZod<{ deps: GoogleDeps }> = async (app, { deps }) => {
  app.get(
    '/api/businesses/:id/google',
    {
      config: { access: 'member', token: 'read' },
      schema: {
        operationId: 'getGoogleConnection',
        summary: "The business's Google Business Profile connection",
        params: businessParamsSchema,
        response: { 200: googleStatusSchema, ...errorAnswers.member },
      },
    },
    async (request) => googleStatus(app.db, deps, request.business.id),
  );

  app.get(
    '/api/businesses/:id/google/rating',
    {
      config: { access: 'member', token: 'read' },
      schema: {
        operationId: 'getGoogleRating',
        summary: "The business's Google rating and review count now (Places; shown, never stored)",
        params: businessParamsSchema,
        response: { 200: liveRatingSchema, ...errorAnswers.member },
      },
    },
    async (request) => liveRating(app.db, app.places, request.business.id),
  );

  app.post(
    '/api/businesses/:id/google/disconnect',
    {
      config: { access: 'owner' },
      schema: {
        operationId: 'disconnectGoogle',
        summary: 'Disconnect the Business Profile: revoke the token at Google and forget its reviews',
        params: businessParamsSchema,
        response: { 204: z.null(), ...errorAnswers.owner },
      },
    },
    async (request, reply) => {
      await disconnect(app.db, deps, request.business.id, request.signedInUser.id, (err) =>
        request.log.warn({ err: loggableError(err) }, 'could not revoke the Google token'),
      );
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/businesses/:id/google/sync',
    {
      config: { access: 'owner', rateLimit: syncLimit },
      schema: {
        operationId: 'syncGoogleReviews',
        summary: 'Read the reviews from Google now',
        params: businessParamsSchema,
        response: { 202: z.null(), ...errorAnswers.owner },
      },
    },
    async (request, reply) => {
      await requestSync(app.db, request.business.id);
      return reply.code(202).send(null);
    },
  );
};
