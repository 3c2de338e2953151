import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '#server/plugins/error-answers.ts';
import { businessParamsSchema } from '#shared/schemas/businesses.ts';
import { retentionBodySchema } from '#shared/schemas/feedback.ts';
import { setRetention } from './service';

/** How long the location keeps its feedback. */
export const retentionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/api/businesses/:id/retention',
    {
      config: { access: 'owner' },
      schema: {
        operationId: 'setFeedbackRetention',
        summary: 'Set how long feedback is kept',
        params: businessParamsSchema,
        body: retentionBodySchema,
        response: { 200: retentionBodySchema, ...errorAnswers.owner },
      },
    },
    async (request) => setRetention(app.db, request.business.id, request.body.feedbackRetention),
  );
};
