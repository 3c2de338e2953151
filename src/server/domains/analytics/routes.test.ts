import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { submitFeedback } from '#server/domains/feedback/service.ts';
import { rateScan, recordScan } from '#server/domains/visits/rate-visit.ts';
import { addMember, createBusinessFor } from '#server/test/fixtures.ts';
import { createTestApp, createUser, type TestApp } from '#server/test/test-app.ts';
import type { Analytics } from '#shared/schemas/analytics.ts';

// The app's clock is pinned: every window edge below is exact to the millisecond.
const NOW = new Date('2030-03-15T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const at = (iso: string) => new Date(iso);

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

async function ownedBusiness(reviewFilterEnabled = false) {
  const owner = await createUser(t.db);
  const business = await createBusinessFor(t.db, owner.user.id, { reviewFilterEnabled });
  return { owner, business };
}

async function analytics(businessId: string, cookie: string): Promise<Analytics> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/businesses/${businessId}/analytics`,
    headers: { cookie },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const scanAt = (businessId: string, now: Date, deviceType: 'mobile' | 'desktop' = 'mobile') =>
  recordScan(t.db, { businessId, deviceType, now });

describe.each(['analytics', 'feedback'])('GET /api/businesses/:id/%s: who may read it', (what) => {
  let businessId: string;
  let ownerCookie: string;
  let memberCookie: string;
  let strangerCookie: string;
  beforeAll(async () => {
    const { owner, business } = await ownedBusiness();
    businessId = business.id;
    ownerCookie = owner.cookie;
    const member = await createUser(t.db);
    await addMember(t.db, business.id, member.user.id);
    memberCookie = member.cookie;
    // A stranger who owns another business is still a stranger here.
    const stranger = await ownedBusiness();
    strangerCookie = stranger.owner.cookie;
  });
  const get = (cookie?: string, id = businessId) =>
    t.app.inject({ method: 'GET', url: `/api/businesses/${id}/${what}`, headers: cookie ? { cookie } : {} });

  it('answers the owner and a member', async () => {
    expect((await get(ownerCookie)).statusCode).toBe(200);
    expect((await get(memberCookie)).statusCode).toBe(200);
  });

  it('refuses a signed-in stranger with 403', async () => {
    const res = await get(strangerCookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'You are not a member of this business.', code: 'FORBIDDEN' });
  });

  it('asks a signed-out visitor to sign in (401)', async () => {
    const res = await get();
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  it('answers 404 for a business that does not exist', async () => {
    expect((await get(ownerCookie, 'no-such-business')).statusCode).toBe(404);
  });
});

describe('GET /api/businesses/:id/analytics', () => {
  it('answers zeros, a 0% rate and no growth for a business without scans', async () => {
    const { owner, business } = await ownedBusiness();
    const a = await analytics(business.id, owner.cookie);
    expect(a).toMatchObject({
      totalScans: 0,
      totalConversions: 0,
      conversionRate: 0,
      thisWeekScans: 0,
      lastWeekScans: 0,
      weekOverWeekGrowth: null,
      thisMonthScans: 0,
      lastMonthScans: 0,
      monthOverMonthGrowth: null,
      recentScans: [],
    });
    expect(a.daily).toHaveLength(30);
    expect(a.daily[0]).toEqual({ date: '2030-02-14', scans: 0, conversions: 0, feedback: 0 });
    expect(a.daily[29]).toEqual({ date: '2030-03-15', scans: 0, conversions: 0, feedback: 0 });
    expect(a.ratingDistribution).toEqual([1, 2, 3, 4, 5].map((rating) => ({ rating, count: 0 })));
  });

  it('counts the rolling weeks and months on whole UTC days, at every edge', async () => {
    const { owner, business } = await ownedBusiness();
    const id = business.id;
    // Today is 2030-03-15 (UTC). This week: 03-09..03-15; last week: 03-02..03-08;
    // this month: 02-14..03-15; last month: 01-15..02-13.
    await scanAt(id, NOW); // this week
    await scanAt(id, at('2030-03-09T00:00:00.000Z')); // first instant of this week
    await scanAt(id, ago(7 * 24 * HOUR)); // exactly 7×24 h ago: 03-08, last week
    await scanAt(id, at('2030-03-08T23:59:59.999Z')); // 6.5 days ago, but on 03-08: last week
    await scanAt(id, at('2030-03-02T00:00:00.000Z')); // first instant of last week
    await scanAt(id, at('2030-03-01T23:59:59.999Z')); // before last week; this month
    await scanAt(id, at('2030-02-14T00:00:00.000Z')); // first instant of this month
    await scanAt(id, ago(30 * DAY)); // exactly 30 days ago: 02-13, last month
    await scanAt(id, at('2030-01-15T00:00:00.000Z')); // first instant of last month
    await scanAt(id, at('2030-01-14T23:59:59.999Z')); // older than both months: total only
    const a = await analytics(id, owner.cookie);
    expect(a.totalScans).toBe(10);
    expect(a.thisWeekScans).toBe(2);
    expect(a.lastWeekScans).toBe(3);
    expect(a.weekOverWeekGrowth).toBe(-33.3);
    expect(a.thisMonthScans).toBe(7);
    expect(a.lastMonthScans).toBe(2);
    expect(a.monthOverMonthGrowth).toBe(250);
  });

  it('gives null growth when the earlier window is empty, and -100% when the later one is', async () => {
    const fresh = await ownedBusiness();
    await scanAt(fresh.business.id, NOW);
    const grown = await analytics(fresh.business.id, fresh.owner.cookie);
    expect(grown.thisWeekScans).toBe(1);
    expect(grown.weekOverWeekGrowth).toBeNull();
    expect(grown.monthOverMonthGrowth).toBeNull();

    const quiet = await ownedBusiness();
    await scanAt(quiet.business.id, ago(8 * DAY));
    await scanAt(quiet.business.id, ago(31 * DAY));
    const fell = await analytics(quiet.business.id, quiet.owner.cookie);
    expect(fell.weekOverWeekGrowth).toBe(-100);
    expect(fell.thisMonthScans).toBe(1);
    expect(fell.monthOverMonthGrowth).toBe(0);
  });

  it('counts a conversion only for a google outcome and rounds the rate to one decimal', async () => {
    const { owner, business } = await ownedBusiness(true);
    const id = business.id;
    const rated = async (rating: number) => {
      const { scanId } = await scanAt(id, ago(HOUR));
      return rateScan(t.db, { businessId: id, scanId, rating, now: ago(HOUR - 1000) });
    };
    expect((await rated(5)).outcome).toBe('google');
    expect((await rated(2)).outcome).toBe('feedback');
    await scanAt(id, ago(HOUR)); // never rated
    let a = await analytics(id, owner.cookie);
    expect(a.totalScans).toBe(3);
    expect(a.totalConversions).toBe(1);
    expect(a.conversionRate).toBe(33.3);
    await rated(4);
    a = await analytics(id, owner.cookie);
    expect(a.totalConversions).toBe(2);
    expect(a.conversionRate).toBe(50);
    expect(a.ratingDistribution).toEqual([
      { rating: 1, count: 0 },
      { rating: 2, count: 1 },
      { rating: 3, count: 0 },
      { rating: 4, count: 1 },
      { rating: 5, count: 1 },
    ]);
  });

  it('lists the 5 newest scans with their device and whether they converted', async () => {
    const { owner, business } = await ownedBusiness();
    const id = business.id;
    const made: string[] = [];
    for (let i = 6; i >= 1; i -= 1) {
      const { scanId } = await scanAt(id, ago(i * HOUR), i % 2 === 0 ? 'desktop' : 'mobile');
      made.push(scanId);
    }
    await rateScan(t.db, { businessId: id, scanId: made[5]!, rating: 5, now: NOW });
    const a = await analytics(id, owner.cookie);
    expect(a.recentScans.map((s) => s.id)).toEqual(made.slice(1).reverse());
    expect(a.recentScans[0]).toEqual({
      id: made[5],
      deviceType: 'mobile',
      scanDate: ago(HOUR).toISOString(),
      converted: true,
    });
    expect(a.recentScans[1]).toMatchObject({ deviceType: 'desktop', converted: false });
  });

  it('charts the last 30 UTC days, zeros included, each figure on the day of its scan', async () => {
    const { owner, business } = await ownedBusiness(true);
    const id = business.id;
    const late = await scanAt(id, at('2030-03-10T23:59:59.999Z'));
    // Rated the next day: still counted on the scan's day.
    await rateScan(t.db, {
      businessId: id,
      scanId: late.scanId,
      rating: 5,
      now: at('2030-03-11T00:00:01.000Z'),
    });
    const low = await scanAt(id, at('2030-03-11T00:00:00.000Z'));
    await rateScan(t.db, {
      businessId: id,
      scanId: low.scanId,
      rating: 1,
      now: at('2030-03-11T00:05:00.000Z'),
    });
    await scanAt(id, at('2030-02-14T00:00:00.000Z'));
    await scanAt(id, at('2030-02-13T23:59:59.999Z')); // one day before the chart starts
    const a = await analytics(id, owner.cookie);
    expect(a.daily).toHaveLength(30);
    expect(a.daily.map((d) => d.date)).toContain('2030-03-01');
    const byDate = Object.fromEntries(a.daily.map((d) => [d.date, d]));
    expect(byDate['2030-02-14']).toEqual({ date: '2030-02-14', scans: 1, conversions: 0, feedback: 0 });
    expect(byDate['2030-03-10']).toEqual({ date: '2030-03-10', scans: 1, conversions: 1, feedback: 0 });
    expect(byDate['2030-03-11']).toEqual({ date: '2030-03-11', scans: 1, conversions: 0, feedback: 1 });
    expect(byDate['2030-03-12']).toEqual({ date: '2030-03-12', scans: 0, conversions: 0, feedback: 0 });
    expect(a.daily.reduce((n, d) => n + d.scans, 0)).toBe(3);
    expect(a.totalScans).toBe(4);
  });
});

describe('GET /api/businesses/:id/feedback', () => {
  it('answers the 10 newest items, newest first, with the optional contact fields', async () => {
    const { owner, business } = await ownedBusiness(true);
    const id = business.id;
    for (let i = 12; i >= 1; i -= 1) {
      await submitFeedback(t.db, {
        businessId: id,
        feedback: `Note ${i}`,
        rating: (i % 3) + 1,
        now: ago(i * HOUR),
      });
    }
    const { scanId } = await scanAt(id, ago(30 * 60 * 1000));
    await rateScan(t.db, { businessId: id, scanId, rating: 2, now: ago(20 * 60 * 1000) });
    await submitFeedback(t.db, {
      businessId: id,
      scanId,
      feedback: 'The coffee was cold.',
      rating: 3,
      customerName: 'Ada Lovelace',
      customerEmail: 'ada@example.com',
      now: ago(10 * 60 * 1000),
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/businesses/${id}/feedback`,
      headers: { cookie: owner.cookie },
    });
    expect(res.statusCode).toBe(200);
    const items = res.json();
    expect(items).toHaveLength(10);
    expect(items[0]).toEqual({
      id: expect.any(String),
      rating: 2, // the rating the customer chose, not the 3 the form sent
      feedbackText: 'The coffee was cold.',
      customerName: 'Ada Lovelace',
      customerEmail: 'ada@example.com',
      // Not proved yet: the owner cannot answer there until Ada confirms it.
      emailConfirmed: false,
      createdAt: ago(10 * 60 * 1000).toISOString(),
      staffName: null, // a plain link: no team member's QR
      resolvedAt: null,
      answers: [],
    });
    expect(items[1]).toMatchObject({
      feedbackText: 'Note 1',
      rating: 2,
      customerName: null,
      customerEmail: null,
    });
    expect(items.map((f: { feedbackText: string }) => f.feedbackText).at(-1)).toBe('Note 9');
  });

  it('answers an empty list when there is no feedback', async () => {
    const { owner, business } = await ownedBusiness();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/businesses/${business.id}/feedback`,
      headers: { cookie: owner.cookie },
    });
    expect(res.json()).toEqual([]);
  });
});
