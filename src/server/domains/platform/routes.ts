import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health-routes';
import { metaRoutes } from './meta-routes';

/** The platform's own routes: liveness and readiness, and the public settings. */
export const platformRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(metaRoutes);
};
