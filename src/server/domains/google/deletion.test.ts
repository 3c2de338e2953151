// Deleting a business (or the account that owns it) revokes its Google token at Google and
// deletes its Google data; the export holds its reviews and replies first.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { googleAudit, googleConnections, googleReviews } from '#server/db/schema.ts';
import type { BusinessProfile } from '#server/domains/google/business-profile.ts';
import { createBusinessFor } from '#server/test/fixtures.ts';
import { connectDemoProfile, demoProfileManagingEveryPlace } from '#server/test/google.ts';
import { createTestApp, createUser, sameOrigin, type TestApp } from '#server/test/test-app.ts';
import { unzip } from '#server/test/unzip.ts';

const revoked: string[] = [];
const demo = demoProfileManagingEveryPlace();
const counting: BusinessProfile = {
  ...demo,
  async revoke(token) {
    revoked.push(token);
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ deps: { businessProfile: counting } });
});
afterAll(() => t.close());

async function connected(placeId: string) {
  const owner = await createUser(t.db);
  const business = await createBusinessFor(t.db, owner.user.id, { placeId });
  await connectDemoProfile(t.app, owner.cookie, business.id);
  await t.app.scheduler.runDue(new Date(Date.now() + 60_000 * (revoked.length + 1)));
  return { owner, business };
}

it('the export holds the reviews and the replies; deleting the business revokes the token and deletes it all', async () => {
  const { owner, business } = await connected('demo_golden-shears-barbers');
  const reviews = await t.db.select().from(googleReviews).where(eq(googleReviews.businessId, business.id));
  expect(reviews.length).toBeGreaterThan(10);
  const replied = reviews.find((r) => r.replyComment)!;

  const exported = await t.app.inject({
    url: `/api/businesses/${business.id}/export`,
    headers: { cookie: owner.cookie },
  });
  const csv = (await unzip(exported.rawPayload))['google-reviews.csv']!;
  expect(csv).toContain(replied.reviewId);
  expect(csv).toContain(replied.replyComment!);

  const res = await t.app.inject({
    method: 'DELETE',
    url: `/api/businesses/${business.id}`,
    headers: sameOrigin(owner.cookie),
    payload: { confirmName: business.name },
  });
  expect(res.statusCode).toBe(204);
  expect(revoked).toHaveLength(1);
  expect(revoked[0]).toMatch(/^demo-/);
  expect(
    await t.db.select().from(googleReviews).where(eq(googleReviews.businessId, business.id)),
  ).toHaveLength(0);
  expect(
    await t.db.select().from(googleConnections).where(eq(googleConnections.businessId, business.id)),
  ).toHaveLength(0);
});

it('deleting the account does the same for every business it owns', async () => {
  const { owner, business } = await connected('demo_prospect-park-vet');
  const res = await t.app.inject({
    method: 'DELETE',
    url: '/api/auth/user',
    headers: sameOrigin(owner.cookie),
    payload: { confirmEmail: owner.user.email },
  });
  expect(res.statusCode).toBe(200);
  expect(revoked).toHaveLength(2);
  expect(
    await t.db.select().from(googleConnections).where(eq(googleConnections.businessId, business.id)),
  ).toHaveLength(0);
});

it('the record of connections keeps nothing of a deleted business or account, and nothing past a year', async () => {
  const { owner, business } = await connected('demo_sunrise-bakery');
  const other = await connected('demo_didsbury-dental-practice');
  const rowsOf = (id: string) => t.db.select().from(googleAudit).where(eq(googleAudit.businessId, id));
  expect((await rowsOf(business.id)).length).toBeGreaterThan(0);
  // A year-old row of a business that still exists.
  await t.db.insert(googleAudit).values({
    businessId: other.business.id,
    userId: other.owner.user.id,
    action: 'connect',
    createdAt: new Date(Date.now() - 400 * 24 * 60 * 60 * 1000),
  });
  const res = await t.app.inject({
    method: 'DELETE',
    url: '/api/auth/user',
    headers: sameOrigin(owner.cookie),
    payload: { confirmEmail: owner.user.email },
  });
  expect(res.statusCode).toBe(200);
  await t.app.scheduler.runDue(new Date(Date.now() + 30 * 24 * 60 * 60 * 1000));
  expect(await rowsOf(business.id)).toEqual([]);
  expect(await t.db.select().from(googleAudit).where(eq(googleAudit.userId, owner.user.id))).toEqual([]);
  const kept = await rowsOf(other.business.id);
  expect(kept.length).toBeGreaterThan(0);
  expect(kept.every((r) => Date.now() - r.createdAt.getTime() < 365 * 24 * 60 * 60 * 1000)).toBe(true);
});
