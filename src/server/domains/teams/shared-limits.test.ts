import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { customerLimits } from '#server/plugins/customer-limits.ts';
import { createBusinessFor } from '#server/test/fixtures.ts';
import { testRedis, unreachableRedis } from '#server/test/redis.ts';
import { createTestApp, createUser, sameOrigin, type TestApp } from '#server/test/test-app.ts';
import { createTestDatabase } from '#server/test/test-db.ts';
import { WRONG_CODE_LIMIT } from './join-attempts';

// Two instances of the app on one database and one Redis (127.0.0.1:6379), as behind a load
// balancer. Each run has its own key prefix, so runs and files never see each other's counts.
const redis = testRedis();

let database: Database;
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  a = await createTestApp({ database, deps: { redis: redis.client() } });
  b = await createTestApp({ database, deps: { redis: redis.client() } });
});
afterAll(async () => {
  await a.close();
  await b.close();
  await redis.cleanup();
  await database.close();
});

describe('two instances sharing PostgreSQL (or PGlite) and Redis', () => {
  it('a session made on one instance works on the other', async () => {
    const user = await createUser(database.db);
    for (const app of [a, b]) {
      const me = await app.app.inject({ url: '/api/auth/user', headers: { cookie: user.cookie } });
      expect(me.statusCode).toBe(200);
    }
  });

  it(`60 wrong codes at once, split across both, get at most ${WRONG_CODE_LIMIT} evaluations together`, async () => {
    const user = await createUser(database.db);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        (i % 2 ? a : b).app.inject({
          method: 'POST',
          url: '/api/teams/join',
          headers: sameOrigin(user.cookie),
          remoteAddress: `192.0.2.${i + 1}`,
          payload: { businessCode: 'ZZZZZZ' },
        }),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 404)).toHaveLength(WRONG_CODE_LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(60 - WRONG_CODE_LIMIT);
  });

  it('a right code after wrong ones still joins, and gives its count back', async () => {
    const owner = await createUser(database.db);
    const business = await createBusinessFor(database.db, owner.user.id, { businessCode: 'QWERTY' });
    const user = await createUser(database.db);
    const join = (app: TestApp, code: string) =>
      app.app.inject({
        method: 'POST',
        url: '/api/teams/join',
        headers: sameOrigin(user.cookie),
        payload: { businessCode: code },
      });
    for (let i = 0; i < WRONG_CODE_LIMIT - 1; i += 1) expect((await join(a, 'WRONG1')).statusCode).toBe(404);
    const joined = await join(b, 'QWERTY');
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().business.id).toBe(business.id);
  });

  it('a rate limit reached on one instance holds on the other', async () => {
    const owner = await createUser(database.db);
    const business = await createBusinessFor(database.db, owner.user.id);
    const post = (app: TestApp) =>
      app.app.inject({
        method: 'POST',
        url: `/api/businesses/${business.id}/feedback`,
        headers: sameOrigin(),
        remoteAddress: '203.0.113.50',
        payload: { feedback: 'Slow.', rating: 2 },
      });
    const max = customerLimits.feedback.withoutScan;
    for (let i = 0; i < max; i += 1) expect((await post(a)).statusCode).toBe(201);
    const onB = await post(b);
    expect(onB.statusCode).toBe(429);
    expect(onB.json().code).toBe('RATE_LIMITED');
  });

  it('/api/ready checks the database and Redis, and says which one is down', async () => {
    const ready = await a.app.inject({ url: '/api/ready' });
    expect(ready.json()).toEqual({ status: 'ready', database: 'ok', redis: 'ok' });

    const dead = unreachableRedis();
    const c = await createTestApp({ database, deps: { redis: dead } });
    try {
      const res = await c.app.inject({ url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', database: 'ok', redis: 'unavailable' });
      // With Redis down customers still rate (limits fail open); joining waits with a message.
      const owner = await createUser(database.db);
      const business = await createBusinessFor(database.db, owner.user.id);
      const rated = await c.app.inject({
        method: 'POST',
        url: `/api/businesses/${business.id}/ratings`,
        headers: sameOrigin(),
        payload: { rating: 5 },
      });
      expect(rated.statusCode).toBe(200);
      const join = await c.app.inject({
        method: 'POST',
        url: '/api/teams/join',
        headers: sameOrigin(owner.cookie),
        payload: { businessCode: 'ZZZZZZ' },
      });
      expect(join.statusCode).toBe(503);
      expect(join.json().message).toMatch(/try again/);
    } finally {
      await c.close();
      dead.disconnect();
    }
  });
});
