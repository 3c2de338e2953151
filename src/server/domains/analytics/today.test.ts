// The home's figures: today so far on the business's own calendar, the caller's own share, what is
// waiting (unresolved feedback, unanswered Google reviews), and nothing of yesterday or of another business.

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { businesses, googleConnections, googleReviews } from '#server/db/schema.ts';
import { submitFeedback } from '#server/domains/feedback/service.ts';
import { staffRefOf } from '#server/domains/teams/service.ts';
import { rateScan, recordScan } from '#server/domains/visits/rate-visit.ts';
import { addMember, createBusinessFor } from '#server/test/fixtures.ts';
import { createTestApp, createUser, type TestApp } from '#server/test/test-app.ts';
import type { Today } from '#shared/schemas/analytics.ts';

// 23:30 in Berlin on 15 March is 22:30 UTC: "today" is the business's day, not the server's.
const NOW = new Date('2030-03-15T22:30:00.000Z');
const HOUR = 60 * 60 * 1000;
const ago = (ms: number) => new Date(NOW.getTime() - ms);

let t: TestApp;
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  t = await createTestApp();
});
afterAll(async () => {
  // The next file in this worker runs on the real clock, whatever closing says.
  vi.useRealTimers();
  await t.close();
});

async function today(businessId: string, cookie: string): Promise<Today> {
  const res = await t.app.inject({ url: `/api/businesses/${businessId}/today`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('GET /api/businesses/:id/today', () => {
  it('counts today on the business’s calendar, with the caller’s own share and what is waiting', async () => {
    const owner = await createUser(t.db);
    const member = await createUser(t.db);
    const business = await createBusinessFor(t.db, owner.user.id, { reviewFilterEnabled: true });
    await t.db.update(businesses).set({ timeZone: 'Europe/Berlin' }).where(eq(businesses.id, business.id));
    await addMember(t.db, business.id, member.user.id);
    const memberRef = (await staffRefOf(t.db, business.id, member.user.id))!;
    const other = await createBusinessFor(t.db, (await createUser(t.db)).user.id);

    // Today in Berlin (from 23:00 UTC the day before): two scans by the member, one rated 5, one rated 2
    // with feedback; one plain scan. Yesterday in Berlin (22:00 UTC the day before): one rated 5.
    await rateScan(t.db, { businessId: business.id, rating: 5, staffRef: memberRef, now: ago(2 * HOUR) });
    const low = await rateScan(t.db, {
      businessId: business.id,
      rating: 2,
      staffRef: memberRef,
      now: ago(HOUR),
    });
    await submitFeedback(t.db, {
      businessId: business.id,
      scanId: low.scanId,
      feedback: 'Cold tea.',
      rating: 2,
      now: ago(HOUR),
    });
    await recordScan(t.db, { businessId: business.id, deviceType: 'mobile', now: ago(10 * 60_000) });
    await rateScan(t.db, { businessId: business.id, rating: 5, now: ago(24 * HOUR + 30 * 60_000) });
    await submitFeedback(t.db, {
      businessId: business.id,
      feedback: 'Old note.',
      rating: 1,
      now: ago(30 * HOUR),
    });
    // Another business's visit today is never counted here.
    await rateScan(t.db, { businessId: other.id, rating: 5, now: ago(HOUR) });

    const forOwner = await today(business.id, owner.cookie);
    expect(forOwner).toMatchObject({
      day: '2030-03-15',
      timeZone: 'Europe/Berlin',
      scans: 3,
      ratings: 2,
      sentToGoogle: 1,
      feedback: 1,
      unresolvedFeedback: 2,
      unrepliedReviews: null,
      mine: { scans: 0, ratings: 0 },
    });
    expect(new Date(forOwner.asOf).getTime()).toBe(NOW.getTime());
    const forMember = await today(business.id, member.cookie);
    expect(forMember.mine).toEqual({ scans: 2, ratings: 2 });
    expect(forMember.scans).toBe(3);
    // A member may neither answer nor handle feedback: nothing waits for them.
    expect(forMember.unresolvedFeedback).toBeNull();
  });

  it('counts the Google reviews waiting for an answer once a Business Profile is connected', async () => {
    const owner = await createUser(t.db);
    const business = await createBusinessFor(t.db, owner.user.id);
    await t.db.insert(googleConnections).values({
      businessId: business.id,
      connectedBy: owner.user.id,
      sealedRefreshToken: 'v1.x',
      connectedAt: ago(2 * HOUR),
    });
    const review = (id: string, reply: string | null) => ({
      businessId: business.id,
      reviewId: id,
      stars: 4,
      reviewerName: 'Sam',
      createTime: ago(HOUR),
      updateTime: ago(HOUR),
      replyComment: reply,
    });
    await t.db
      .insert(googleReviews)
      .values([review('r1', null), review('r2', null), review('r3', 'Thanks!')]);
    expect((await today(business.id, owner.cookie)).unrepliedReviews).toBe(2);
    // Members cannot reply: a member saw "2 to answer" all the same.
    const member = await createUser(t.db);
    await addMember(t.db, business.id, member.user.id);
    expect((await today(business.id, member.cookie)).unrepliedReviews).toBeNull();
  });
});
