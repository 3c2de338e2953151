import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships } from '#server/db/schema.ts';
import { generateTeamCode } from '#server/domains/teams/team-code.ts';
import { addMember, createBusinessFor } from '#server/test/fixtures.ts';
import { createTestApp, createUser, sameOrigin, type TestApp } from '#server/test/test-app.ts';

// Many requests at once: meaningful on PostgreSQL (CI runs this file there too); PGlite serialises them.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('seats under concurrency', () => {
  it('joins racing a seat reduction never leave more people than paid seats allow', async () => {
    for (let round = 0; round < 3; round += 1) {
      const o = await createUser(t.db);
      const business = await createBusinessFor(t.db, o.user.id, { businessCode: generateTeamCode() });
      for (let i = 0; i < 2; i += 1) await addMember(t.db, business.id, (await createUser(t.db)).user.id);
      const seats = (extraSeats: number) =>
        t.app.inject({
          method: 'POST',
          url: '/api/subscription/seats',
          headers: sameOrigin(o.cookie),
          payload: { businessId: business.id, extraSeats },
        });
      expect((await seats(2)).statusCode).toBe(204); // room for 5: three are on the team
      const joiners = await Promise.all(Array.from({ length: 8 }, () => createUser(t.db)));
      const results = await Promise.all([
        seats(0),
        ...joiners.map((j) =>
          t.app.inject({
            method: 'POST',
            url: '/api/teams/join',
            headers: sameOrigin(j.cookie),
            payload: { businessCode: business.businessCode },
          }),
        ),
        seats(1),
      ]);
      expect(
        results.every((r) => r.statusCode < 500),
        results.map((r) => r.body).join('\n'),
      ).toBe(true);
      const status = (
        await t.app.inject({
          url: `/api/subscription/status?businessId=${business.id}`,
          headers: { cookie: o.cookie },
        })
      ).json();
      const [team] = await t.db
        .select({ n: count() })
        .from(memberships)
        .where(eq(memberships.businessId, business.id));
      expect(team?.n).toBe(status.teamCount);
      expect(status.teamCount).toBeLessThanOrEqual(status.maxTeamSize);
      expect(results.slice(1, -1).filter((r) => r.statusCode === 200).length).toBe(status.teamCount - 3);
    }
  });

  it('a demo checkout paid many times at once activates exactly once', async () => {
    const o = await createUser(t.db);
    const business = await createBusinessFor(t.db, o.user.id);
    const url = (
      await t.app.inject({
        method: 'POST',
        url: '/api/subscription/create',
        headers: sameOrigin(o.cookie),
        payload: { businessId: business.id },
      })
    ).json().checkoutUrl as string;
    const token = new URL(url).searchParams.get('token');
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/billing/demo-checkout',
          headers: sameOrigin(o.cookie),
          payload: { token },
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.every((c) => c === 200 || c === 409)).toBe(true);
  });
});
