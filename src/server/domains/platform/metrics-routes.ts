import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '#server/plugins/error-handler.ts';
import { createMetrics, type Metrics } from './metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** Null unless METRICS_TOKEN is set. */
    metrics: Metrics | null;
  }
}

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** GET /metrics for Prometheus, only with `Authorization: Bearer $METRICS_TOKEN`; 404 when unset. */
export const metricsPlugin: FastifyPluginAsync = fp(async (app) => {
  const token = app.config.metricsToken;
  const metrics = token ? createMetrics(app.database) : null;
  app.decorate('metrics', metrics);
  if (metrics) {
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      const labels = { method: request.method, route };
      metrics.requests.inc({ ...labels, status: String(reply.statusCode) });
      metrics.latency.observe(labels, reply.elapsedTime / 1000);
    });
  }
  app.get(
    '/metrics',
    { config: { access: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } } },
    async (request, reply) => {
      if (!metrics || !token) throw new HttpError(404, 'Not found', 'NOT_FOUND');
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!sameToken(given, token))
        throw new HttpError(401, 'A valid metrics token is required.', 'UNAUTHENTICATED');
      return reply
        .header('cache-control', 'no-store')
        .type(metrics.registry.contentType)
        .send(await metrics.registry.metrics());
    },
  );
});
