import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '#server/plugins/error-answers.ts';
import { businessSchema } from '#shared/schemas/businesses.ts';
import { claimableSchema, claimBodySchema } from '#shared/schemas/google.ts';
import { popupLimit } from './connect-callback';
import { claimablePlaces, claimPlaceAsOwner, type GoogleDeps } from './service';

/** Claiming a place as its verified owner on Google. */
export const claimRoutes: FastifyPluginAsyncZod<{ deps: GoogleDeps }> = async (app) => {
  app.get(
    '/api/google/claimable',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'listClaimablePlaces',
        summary:
          "Places the caller's connected profile manages that someone else registered without verification",
        response: { 200: claimableSchema, ...errorAnswers.user },
      },
    },
    async (request) => claimablePlaces(app.db, request.signedInUser.id),
  );

  app.post(
    '/api/businesses/claim',
    {
      config: { access: 'user', rateLimit: popupLimit },
      schema: {
        operationId: 'claimPlace',
        summary: 'Claim a place as its verified owner on Google (it moves from an unverified registration)',
        body: claimBodySchema,
        response: { 201: businessSchema, ...errorAnswers.user },
      },
    },
    async (request, reply) => {
      const business = await claimPlaceAsOwner(
        app.db,
        app.mail,
        request.signedInUser.id,
        request.body.placeId,
      );
      return reply.code(201).send(business);
    },
  );
};
