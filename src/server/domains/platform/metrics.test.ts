import { afterAll, beforeAll, expect, it } from 'vitest';
import { createBusinessFor } from '#server/test/fixtures.ts';
import { createTestApp, createUser, sameOrigin, type TestApp } from '#server/test/test-app.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(() => t.close());

const scrape = (authorization?: string) =>
  t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });

it('serves Prometheus metrics only with the bearer token', async () => {
  expect((await scrape()).statusCode).toBe(401);
  expect((await scrape('Bearer wrong-token-wrong-token-0000')).statusCode).toBe(401);
  const ok = await scrape(`Bearer ${TOKEN}`);
  expect(ok.statusCode).toBe(200);
  expect(ok.headers['content-type']).toMatch(/^text\/plain/);
  expect(ok.body).toContain('process_cpu_user_seconds_total');
});

it('counts requests per route, scans, and ratings by outcome', async () => {
  const owner = await createUser(t.db);
  const business = await createBusinessFor(t.db, owner.user.id, { reviewFilterEnabled: true });
  const scan = await t.app.inject({
    method: 'POST',
    url: `/api/businesses/${business.id}/scan`,
    headers: sameOrigin(),
  });
  expect(scan.statusCode).toBe(201);
  for (const rating of [5, 2]) {
    const rated = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${business.id}/ratings`,
      headers: sameOrigin(),
      payload: { rating },
    });
    expect(rated.statusCode).toBe(200);
  }
  const body = (await scrape(`Bearer ${TOKEN}`)).body;
  expect(body).toMatch(/^reviewtap_scans_total 3$/m);
  expect(body).toMatch(/^reviewtap_ratings_total\{outcome="google"\} 1$/m);
  expect(body).toMatch(/^reviewtap_ratings_total\{outcome="feedback"\} 1$/m);
  expect(body).toMatch(
    /^http_requests_total\{method="POST",route="\/api\/businesses\/:id\/scan",status="201"\} 1$/m,
  );
  expect(body).toContain('http_request_duration_seconds_bucket');
  // PostgreSQL's pool use (PGlite has no pool, and no such lines).
  expect(body.includes('reviewtap_db_pool_connections{state="total"}')).toBe(t.database.kind === 'postgres');
  // Never a business id, a cookie or anything personal: routes are patterns.
  expect(body).not.toContain(business.id);
});
