// Billing, one file per part: the subscription, its seats and the provider's portal, and the demo
// checkout of the embedded default.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { demoCheckoutRoutes } from './demo-checkout-routes';
import { seatRoutes } from './seat-routes';
import { subscriptionRoutes } from './subscription-routes';

/** The subscription and its seats. */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(subscriptionRoutes);
  await app.register(seatRoutes);
  await app.register(demoCheckoutRoutes);
};
