import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalid, notFound } from '#server/lib/domain-errors.ts';
import { errorAnswers } from '#server/plugins/error-answers.ts';
import { monthlyTotalCents } from '#shared/lib/plan.ts';
import {
  businessIdBodySchema,
  businessIdQuerySchema,
  checkoutResponseSchema,
  createSubscriptionSchema,
  demoCheckoutPaySchema,
  demoCheckoutQuerySchema,
  demoCheckoutSchema,
  portalResponseSchema,
  subscriptionSchema,
  updateSeatsSchema,
} from '#shared/schemas/billing.ts';
import type { DemoBilling } from './demo-billing';
import {
  changeSeats,
  checkoutBusiness,
  completeDemoCheckout,
  portalUrl,
  setCancelAtPeriodEnd,
  startCheckout,
} from './service';
import { readSubscription } from './status';

// Owners change billing rarely; a loop of clicks or a script meets a wall long before Stripe's.
const writeLimit = {
  max: 30,
  timeWindow: '1 minute',
  keyGenerator: (req: { ip: string; user?: { id: string } | null }) => req.user?.id ?? req.ip,
};

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
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

  app.post(
    '/api/subscription/seats',
    {
      config: { access: 'owner', rateLimit: writeLimit, whileSuspended: true },
      schema: {
        operationId: 'changeSeats',
        summary: 'Change the number of paid extra seats',
        body: updateSeatsSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await changeSeats(app.db, billing, request.business.id, request.body.extraSeats);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/subscription/portal',
    {
      config: { access: 'owner', rateLimit: writeLimit, whileSuspended: true },
      schema: {
        operationId: 'openBillingPortal',
        summary: "Open the billing provider's customer portal",
        body: businessIdBodySchema,
        response: { 200: portalResponseSchema, ...errorAnswers.owner },
      },
    },
    async (request) =>
      portalUrl(app.db, billing, request.business.id, `${app.config.publicUrl}/dashboard?section=billing`),
  );

  // The demo checkout page (embedded default only): what is being bought, and the Pay button.
  app.get(
    '/api/billing/demo-checkout',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'getDemoCheckout',
        summary: 'The demo checkout page data (no card is charged)',
        querystring: demoCheckoutQuerySchema,
        response: { 200: demoCheckoutSchema, ...errorAnswers.user },
      },
    },
    async (request) => {
      const demo = demoOnly(billing);
      const checkout = demo.readToken(request.query.token);
      const business = await checkoutBusiness(app.db, checkout.businessId);
      if (!business || business.ownerId !== request.signedInUser.id)
        throw notFound('This checkout is not yours.');
      return {
        businessId: business.id,
        businessName: business.name,
        extraSeats: checkout.extraSeats,
        monthlyTotalCents: monthlyTotalCents(checkout.extraSeats),
        firstChargeAt: new Date(Math.max(Date.now(), checkout.trialEnd?.getTime() ?? 0)).toISOString(),
      };
    },
  );

  app.post(
    '/api/billing/demo-checkout',
    {
      config: { access: 'user', rateLimit: writeLimit },
      schema: {
        operationId: 'payDemoCheckout',
        summary: 'Pay in the demo checkout (no card is charged)',
        body: demoCheckoutPaySchema,
        response: { 200: z.object({ businessId: z.string() }), ...errorAnswers.user },
      },
    },
    async (request) =>
      completeDemoCheckout(app.db, demoOnly(billing), request.body.token, request.signedInUser.id),
  );
};

function demoOnly(billing: unknown): DemoBilling {
  const demo = billing as DemoBilling;
  if (demo.kind !== 'demo')
    throw invalid('Demo checkout is off: this server bills through Stripe.', 'NOT_DEMO');
  return demo;
}
