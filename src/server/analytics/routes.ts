import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { feedbackStaffNames } from '#server/staff/service.ts';
import { analyticsSchema, feedbackListSchema } from '#shared/analytics.ts';
import { businessParamsSchema } from '#shared/businesses.ts';
import { errorSchema } from '#shared/errors.ts';
import { getAnalytics, listFeedback } from './service';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** Owner and members read the figures and the feedback inbox; both are plain reads. */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/businesses/:id/analytics',
    {
      config: { access: 'member' },
      schema: {
        summary: 'Scans, ratings, outcomes and per-member figures of a business',
        params: businessParamsSchema,
        response: { 200: analyticsSchema, ...errors },
      },
    },
    async (request) =>
      getAnalytics(app.db, request.business.id, new Date(), {
        userId: request.signedInUser.id,
        role: request.business.role ?? 'member',
      }),
  );

  app.get(
    '/api/businesses/:id/feedback',
    {
      config: { access: 'member' },
      schema: {
        summary: 'The latest private feedback of a business',
        params: businessParamsSchema,
        response: { 200: feedbackListSchema, ...errors },
      },
    },
    async (request) => {
      const items = await listFeedback(app.db, request.business.id);
      // Whose QR brought each item is for the owner only (issue 14).
      if (request.business.role !== 'owner') return items;
      const names = await feedbackStaffNames(
        app.db,
        request.business.id,
        items.map((i) => i.id),
      );
      return items.map((i) => ({ ...i, staffName: names.get(i.id) ?? null }));
    },
  );
};
