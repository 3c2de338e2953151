import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dailyStats,
  feedback,
  memberships,
  qrCustomizations,
  scans,
  sessions,
  subscriptions,
  users,
} from '#server/db/schema.ts';
import { submitFeedback } from '#server/domains/feedback/service.ts';
import { rateScan, recordScan } from '#server/domains/visits/rate-visit.ts';
import { addMember, createBusinessFor } from '#server/test/fixtures.ts';
import { createTestApp, createUser, sameOrigin, type TestApp } from '#server/test/test-app.ts';

const calls: string[] = [];
let failNext = false;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    deps: {
      // Stands in for billing's cancelSubscriptionNow: records that it ran while the rows still existed.
      beforeBusinessDelete: async (db, businessId) => {
        const [s] = await db.select().from(subscriptions).where(eq(subscriptions.businessId, businessId));
        calls.push(`${businessId}:${s ? s.status : 'none'}`);
        if (failNext) {
          failNext = false;
          throw new Error('Stripe is down');
        }
      },
    },
  });
});
afterAll(() => t.close());

async function populated(name: string) {
  const owner = await createUser(t.db);
  const member = await createUser(t.db);
  const business = await createBusinessFor(t.db, owner.user.id, { name, reviewFilterEnabled: true });
  await addMember(t.db, business.id, member.user.id);
  await t.db.insert(qrCustomizations).values({ businessId: business.id, businessDisplayName: name });
  await t.db.insert(subscriptions).values({ businessId: business.id, status: 'active', provider: 'demo' });
  const { scanId } = await recordScan(t.db, { businessId: business.id, deviceType: 'mobile' });
  await rateScan(t.db, { businessId: business.id, rating: 1, scanId });
  await submitFeedback(t.db, {
    businessId: business.id,
    feedback: 'Bad',
    rating: 1,
    scanId,
    customerEmail: 'c@example.com',
  });
  return { owner, member, business };
}

const rowsOf = async (businessId: string) => ({
  memberships: (
    await t.db.select({ n: count() }).from(memberships).where(eq(memberships.businessId, businessId))
  )[0]!.n,
  scans: (await t.db.select({ n: count() }).from(scans).where(eq(scans.businessId, businessId)))[0]!.n,
  feedback: (await t.db.select({ n: count() }).from(feedback).where(eq(feedback.businessId, businessId)))[0]!
    .n,
  daily: (await t.db.select({ n: count() }).from(dailyStats).where(eq(dailyStats.businessId, businessId)))[0]!
    .n,
  qr: (
    await t.db
      .select({ n: count() })
      .from(qrCustomizations)
      .where(eq(qrCustomizations.businessId, businessId))
  )[0]!.n,
  subscription: (
    await t.db.select({ n: count() }).from(subscriptions).where(eq(subscriptions.businessId, businessId))
  )[0]!.n,
});

const del = (id: string, cookie: string, confirmName?: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/businesses/${id}`,
    headers: sameOrigin(cookie),
    payload: confirmName === undefined ? {} : { confirmName },
  });

describe('DELETE /api/businesses/:id', () => {
  it('refuses without the typed name, and a member cannot delete', async () => {
    const { owner, member, business } = await populated('Name Check Bakery');
    expect((await del(business.id, owner.cookie)).statusCode).toBe(400);
    const wrong = await del(business.id, owner.cookie, 'Name Check');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain('"Name Check Bakery"');
    expect((await del(business.id, member.cookie, 'Name Check Bakery')).statusCode).toBe(403);
    expect((await rowsOf(business.id)).scans).toBe(1);
  });

  it('cancels the subscription first, then removes everything; pages and API answer 404; others untouched', async () => {
    const { owner, member, business } = await populated('Doomed Diner');
    const keep = await populated('Survivor Salon');
    // Warm the rating page cache: deleting must evict it, not serve the business for 10 more seconds.
    expect((await t.app.inject({ method: 'GET', url: `/rate/${business.id}` })).statusCode).toBe(200);

    calls.length = 0;
    const res = await del(business.id, owner.cookie, '  doomed diner ');
    expect(res.statusCode).toBe(204);
    expect(calls).toEqual([`${business.id}:active`]);
    expect(await rowsOf(business.id)).toEqual({
      memberships: 0,
      scans: 0,
      feedback: 0,
      daily: 0,
      qr: 0,
      subscription: 0,
    });

    for (const page of ['rate', 'feedback']) {
      const p = await t.app.inject({ method: 'GET', url: `/${page}/${business.id}` });
      expect(p.statusCode).toBe(404);
      expect(p.body).toContain('Business Not Found');
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/businesses/${business.id}` })).statusCode).toBe(
      404,
    );
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/businesses/${business.id}/scan`,
          headers: { ...sameOrigin(), 'user-agent': 'Mozilla/5.0 (iPhone)' },
        })
      ).statusCode,
    ).toBe(404);

    // The member is on no team now: the interface offers create-or-join; the owner has no business.
    const memberships_ = await t.app.inject({
      method: 'GET',
      url: '/api/teams/my-memberships',
      headers: { cookie: member.cookie },
    });
    expect(memberships_.json()).toEqual([]);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/businesses/my-business',
          headers: { cookie: owner.cookie },
        })
      ).statusCode,
    ).toBe(404);
    // Both users still exist and stay signed in.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: member.cookie } }))
        .statusCode,
    ).toBe(200);

    expect(await rowsOf(keep.business.id)).toEqual({
      memberships: 2,
      scans: 1,
      feedback: 1,
      daily: 1,
      qr: 1,
      subscription: 1,
    });
  });

  it('deletes nothing when the subscription cannot be cancelled', async () => {
    const { owner, business } = await populated('Stubborn Store');
    failNext = true;
    const res = await del(business.id, owner.cookie, 'Stubborn Store');
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toMatch(/nothing was deleted/);
    expect((await rowsOf(business.id)).feedback).toBe(1);
  });
});

describe('DELETE /api/auth/user', () => {
  it('deletes what the user owns, leaves their other teams, ends every session and signs them out', async () => {
    const { owner, business } = await populated('Account Arcade');
    const elsewhere = await populated('Neighbour Nails');
    await addMember(t.db, elsewhere.business.id, owner.user.id);
    // A second session on another device.
    const second = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: owner.cookie },
    });
    expect(second.statusCode).toBe(200);

    const wrong = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/user',
      headers: sameOrigin(owner.cookie),
      payload: { confirmEmail: 'nope@example.com' },
    });
    expect(wrong.statusCode).toBe(400);

    calls.length = 0;
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/user',
      headers: sameOrigin(owner.cookie),
      payload: { confirmEmail: owner.user.email.toUpperCase() },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deletedBusinesses: 1 });
    expect(calls).toEqual([`${business.id}:active`]);
    expect(String(res.headers['set-cookie'])).toMatch(/sid=;.*Expires=Thu, 01 Jan 1970/);

    expect(await t.db.select().from(users).where(eq(users.id, owner.user.id))).toEqual([]);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, owner.user.id))).toEqual([]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: owner.cookie } }))
        .statusCode,
    ).toBe(401);
    expect((await rowsOf(business.id)).feedback).toBe(0);
    // The other team stays, minus this user.
    const left = await rowsOf(elsewhere.business.id);
    expect(left).toMatchObject({ memberships: 2, feedback: 1 });
  });
});
