import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createBusinessFor } from '#server/test/fixtures.ts';
import { createTestApp, createUser, sameOrigin, type TestApp } from '#server/test/test-app.ts';
import { WRONG_CODE_LIMIT } from './join-attempts';
import { generateTeamCode } from './team-code';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it(`60 wrong codes sent at once by one user get at most ${WRONG_CODE_LIMIT} evaluations; the rest are 429`, async () => {
  const user = await createUser(t.db);
  // Parallel on PostgreSQL's pool: the count must happen before the database is asked.
  const answers = await Promise.all(
    Array.from({ length: 60 }, (_, i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/teams/join',
        headers: sameOrigin(user.cookie),
        // Each from its own address, so only the per-user count can stop them.
        remoteAddress: `192.0.2.${i + 1}`,
        payload: { businessCode: 'ZZZZZZ' },
      }),
    ),
  );
  const statuses = answers.map((a) => a.statusCode);
  expect(statuses.filter((s) => s === 404)).toHaveLength(WRONG_CODE_LIMIT);
  expect(statuses.filter((s) => s === 429)).toHaveLength(60 - WRONG_CODE_LIMIT);
  // Two limits answer 429 here: the wrong-code count, and the join route's own 30 a minute per user.
  // Which request meets which depends on arrival order (on PostgreSQL's pool, not the array's).
  const codes = answers.filter((a) => a.statusCode === 429).map((a) => a.json().code);
  expect(codes).toContain('TOO_MANY_WRONG_CODES');
  expect(new Set(codes)).toEqual(new Set(['TOO_MANY_WRONG_CODES', 'RATE_LIMITED']));
});

it('a dozen people joining with the right code from one shop Wi-Fi all get in: only wrong codes count', async () => {
  const owner = await createUser(t.db);
  const code = generateTeamCode();
  const business = await createBusinessFor(t.db, owner.user.id, { businessCode: code, maxTeamSize: 20 });
  await t.db.execute(
    sql`insert into subscriptions (business_id, status, provider, extra_seats) values (${business.id}, 'trialing', 'demo', 17)`,
  );
  const people = await Promise.all(Array.from({ length: 12 }, () => createUser(t.db)));
  const answers = await Promise.all(
    people.map((p) =>
      t.app.inject({
        method: 'POST',
        url: '/api/teams/join',
        headers: sameOrigin(p.cookie),
        remoteAddress: '198.51.100.7',
        payload: { businessCode: code },
      }),
    ),
  );
  expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(200));
  // And the address has no wrong code against it: a wrong one now is just "wrong", not "too many".
  const wrong = await t.app.inject({
    method: 'POST',
    url: '/api/teams/join',
    headers: sameOrigin((await createUser(t.db)).cookie),
    remoteAddress: '198.51.100.7',
    payload: { businessCode: 'ZZZZZZ' },
  });
  expect(wrong.statusCode).toBe(404);
});
