// The Google Business Profile's routes, one file per use: the connection, connecting it in a popup and
// Google's answer, reviews and replies, saved replies, and claiming a place as its verified owner.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callbackRoutes } from './callback-routes';
import { claimRoutes } from './claim-routes';
import { connectRoutes } from './connect-routes';
import { connectionRoutes } from './connection-routes';
import { replyTemplateRoutes } from './reply-template-routes';
import { reviewRoutes } from './review-routes';
import type { GoogleDeps } from './service';

/** The owner's Google Business Profile, its reviews with replies, and review growth. */
export const googleRoutes: FastifyPluginAsyncZod<{ deps: GoogleDeps }> = async (app, opts) => {
  await app.register(connectionRoutes, opts);
  await app.register(connectRoutes, opts);
  await app.register(callbackRoutes, opts);
  await app.register(reviewRoutes, opts);
  await app.register(replyTemplateRoutes, opts);
  await app.register(claimRoutes, opts);
};
