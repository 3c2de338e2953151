import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '#server/plugins/error-answers.ts';
import { businessParamsSchema } from '#shared/schemas/businesses.ts';
import { qrCustomizationSchema, saveQrCustomizationSchema } from '#shared/schemas/qr.ts';
import { getQrCustomization, saveQrCustomization } from './service';

// A 2 MB image is about 2.7 MB as base64; the rest of the body is a few hundred bytes.
const SAVE_BODY_LIMIT = 3 * 1024 * 1024;

export const qrRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/businesses/:id/qr-customization',
    {
      config: { access: 'member', token: 'read' },
      schema: {
        operationId: 'getQrCustomization',
        summary: 'The phone screen template',
        params: businessParamsSchema,
        response: { 200: qrCustomizationSchema, ...errorAnswers.member },
      },
    },
    async (request) => getQrCustomization(app.db, request.business.id),
  );

  app.post(
    '/api/businesses/:id/qr-customization',
    {
      bodyLimit: SAVE_BODY_LIMIT,
      config: { access: 'owner', rateLimit: { max: 30, timeWindow: '1 minute' }, token: 'write' },
      schema: {
        operationId: 'saveQrCustomization',
        summary: 'Save the phone screen template',
        params: businessParamsSchema,
        body: saveQrCustomizationSchema,
        response: { 200: qrCustomizationSchema, ...errorAnswers.owner },
      },
    },
    async (request) => saveQrCustomization(app.db, request.business.id, request.body),
  );
};
