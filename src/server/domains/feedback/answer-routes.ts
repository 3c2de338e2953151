import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '#server/plugins/error-answers.ts';
import { businessParamsSchema } from '#shared/schemas/businesses.ts';
import {
  answerRequestSchema,
  answerSettingsSchema,
  feedbackAnswerSchema,
  feedbackItemParamsSchema,
} from '#shared/schemas/feedback.ts';
import { type AnswerDeps, answerFeedback, setAnswerSettings } from './answers';

/** Answering a customer's feedback by e-mail, and who on the team may. */
export const answerRoutes: FastifyPluginAsyncZod = async (app) => {
  const answerDeps: AnswerDeps = {
    keys: app.invitations.keys,
    publicUrl: app.config.publicUrl,
    perDay: app.config.answers.perDay,
  };

  // The service decides for members: the owner's switch says whether they may answer.
  app.post(
    '/api/businesses/:id/feedback/:feedbackId/answers',
    {
      config: { access: 'member', token: 'write' },
      schema: {
        operationId: 'answerFeedback',
        summary: 'Answer a private feedback by e-mail, or send its one follow-up',
        description:
          "The customer receives it from this service's sender, with Reply-To the owner's address, quoting what they wrote.",
        params: feedbackItemParamsSchema,
        body: answerRequestSchema,
        response: { 201: feedbackAnswerSchema, ...errorAnswers.member },
      },
    },
    async (request, reply) => {
      const answer = await answerFeedback(app.db, answerDeps, {
        businessId: request.business.id,
        role: request.business.role,
        userId: request.signedInUser.id,
        feedbackId: request.params.feedbackId,
        text: request.body.text,
        followUp: request.body.followUp,
      });
      return reply.code(201).send(answer);
    },
  );

  app.put(
    '/api/businesses/:id/feedback/answer-settings',
    {
      config: { access: 'owner' },
      schema: {
        operationId: 'setAnswerSettings',
        summary: 'Whether team members may answer private feedback by e-mail',
        params: businessParamsSchema,
        body: answerSettingsSchema,
        response: { 200: answerSettingsSchema, ...errorAnswers.owner },
      },
    },
    async (request) => setAnswerSettings(app.db, request.business.id, request.body.membersMayAnswer),
  );
};
