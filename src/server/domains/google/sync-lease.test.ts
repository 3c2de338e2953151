// Several instances never read the same location at once. Ten syncs of one location start
// together (on PostgreSQL in CI, really in parallel): exactly one reads Google.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { BusinessProfile } from '#server/domains/google/business-profile.ts';
import { createBusinessFor } from '#server/test/fixtures.ts';
import { connectDemoProfile, demoProfileManagingEveryPlace } from '#server/test/google.ts';
import { createTestApp, createUser, type TestApp, testConfig } from '#server/test/test-app.ts';
import { googleTokenKey } from '#server/wiring.ts';
import { syncLocation } from './service';

let reads = 0;
const demo = demoProfileManagingEveryPlace();
// The demo profile, slowed down so that the syncs overlap.
const slow: BusinessProfile = {
  ...demo,
  async reviews(...args) {
    reads += 1;
    await new Promise((r) => setTimeout(r, 300));
    return demo.reviews(...args);
  },
};

let t: TestApp;
let businessId: string;
beforeAll(async () => {
  t = await createTestApp({ deps: { businessProfile: slow } });
  const owner = await createUser(t.db);
  businessId = (await createBusinessFor(t.db, owner.user.id, { placeId: 'demo_rose-city-books' })).id;
  const done = await connectDemoProfile(t.app, owner.cookie, businessId);
  expect(done.statusCode).toBe(200);
});
afterAll(() => t.close());

it('ten parallel syncs of one location: one reads Google, the others see its lease', async () => {
  const deps = { profile: slow, key: googleTokenKey(testConfig()), mode: 'demo' as const };
  const results = await Promise.all(Array.from({ length: 10 }, () => syncLocation(t.db, deps, businessId)));
  expect(reads).toBe(1);
  expect(results.filter(Boolean)).toHaveLength(1);
  // The lease is given back: the next sync reads again.
  expect(await syncLocation(t.db, deps, businessId)).toBe(true);
  expect(reads).toBe(2);
});
