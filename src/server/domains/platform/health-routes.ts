import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loggableError } from '#server/lib/log-safety.ts';
import { errorSchema } from '#shared/schemas/errors.ts';
import { healthSchema, readySchema } from '#shared/schemas/meta.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      // Generous for load balancers; list a checker's address in RATE_LIMIT_ALLOW to exempt it.
      config: { access: 'public', rateLimit: { max: 600, timeWindow: '1 minute' } },
      schema: {
        operationId: 'getHealth',
        summary: 'Liveness: the server answers and its database responds',
        response: { 200: healthSchema, 429: errorSchema, 503: errorSchema },
      },
    },
    async (request, reply) => {
      try {
        await app.database.ping();
        return { status: 'ok' as const };
      } catch (err) {
        request.log.error({ err: loggableError(err) }, 'health check: database unreachable');
        return reply.code(503).send({ message: 'Database unavailable' });
      }
    },
  );

  // Readiness for a load balancer: this instance can serve (its database, and Redis when set).
  app.get(
    '/api/ready',
    {
      config: { access: 'public', rateLimit: { max: 600, timeWindow: '1 minute' } },
      schema: {
        operationId: 'getReadiness',
        summary: 'Readiness: database and Redis reachable (503 naming which is not)',
        response: { 200: readySchema, 429: errorSchema, 503: readySchema },
      },
    },
    async (request, reply) => {
      const check = (what: string, run: () => Promise<unknown>) =>
        run().then(
          () => 'ok' as const,
          (err: unknown) => {
            request.log.error({ err: loggableError(err) }, `readiness: ${what} unreachable`);
            return 'unavailable' as const;
          },
        );
      const database = await check('database', () => app.database.ping());
      const redis = app.redis ? await check('redis', () => app.redis!.ping()) : ('off' as const);
      const ready = database === 'ok' && redis !== 'unavailable';
      return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', database, redis });
    },
  );
};
