import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '#server/plugins/error-answers.ts';
import { businessParamsSchema } from '#shared/schemas/businesses.ts';
import { replyTemplatesSchema } from '#shared/schemas/google.ts';
import { type GoogleDeps, replyTemplates, saveReplyTemplates } from './service';

/** The owner's saved replies, for 1–3 and 4–5 stars. */
export const replyTemplateRoutes: FastifyPluginAsyncZod<{ deps: GoogleDeps }> = async (app) => {
  app.get(
    '/api/businesses/:id/google/reply-templates',
    {
      config: { access: 'owner' },
      schema: {
        operationId: 'getReplyTemplates',
        summary: "The owner's saved replies, for 1–3 and 4–5 stars",
        params: businessParamsSchema,
        response: { 200: replyTemplatesSchema, ...errorAnswers.owner },
      },
    },
    async (request) => replyTemplates(app.db, request.business.id),
  );

  app.put(
    '/api/businesses/:id/google/reply-templates',
    {
      config: { access: 'owner' },
      schema: {
        operationId: 'saveReplyTemplates',
        summary: 'Save the replies for 1–3 and 4–5 stars ({first name} is the reviewer’s)',
        params: businessParamsSchema,
        body: replyTemplatesSchema,
        response: { 200: replyTemplatesSchema, ...errorAnswers.owner },
      },
    },
    async (request) => saveReplyTemplates(app.db, request.business.id, request.body),
  );
};
