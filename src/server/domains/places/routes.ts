import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { upstreamFailed } from '#server/lib/domain-errors.ts';
import { errorAnswers } from '#server/plugins/error-answers.ts';
import { PLACES_UNAVAILABLE_MESSAGE } from '#shared/lib/places.ts';
import { placeSearchQuerySchema, placeSearchResponseSchema } from '#shared/schemas/places.ts';
import { PlacesUnavailableError } from './places-provider';
import { markRegistered } from './service';

export const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/places/search',
    {
      config: {
        access: 'user',
        // Per user: a person typing makes a search every 400 ms at most; this leaves room and stops scripts.
        rateLimit: { max: 60, timeWindow: '1 minute', keyGenerator: (req) => req.user?.id ?? req.ip },
      },
      schema: {
        operationId: 'searchPlaces',
        summary: 'Search Google Places for a business to register',
        querystring: placeSearchQuerySchema,
        response: { 200: placeSearchResponseSchema, ...errorAnswers.user },
      },
    },
    async (request) => {
      try {
        const places = await app.places.search(request.query.query);
        return markRegistered(
          app.db,
          request.signedInUser.id,
          places.map(({ googleReviewUrl: _omit, ...place }) => place),
        );
      } catch (err) {
        if (err instanceof PlacesUnavailableError)
          throw upstreamFailed(PLACES_UNAVAILABLE_MESSAGE, 'PLACES_UNAVAILABLE');
        throw err;
      }
    },
  );
};
