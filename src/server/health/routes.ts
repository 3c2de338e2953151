import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../shared/errors';
import { healthSchema } from '../../shared/meta';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      // Generous for load balancers; list a checker's address in RATE_LIMIT_ALLOW to exempt it.
      config: { access: 'public', rateLimit: { max: 600, timeWindow: '1 minute' } },
      schema: { response: { 200: healthSchema, 503: errorSchema } },
    },
    async (request, reply) => {
      try {
        await app.database.ping();
        return { status: 'ok' as const };
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        return reply.code(503).send({ message: 'Database unavailable' });
      }
    },
  );
};
