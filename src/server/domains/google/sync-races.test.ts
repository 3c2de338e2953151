import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { googleConnections, googleReviews, googleRevocations } from '#server/db/schema.ts';
import type { BusinessProfile } from '#server/domains/google/business-profile.ts';
import { createBusinessFor } from '#server/test/fixtures.ts';
import { connectDemoProfile, demoProfileManagingEveryPlace } from '#server/test/google.ts';
import { createTestApp, createUser, sameOrigin, type TestApp } from '#server/test/test-app.ts';
import { googleTokenKey } from '#server/wiring.ts';
import { syncLocation } from './service';

/**
 * Google failing or slow while the owner acts: a disconnect while Google answers, "Sync now" after a
 * failed read, and a revocation Google did not confirm.
 */
const demo = demoProfileManagingEveryPlace();
let hold: Promise<void> | null = null;
/** Called when a read has reached Google and waits on `hold`. */
let reachedGoogle = () => {};
let failNext = 0;
let revokeFails = 0;
const revoked: string[] = [];
const profile: BusinessProfile = {
  ...demo,
  async revoke(token) {
    if (revokeFails > 0) {
      revokeFails -= 1;
      throw new Error('Google is down');
    }
    revoked.push(token);
  },
  async reviews(...args) {
    if (failNext > 0) {
      failNext -= 1;
      throw new Error('Google did not answer');
    }
    const page = await demo.reviews(...args);
    if (hold) {
      reachedGoogle();
      await hold;
    }
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
  const reached = new Promise<void>((resolve) => {
    reachedGoogle = resolve;
  });
  const reading = syncLocation(t.db, deps, business.id).catch((err: unknown) => err);
  // The read reaches Google; then the owner disconnects.
  await reached;
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

it('a revocation Google did not confirm is tried again until it is, after a disconnect or a deletion', async () => {
  const first = await connected('demo_bondi-surf-gym');
  const second = await connected('demo_bluebonnet-florist');
  revokeFails = 3;
  revoked.length = 0;
  const off = await t.app.inject({
    method: 'POST',
    url: `/api/businesses/${first.business.id}/google/disconnect`,
    headers: sameOrigin(first.owner.cookie),
  });
  expect(off.statusCode).toBe(204);
  const deleted = await t.app.inject({
    method: 'DELETE',
    url: `/api/businesses/${second.business.id}`,
    headers: sameOrigin(second.owner.cookie),
    payload: { confirmName: second.business.name },
  });
  expect(deleted.statusCode).toBe(204);
  expect(revoked).toEqual([]);
  expect(await t.db.select().from(googleRevocations)).toHaveLength(2);
  const start = Date.now();
  // Google is still down for one more try, then answers.
  await t.app.scheduler.runDue(new Date(start + 2 * 60_000));
  await t.app.scheduler.runDue(new Date(start + 10 * 60_000));
  await t.app.scheduler.runDue(new Date(start + 30 * 60_000));
  expect(revoked).toHaveLength(2);
  expect(await t.db.select().from(googleRevocations)).toEqual([]);
});
