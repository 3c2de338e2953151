import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '#server/plugins/error-answers.ts';
import { analyticsSchema, todaySchema } from '#shared/schemas/analytics.ts';
import { businessParamsSchema } from '#shared/schemas/businesses.ts';
import { getAnalytics } from './service';
import { getToday } from './today';

/** Owner and members read the figures: a plain read of the rollups. */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/businesses/:id/analytics',
    {
      config: { access: 'member', token: 'read' },
      schema: {
        operationId: 'getAnalytics',
        summary: 'Scans, ratings, outcomes and per-member figures of a business',
        params: businessParamsSchema,
        response: { 200: analyticsSchema, ...errorAnswers.member },
      },
    },
    async (request) =>
      getAnalytics(app.db, request.business.id, new Date(), {
        userId: request.signedInUser.id,
        role: request.business.role ?? 'member',
      }),
  );

  app.get(
    '/api/businesses/:id/today',
    {
      config: { access: 'member', token: 'read' },
      schema: {
        operationId: 'getToday',
        summary: "Today so far: scans, ratings, feedback, reviews to answer and the caller's own count",
        params: businessParamsSchema,
        response: { 200: todaySchema, ...errorAnswers.member },
      },
    },
    async (request) =>
      getToday(app.db, {
        businessId: request.business.id,
        userId: request.signedInUser.id,
        role: request.business.role ?? 'member',
      }),
  );
};
