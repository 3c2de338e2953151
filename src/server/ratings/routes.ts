import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { businessParamsSchema } from '../../shared/businesses';
import { errorSchema } from '../../shared/errors';
import {
  feedbackRequestSchema,
  rateRequestSchema,
  rateResponseSchema,
  scanResponseSchema,
} from '../../shared/ratings';
import { scanRequestSchema } from '../../shared/staff';
import { deviceTypeOf, isBot } from './device';
import { rateScan, recordScan, submitFeedback } from './service';

const errors = { 400: errorSchema, 404: errorSchema, 409: errorSchema, 429: errorSchema };

// Per IP, generous: a busy shop's customers often share one Wi-Fi address. A script still hits the wall.
export const customerLimits = {
  scan: { max: 120, timeWindow: '1 minute' },
  rating: { max: 60, timeWindow: '1 minute' },
  feedback: { max: 20, timeWindow: '1 minute' },
};

export const deviceOf = (request: FastifyRequest) =>
  deviceTypeOf(request.headers['user-agent'], request.headers['sec-ch-ua-mobile']);

export const ratingApiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/businesses/:id/scan',
    {
      config: { access: 'public', rateLimit: customerLimits.scan },
      schema: {
        params: businessParamsSchema,
        body: scanRequestSchema,
        response: { 201: scanResponseSchema, 204: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      // Crawlers and link previews are not customers: nothing is recorded.
      if (isBot(request.headers['user-agent'])) return reply.code(204).send(undefined);
      const result = await recordScan(app.db, {
        businessId: request.params.id,
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
        params: businessParamsSchema,
        body: rateRequestSchema,
        response: { 200: rateResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { outcome, redirectUrl } = await rateScan(app.db, {
        businessId: request.params.id,
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
        params: businessParamsSchema,
        body: feedbackRequestSchema,
        response: { 201: z.object({ id: z.string(), rating: z.number() }), ...errors },
      },
    },
    async (request, reply) => {
      const saved = await submitFeedback(app.db, { businessId: request.params.id, ...request.body });
      return reply.code(201).send(saved);
    },
  );
};
