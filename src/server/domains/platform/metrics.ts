import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '#server/db/client.ts';
import { triesSoFar } from '#server/lib/lease-queue.ts';

/**
 * Prometheus metrics, in a registry of our own: requests and their latency per route,
 * scans, ratings by outcome, the PostgreSQL pool, and each outbox's tries. Served only with METRICS_TOKEN.
 */
export function createMetrics(database: Database) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, by route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const scans = new Counter({ name: 'reviewtap_scans_total', help: 'Scans recorded', registers: [registry] });
  const ratings = new Counter({
    name: 'reviewtap_ratings_total',
    help: 'Ratings recorded, by where the customer was sent',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const pool = new Gauge({
    name: 'reviewtap_db_pool_connections',
    help: 'PostgreSQL pool connections by state (absent on PGlite)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = database.poolStats?.();
      if (!stats) return;
      for (const [state, n] of Object.entries(stats)) this.set({ state }, n);
    },
  });
  const queueTries = new Gauge({
    name: 'reviewtap_queue_tries',
    help: "Each outbox's settled tries since this process started, by what became of them",
    labelNames: ['queue', 'outcome'] as const,
    registers: [registry],
    collect() {
      for (const { queue, outcome, n } of triesSoFar()) this.set({ queue, outcome }, n);
    },
  });
  return { registry, requests, latency, scans, ratings, pool, queueTries };
}

export type Metrics = ReturnType<typeof createMetrics>;
