import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers } from '#server/plugins/error-answers.ts';
import { businessParamsSchema } from '#shared/schemas/businesses.ts';
import {
  growthSchema,
  replyBodySchema,
  replySchema,
  reviewParamsSchema,
  reviewsPageSchema,
  reviewsQuerySchema,
} from '#shared/schemas/google.ts';
import { reviewGrowth } from './growth';
import { deleteReply, type GoogleDeps, listReviews, saveReply } from './service';

/** The reviews, the owner's replies to them, and review growth. */
export const reviewRoutes: FastifyPluginAsyncZod<{ deps: GoogleDeps }> = async (app, { deps }) => {
  app.get(
    '/api/businesses/:id/google/reviews',
    {
      config: { access: 'member', token: 'read' },
      schema: {
        operationId: 'listGoogleReviews',
        summary: "The business's Google reviews, newest first, with the owner's replies",
        params: businessParamsSchema,
        querystring: reviewsQuerySchema,
        response: { 200: reviewsPageSchema, ...errorAnswers.member },
      },
    },
    async (request) => listReviews(app.db, request.business.id, request.query),
  );

  app.put(
    '/api/businesses/:id/google/reviews/:reviewId/reply',
    {
      config: { access: 'owner', token: 'write' },
      schema: {
        operationId: 'replyToReview',
        summary: 'Reply to a Google review, or change the reply',
        params: reviewParamsSchema,
        body: replyBodySchema,
        response: { 200: replySchema, ...errorAnswers.owner },
      },
    },
    async (request) =>
      saveReply(app.db, deps, request.business.id, request.params.reviewId, request.body.comment),
  );

  app.delete(
    '/api/businesses/:id/google/reviews/:reviewId/reply',
    {
      config: { access: 'owner', token: 'write' },
      schema: {
        operationId: 'deleteReviewReply',
        summary: 'Delete the reply to a Google review',
        params: reviewParamsSchema,
        response: { 204: z.null(), ...errorAnswers.owner },
      },
    },
    async (request, reply) => {
      await deleteReply(app.db, deps, request.business.id, request.params.reviewId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/businesses/:id/google/growth',
    {
      config: { access: 'member', token: 'read' },
      schema: {
        operationId: 'getReviewGrowth',
        summary: 'Review growth: the profile before and since ReviewTap, and reviews that followed a visit',
        params: businessParamsSchema,
        response: { 200: growthSchema, ...errorAnswers.member },
      },
    },
    async (request) => reviewGrowth(app.db, request.business.id),
  );
};
