import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '#server/lib/domain-errors.ts';
import { errorAnswers } from '#server/plugins/error-answers.ts';
import {
  businessParamsSchema,
  businessSettingsSchema,
  publicBusinessSchema,
  updateBusinessSchema,
} from '#shared/schemas/businesses.ts';
import { findBusiness } from './service';
import { changeTimeZone } from './time-zone-change';

/** One business: read by its team, changed by its owner. */
export const oneBusinessRoutes: FastifyPluginAsyncZod = async (app) => {
  // Public: the rating page of any printed QR code needs it, so it answers only five fields.
  app.get(
    '/api/businesses/:id',
    {
      config: { access: 'public', rateLimit: { max: 300, timeWindow: '1 minute' }, token: 'read' },
      schema: {
        operationId: 'getBusiness',
        summary: "A business's public details (name, address, review link)",
        params: businessParamsSchema,
        response: { 200: publicBusinessSchema, ...errorAnswers.public },
      },
    },
    async (request) => {
      const business = await findBusiness(app.db, request.business.id);
      // A page the operator took down is not found here either.
      if (!business || business.pageTakenDown) throw notFound('Business not found', 'BUSINESS_NOT_FOUND');
      return business;
    },
  );

  // Owner only: the zone its days, weeks and months are counted in. History moves with it.
  app.patch(
    '/api/businesses/:id',
    {
      config: { access: 'owner', token: 'write' },
      schema: {
        operationId: 'updateBusiness',
        summary: "Change a business's settings: its time zone",
        params: businessParamsSchema,
        body: updateBusinessSchema,
        response: { 200: businessSettingsSchema, ...errorAnswers.owner },
      },
    },
    async (request) => changeTimeZone(app.db, request.business.id, request.body.timeZone),
  );
};
