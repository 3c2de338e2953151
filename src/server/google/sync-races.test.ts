import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { googleTokenKey } from '#server/app.ts';
import { googleConnections, googleReviews } from '#server/db/schema.ts';
import type { BusinessProfile } from '#server/google/business-profile.ts';
import { createDemoBusinessProfile } from '#server/google/demo-business-profile.ts';
import { createBusinessFor } from '#server/test/fixtures.ts';
import { connectDemoProfile } from '#server/test/google.ts';
import { createTestApp, createUser, sameOrigin, TEST_ORIGIN, type TestApp } from '#server/test/test-app.ts';
import { syncLocation } from './service';

/** Reads from Google racing the owner: a disconnect while Google answers, and "Sync now" after a failure. */
const demo = createDemoBusinessProfile(TEST_ORIGIN);
let hold: Promise<void> | null = null;
let failNext = 0;
const profile: BusinessProfile = {
  ...demo,
  async reviews(...args) {
    if (failNext > 0) {
      failNext -= 1;
      throw new Error('Google did not answer');
    }
    const page = await demo.reviews(...args);
    if (hold) await hold;
    return page;
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ deps: { businessProfile: profile } });
});
afterAll(() => t.close());

async function connected(placeId: string) {
  const owner = await createUser(t.db);
  const business = await createBusinessFor(t.db, owner.user.id, { placeId });
  await connectDemoProfile(t.app, owner.cookie, business.id);
  return { owner, business };
}
const reviewsOf = (businessId: string) =>
  t.db.select().from(googleReviews).where(eq(googleReviews.businessId, businessId));

it('a disconnect while Google is answering wins: the read writes nothing back', async () => {
  const { owner, business } = await connected('demo_golden-shears-barbers');
  let release = () => {};
  hold = new Promise<void>((resolve) => {
    release = resolve;
  });
  const deps = { profile, key: googleTokenKey(t.app.config), mode: 'demo' as const };
  const reading = syncLocation(t.db, deps, business.id).catch((err: unknown) => err);
  // Let the read reach Google, then disconnect.
  await new Promise((r) => setTimeout(r, 50));
  const off = await t.app.inject({
    method: 'POST',
    url: `/api/businesses/${business.id}/google/disconnect`,
    headers: sameOrigin(owner.cookie),
  });
  expect(off.statusCode).toBe(204);
  release();
  hold = null;
  await reading;
  expect(await reviewsOf(business.id)).toEqual([]);
  expect(
    await t.db.select().from(googleConnections).where(eq(googleConnections.businessId, business.id)),
  ).toEqual([]);
});

it('"Sync now" right after a failed read reads at once, instead of saying so and resting', async () => {
  const { owner, business } = await connected('demo_ancoats-bakehouse');
  failNext = 1;
  const start = Date.now();
  await t.app.scheduler.runDue(new Date(start + 60_000));
  expect(await reviewsOf(business.id)).toEqual([]);
  const sync = await t.app.inject({
    method: 'POST',
    url: `/api/businesses/${business.id}/google/sync`,
    headers: sameOrigin(owner.cookie),
  });
  expect(sync.statusCode).toBe(202);
  // The next tick, well within the five minutes the location would otherwise rest.
  await t.app.scheduler.runDue(new Date(start + 80_000));
  expect((await reviewsOf(business.id)).length).toBeGreaterThan(0);
});
