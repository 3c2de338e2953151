// E-mail alerts and summaries, one file per part: the signed-in user's settings, the outbox, and the
// unsubscribe link that works signed out.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailOutboxRoutes } from './outbox-routes';
import { notificationSettingRoutes } from './setting-routes';
import { unsubscribeRoutes } from './unsubscribe-routes';

/** E-mail alerts and summaries: settings, the outbox, and unsubscribing. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(notificationSettingRoutes);
  await app.register(mailOutboxRoutes);
  await app.register(unsubscribeRoutes);
};
