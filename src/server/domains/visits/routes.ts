import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerLimits } from '#server/plugins/customer-limits.ts';
import { errorAnswers } from '#server/plugins/error-answers.ts';
import { businessParamsSchema } from '#shared/schemas/businesses.ts';
import { scanRequestSchema } from '#shared/schemas/staff.ts';
import { rateRequestSchema, rateResponseSchema, scanResponseSchema } from '#shared/schemas/visits.ts';
import { deviceTypeOf, isBot } from './device';
import { rateScan, recordScan } from './rate-visit';
import { overVisitBudget } from './visit-budget';

export const deviceOf = (request: FastifyRequest) =>
  deviceTypeOf(request.headers['user-agent'], request.headers['sec-ch-ua-mobile']);

export const ratingApiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/businesses/:id/scan',
    {
      config: { access: 'public', rateLimit: customerLimits.scan },
      schema: {
        operationId: 'recordScan',
        summary: 'Record a QR code scan (a customer opened the rating page)',
        params: businessParamsSchema,
        body: scanRequestSchema,
        response: { 201: scanResponseSchema, 204: z.undefined(), ...errorAnswers.public },
      },
    },
    async (request, reply) => {
      // Crawlers and link previews are not customers: nothing is recorded.
      if (isBot(request.headers['user-agent'])) return reply.code(204).send(undefined);
      if (!(await app.visitBudget.spend(request, ['scan']))) throw overVisitBudget();
      const result = await recordScan(app.db, {
        businessId: request.business.id,
        deviceType: deviceOf(request),
        staffRef: request.body?.staff,
        channel: request.body?.channel,
      });
      app.metrics?.scans.inc();
      return reply.code(201).send(result);
    },
  );

  app.post(
    '/api/businesses/:id/ratings',
    {
      config: { access: 'public', rateLimit: customerLimits.rating },
      schema: {
        operationId: 'recordRating',
        summary: "Record a customer's star rating and get where to go next",
        params: businessParamsSchema,
        body: rateRequestSchema,
        response: { 200: rateResponseSchema, ...errorAnswers.public },
      },
    },
    async (request) => {
      // A rating without a scan id makes its own scan, and so does one through an invitation.
      const ownScan = !request.body.scanId || request.body.invitation !== undefined;
      const spends = ownScan ? (['rating', 'scan'] as const) : (['rating'] as const);
      if (!(await app.visitBudget.spend(request, [...spends]))) throw overVisitBudget();
      const { scanId: _scanId, ...answer } = await rateScan(app.db, {
        businessId: request.business.id,
        rating: request.body.rating,
        scanId: request.body.scanId,
        staffRef: request.body.staff,
        channel: request.body.channel,
        deviceType: deviceOf(request),
        userAgent: request.headers['user-agent'],
        invitation: request.body.invitation
          ? { token: request.body.invitation, keys: app.invitations.keys }
          : undefined,
      });
      app.metrics?.ratings.inc({ outcome: answer.outcome });
      if (ownScan) app.metrics?.scans.inc(); // the rating made its own scan
      return answer;
    },
  );
};
