import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachment } from '#server/lib/csv.ts';
import { errorAnswers } from '#server/plugins/error-answers.ts';
import { businessParamsSchema } from '#shared/schemas/businesses.ts';
import { deleteBusinessSchema } from '#shared/schemas/privacy.ts';
import { deleteBusiness } from './deletion';
import { exportBusiness } from './export';

// Exports read every row of a business: a few per minute per caller is plenty.
const downloadLimit = { max: 10, timeWindow: '1 minute' };
const deleteLimit = { max: 10, timeWindow: '1 minute' };

/** The owner's data: the export, and deleting a business. */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/businesses/:id/export',
    {
      config: { access: 'owner', rateLimit: downloadLimit, fileDownload: 'application/zip' },
      schema: {
        operationId: 'exportBusinessData',
        summary: "Download all of a business's data (ZIP)",
        params: businessParamsSchema,
        response: { ...errorAnswers.owner },
      },
    },
    async (request, reply) => {
      const { name, stream } = await exportBusiness(app.db, request.business.id);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', attachment(name))
        .header('cache-control', 'no-store')
        .send(stream as never);
    },
  );

  app.delete(
    '/api/businesses/:id',
    {
      config: { access: 'owner', rateLimit: deleteLimit, whileSuspended: true },
      schema: {
        operationId: 'deleteBusiness',
        summary: 'Delete a business and all its data',
        params: businessParamsSchema,
        body: deleteBusinessSchema,
        response: { 204: z.undefined(), ...errorAnswers.owner },
      },
    },
    async (request, reply) => {
      await deleteBusiness(app.db, request.business.id, request.body.confirmName, app.beforeBusinessDelete);
      await app.businessDeleted(request.business.id);
      return reply.code(204).send(undefined);
    },
  );
};
