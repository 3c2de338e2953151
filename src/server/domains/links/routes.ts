import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '#server/plugins/error-answers.ts';
import { businessParamsSchema } from '#shared/schemas/businesses.ts';
import { shortLinkRequestSchema, shortLinkSchema } from '#shared/schemas/links.ts';
import { shortLinkFor } from './service';

/** A member's short credited link for one channel; `/r/{code}` itself is a customer page. */
export const shortLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/businesses/:id/short-links',
    {
      config: { access: 'member', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        operationId: 'createShortLink',
        summary: "A short link to the caller's own credited rating page, for one channel, valid 30 days",
        params: businessParamsSchema,
        body: shortLinkRequestSchema,
        response: { 201: shortLinkSchema, ...errorAnswers.member },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await shortLinkFor(app.db, {
          key: app.shortLinkKey,
          publicUrl: app.config.publicUrl,
          businessId: request.business.id,
          userId: request.signedInUser.id,
          channel: request.body.channel,
        }),
      ),
  );
};
