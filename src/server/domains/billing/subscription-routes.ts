import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers } from '#server/plugins/error-answers.ts';
import {
  businessIdBodySchema,
  businessIdQuerySchema,
  checkoutResponseSchema,
  createSubscriptionSchema,
  subscriptionSchema,
} from '#shared/schemas/billing.ts';
import { setCancelAtPeriodEnd, startCheckout } from './service';
import { readSubscription } from './status';

// Owners change billing rarely; a loop of clicks or a script meets a wall long before Stripe's.
const writeLimit = {
  max: 30,
  timeWindow: '1 minute',
  keyGenerator: (req: { ip: string; user?: { id: string } | null }) => req.user?.id ?? req.ip,
};

/** The subscription: its state, starting it, cancelling and resuming it. */
export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const billing = app.billing;
  const noContent = { 204: z.null(), ...errorAnswers.public };

  app.get(
    '/api/subscription/status',
    {
      config: { access: 'member' },
      schema: {
        operationId: 'getSubscriptionStatus',
        summary: "A business's plan: trial, active, cancelling or lapsed, with seats",
        querystring: businessIdQuerySchema,
        response: { 200: subscriptionSchema, ...errorAnswers.member },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return readSubscription(app.db, request.business.id, billing.kind);
    },
  );

  app.post(
    '/api/subscription/create',
    {
      config: { access: 'owner', rateLimit: writeLimit, whileSuspended: true },
      schema: {
        operationId: 'createSubscription',
        summary: 'Start a subscription (returns the checkout link)',
        body: createSubscriptionSchema,
        response: { 200: checkoutResponseSchema, ...errorAnswers.owner },
      },
    },
    async (request) => {
      const { url } = await startCheckout(app.db, billing, request.business.id, request.body.extraSeats);
      return { checkoutUrl: url };
    },
  );

  app.post(
    '/api/subscription/cancel',
    {
      config: { access: 'owner', rateLimit: writeLimit, whileSuspended: true },
      schema: {
        operationId: 'cancelSubscription',
        summary: 'Cancel at the end of the paid period',
        body: businessIdBodySchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await setCancelAtPeriodEnd(app.db, billing, request.business.id, true);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/subscription/resume',
    {
      config: { access: 'owner', rateLimit: writeLimit, whileSuspended: true },
      schema: {
        operationId: 'resumeSubscription',
        summary: 'Resume a subscription set to cancel',
        body: businessIdBodySchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await setCancelAtPeriodEnd(app.db, billing, request.business.id, false);
      return reply.code(204).send(null);
    },
  );
};
