import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '#server/plugins/error-answers.ts';
import { businessSchema, registerBusinessSchema } from '#shared/schemas/businesses.ts';
import { registerBusiness } from './registration';
import { toBusiness } from './service';

/** Registering a business found through the places search. */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/businesses',
    {
      config: { access: 'user', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        operationId: 'registerBusiness',
        summary: 'Register a business (or another location) from a places search result',
        body: registerBusinessSchema,
        response: { 201: businessSchema, ...errorAnswers.user },
      },
    },
    async (request, reply) => {
      const business = await registerBusiness(
        app.db,
        app.places,
        request.signedInUser.id,
        request.body,
        app.mail,
      );
      return reply.code(201).send(toBusiness(business));
    },
  );
};
