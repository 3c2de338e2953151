import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalid, notFound } from '#server/lib/domain-errors.ts';
import { errorAnswers } from '#server/plugins/error-answers.ts';
import { monthlyTotalCents } from '#shared/lib/plan.ts';
import {
  demoCheckoutPaySchema,
  demoCheckoutQuerySchema,
  demoCheckoutSchema,
} from '#shared/schemas/billing.ts';
import type { DemoBilling } from './demo-billing';
import { checkoutBusiness, completeDemoCheckout } from './service';

// Owners change billing rarely; a loop of clicks or a script meets a wall long before Stripe's.
const writeLimit = {
  max: 30,
  timeWindow: '1 minute',
  keyGenerator: (req: { ip: string; user?: { id: string } | null }) => req.user?.id ?? req.ip,
};

/** The demo checkout that stands in for the payment provider on the embedded default. */
export const demoCheckoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const billing = app.billing;

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
