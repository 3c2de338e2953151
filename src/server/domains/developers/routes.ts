// Developers' routes, one file per part: personal access tokens, webhook endpoints, and their deliveries.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deliveryRoutes } from './delivery-routes';
import type { OutboxDeps } from './outbox';
import { tokenRoutes } from './token-routes';
import { webhookEndpointRoutes } from './webhook-endpoint-routes';

/** Personal access tokens and webhooks, managed by the signed-in owner in Developers. */
export const developerRoutes: FastifyPluginAsyncZod<{ deps: OutboxDeps }> = async (app, opts) => {
  await app.register(tokenRoutes, opts);
  await app.register(webhookEndpointRoutes, opts);
  await app.register(deliveryRoutes, opts);
};
