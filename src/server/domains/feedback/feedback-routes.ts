import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerLimits } from '#server/plugins/customer-limits.ts';
import { errorAnswers } from '#server/plugins/error-answers.ts';
import { businessParamsSchema } from '#shared/schemas/businesses.ts';
import { feedbackListSchema, feedbackRequestSchema } from '#shared/schemas/feedback.ts';
import { latestFeedbackFor, submitFeedback } from './service';

/** A customer's private feedback, and the location's feedback list. */
export const feedbackEntryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/businesses/:id/feedback',
    {
      config: { access: 'public', rateLimit: customerLimits.feedback },
      schema: {
        operationId: 'submitFeedback',
        summary: "Send a customer's private feedback",
        params: businessParamsSchema,
        body: feedbackRequestSchema,
        response: { 201: z.object({ id: z.string(), rating: z.number() }), ...errorAnswers.public },
      },
    },
    async (request, reply) => {
      const saved = await submitFeedback(
        app.db,
        { businessId: request.business.id, ...request.body },
        app.proveAddress,
      );
      return reply.code(201).send(saved);
    },
  );

  app.get(
    '/api/businesses/:id/feedback',
    {
      config: { access: 'member', token: 'read' },
      schema: {
        operationId: 'listLatestFeedback',
        summary: 'The latest private feedback of a business',
        params: businessParamsSchema,
        response: { 200: feedbackListSchema, ...errorAnswers.member },
      },
    },
    async (request) => latestFeedbackFor(app.db, request.business.id, request.business.role),
  );
};
