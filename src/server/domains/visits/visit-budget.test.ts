import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyStats } from '#server/db/schema.ts';
import { createBusinessFor } from '#server/test/fixtures.ts';
import { testRedis } from '#server/test/redis.ts';
import { createTestApp, createUser, sameOrigin, type TestApp } from '#server/test/test-app.ts';
import { createTestDatabase } from '#server/test/test-db.ts';
import { VISIT_BUDGET_PER_MINUTE } from './visit-budget';

/**
 * One address could add about 100 one-star ratings and 120 scans a minute to any business,
 * through the API and the no-JavaScript form counted apart. Both now spend one budget per address and
 * business, and what goes past it shows in the owner's analytics as unusual activity.
 */
const redis = testRedis();
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  // Two instances sharing one database and one Redis, as a deployment behind a load balancer.
  a = await createTestApp({ database, deps: { redis: redis.client() } });
  b = await createTestApp({ database, deps: { redis: redis.client() } });
});
afterAll(async () => {
  await a.close();
  await b.close();
  await database.close();
  await redis.cleanup();
});

let ipCounter = 0;
const nextIp = () => `198.51.100.${++ipCounter}`;

async function shop() {
  const owner = await createUser(database.db);
  const business = await createBusinessFor(database.db, owner.user.id, { reviewFilterEnabled: false });
  return { owner, business };
}

const rateApi = (t: TestApp, businessId: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/businesses/${businessId}/ratings`,
    headers: sameOrigin(),
    payload: { rating: 1 },
    remoteAddress: ip,
  });
const rateForm = (t: TestApp, businessId: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: `/rate/${businessId}`,
    headers: { ...sameOrigin(), 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'rating=1',
    remoteAddress: ip,
  });
const countedScans = async (businessId: string) =>
  (await database.db.select().from(dailyStats).where(eq(dailyStats.businessId, businessId))).reduce(
    (n, d) => n + d.scans,
    0,
  );

describe('one budget per address and business', () => {
  it('counts the API and the no-JavaScript form against the same budget', async () => {
    const { business } = await shop();
    const ip = nextIp();
    const budget = VISIT_BUDGET_PER_MINUTE.rating;
    const statuses: number[] = [];
    for (let i = 0; i < budget / 2; i++) statuses.push((await rateApi(a, business.id, ip)).statusCode);
    for (let i = 0; i < budget / 2; i++) statuses.push((await rateForm(a, business.id, ip)).statusCode);
    expect(statuses.filter((s) => s === 200 || s === 303)).toHaveLength(budget);
    // The budget is spent, whichever way the next rating comes.
    expect((await rateApi(a, business.id, ip)).statusCode).toBe(429);
    const form = await rateForm(a, business.id, ip);
    expect(form.statusCode).toBe(429);
    expect(form.headers['content-type']).toMatch(/^text\/html/);
    expect(await countedScans(business.id)).toBe(budget);
    // Another business, or another address, is not affected.
    const other = await shop();
    expect((await rateApi(a, other.business.id, ip)).statusCode).toBe(200);
    expect((await rateApi(a, business.id, nextIp())).statusCode).toBe(200);
  });

  it('holds across instances with many requests at once: exactly the budget is counted', async () => {
    const { business } = await shop();
    const ip = nextIp();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => rateApi(i % 2 ? a : b, business.id, ip)),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(VISIT_BUDGET_PER_MINUTE.rating);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50 - VISIT_BUDGET_PER_MINUTE.rating);
    expect(await countedScans(business.id)).toBe(VISIT_BUDGET_PER_MINUTE.rating);
  });

  it("shows what went past the budget in the owner's analytics, and nothing on a quiet day", async () => {
    const { owner, business } = await shop();
    const quiet = await a.app.inject({
      url: `/api/businesses/${business.id}/analytics`,
      headers: { cookie: owner.cookie },
    });
    expect(quiet.json().unusualActivity).toEqual([]);
    const ip = nextIp();
    // Half through the API, the rest and 7 more through the form (each way stays under its own limit).
    const half = VISIT_BUDGET_PER_MINUTE.rating / 2;
    for (let i = 0; i < half; i++) await rateApi(a, business.id, ip);
    for (let i = 0; i < half + 7; i++) await rateForm(a, business.id, ip);
    const res = await a.app.inject({
      url: `/api/businesses/${business.id}/analytics`,
      headers: { cookie: owner.cookie },
    });
    const today = new Date().toISOString().slice(0, 10);
    expect(res.json().unusualActivity).toEqual([{ day: today, refusedRatings: 7, refusedScans: 0 }]);
  });
});
