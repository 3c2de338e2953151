import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { businessParamsSchema } from '#shared/businesses.ts';
import { errorSchema } from '#shared/errors.ts';
import {
  feedbackRequestSchema,
  rateRequestSchema,
  rateResponseSchema,
  scanResponseSchema,
} from '#shared/ratings.ts';
import { scanRequestSchema } from '#shared/staff.ts';
import { deviceTypeOf, isBot } from './device';
import { rateScan, recordScan, submitFeedback } from './service';
import { overVisitBudget } from './visit-budget';

const errors = { 400: errorSchema, 404: errorSchema, 409: errorSchema, 429: errorSchema };

/**
 * A limit per client address that is tighter for posts without a scan id (issue 12): a real visit
 * scans first, so only scripts and the rare no-JavaScript form post come without one. The two kinds
 * are counted apart.
 */
function perVisitLimit(withScan: number, withoutScan: number) {
  const hasScan = (request: FastifyRequest) =>
    typeof (request.body as { scanId?: unknown } | undefined)?.scanId === 'string';
  return {
    // The body is parsed by then; invalid requests still count.
    hook: 'preValidation' as const,
    withScan,
    withoutScan,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => `${request.ip}|${hasScan(request) ? 'scan' : 'none'}`,
    max: (_request: FastifyRequest, key: string) => (key.endsWith('|scan') ? withScan : withoutScan),
  };
}

// Per IP, generous: a busy shop's customers often share one Wi-Fi address. A script still hits the wall.
export const customerLimits = {
  scan: { max: 120, timeWindow: '1 minute' },
  rating: perVisitLimit(60, 20),
  feedback: perVisitLimit(20, 10),
};

export const deviceOf = (request: FastifyRequest) =>
  deviceTypeOf(request.headers['user-agent'], request.headers['sec-ch-ua-mobile']);

export const ratingApiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/businesses/:id/scan',
    {
      config: { access: 'public', rateLimit: customerLimits.scan },
      schema: {
        summary: 'Record a QR code scan (a customer opened the rating page)',
        params: businessParamsSchema,
        body: scanRequestSchema,
        response: { 201: scanResponseSchema, 204: z.undefined(), ...errors },
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
        summary: "Record a customer's star rating and get where to go next",
        params: businessParamsSchema,
        body: rateRequestSchema,
        response: { 200: rateResponseSchema, ...errors },
      },
    },
    async (request) => {
      // A rating without a scan id makes its own scan.
      const spends = request.body.scanId ? (['rating'] as const) : (['rating', 'scan'] as const);
      if (!(await app.visitBudget.spend(request, [...spends]))) throw overVisitBudget();
      const { outcome, redirectUrl } = await rateScan(app.db, {
        businessId: request.business.id,
        rating: request.body.rating,
        scanId: request.body.scanId,
        staffRef: request.body.staff,
        deviceType: deviceOf(request),
      });
      app.metrics?.ratings.inc({ outcome });
      if (!request.body.scanId) app.metrics?.scans.inc(); // the rating made its own scan
      return { outcome, redirectUrl };
    },
  );

  app.post(
    '/api/businesses/:id/feedback',
    {
      config: { access: 'public', rateLimit: customerLimits.feedback },
      schema: {
        summary: "Send a customer's private feedback",
        params: businessParamsSchema,
        body: feedbackRequestSchema,
        response: { 201: z.object({ id: z.string(), rating: z.number() }), ...errors },
      },
    },
    async (request, reply) => {
      const saved = await submitFeedback(app.db, { businessId: request.business.id, ...request.body });
      return reply.code(201).send(saved);
    },
  );
};
