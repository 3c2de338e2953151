import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BusinessRow, dailyStats, scans } from '#server/db/schema.ts';
import { newAddress } from '#server/test/addresses.ts';
import { createBusinessFor } from '#server/test/fixtures.ts';
import { rollupFromScans } from '#server/test/rollup-from-scans.ts';
import { createTestApp, createUser, sameOrigin, type TestApp } from '#server/test/test-app.ts';
import { mapsPlaceUrl } from '#shared/lib/review-link.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let t: TestApp;
let owner: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.db);
});
afterAll(() => t.close());

// Each request from its own address, so the per-IP limits (tested in limits.test.ts) stay out of the way.
function post(url: string, payload?: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...sameOrigin(), 'user-agent': IPHONE, ...headers },
    ...(payload ? { payload } : {}),
    remoteAddress: newAddress(),
  });
}

const newBusiness = (overrides: Parameters<typeof createBusinessFor>[2] = {}) =>
  createBusinessFor(t.db, owner.user.id, overrides);

async function scan(businessId: string): Promise<string> {
  const res = await post(`/api/businesses/${businessId}/scan`);
  expect(res.statusCode).toBe(201);
  return res.json().scanId;
}

const rate = (businessId: string, body: Record<string, unknown>) =>
  post(`/api/businesses/${businessId}/ratings`, body);

function setFilter(businessId: string, on: boolean) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/businesses/${businessId}/review-filter`,
    headers: sameOrigin(owner.cookie),
    payload: { reviewFilterEnabled: on },
  });
}

const scanRow = async (id: string) => (await t.db.select().from(scans).where(eq(scans.id, id)))[0];
const scanCount = async (businessId: string) =>
  (await t.db.select({ n: count() }).from(scans).where(eq(scans.businessId, businessId)))[0]!.n;
const statsOf = (businessId: string) =>
  t.db.select().from(dailyStats).where(eq(dailyStats.businessId, businessId));

/** A Google outcome in a browser other than Firefox for Android: the review form, Maps as the fallback. */
const toGoogle = (b: BusinessRow) => ({
  outcome: 'google',
  redirectUrl: b.googleReviewUrl,
  reviewLink: 'review_form',
  alternateUrl: mapsPlaceUrl(b.name, b.placeId),
});

describe('the outcome table', () => {
  describe.each([
    { filter: false, expected: ['google', 'google', 'google', 'google', 'google'] },
    { filter: true, expected: ['feedback', 'feedback', 'feedback', 'google', 'google'] },
  ])('with the review filter $filter', ({ filter, expected }) => {
    let business: BusinessRow;
    beforeAll(async () => {
      business = await newBusiness();
      expect((await setFilter(business.id, filter)).statusCode).toBe(200);
    });

    it.each([1, 2, 3, 4, 5])('%i stars', async (rating) => {
      const scanId = await scan(business.id);
      const res = await rate(business.id, { rating, scanId });
      expect(res.statusCode).toBe(200);
      const outcome = expected[rating - 1];
      expect(res.json()).toEqual(
        outcome === 'google'
          ? toGoogle(business)
          : { outcome, redirectUrl: `/feedback/${business.id}?rating=${rating}&scan=${scanId}&welcome=1` },
      );
      const row = await scanRow(scanId);
      expect(row).toMatchObject({ rating, outcome, deviceType: 'mobile' });
      expect(row?.ratedAt).toBeInstanceOf(Date);
    });
  });

  it('applies a changed filter setting to the very next rating, even of a scan made before the change', async () => {
    const business = await newBusiness();
    const before = await scan(business.id);
    expect((await setFilter(business.id, true)).statusCode).toBe(200);
    expect((await rate(business.id, { rating: 2, scanId: before })).json().outcome).toBe('feedback');

    expect((await setFilter(business.id, false)).statusCode).toBe(200);
    const next = await rate(business.id, { rating: 2, scanId: await scan(business.id) });
    expect(next.json()).toEqual(toGoogle(business));

    expect((await setFilter(business.id, true)).statusCode).toBe(200);
    const third = await rate(business.id, { rating: 3 });
    expect(third.json().outcome).toBe('feedback');
  });

  it('starts new businesses with the filter off', async () => {
    const business = await newBusiness();
    expect(business.reviewFilterEnabled).toBe(false);
    expect((await rate(business.id, { rating: 1 })).json().outcome).toBe('google');
  });
});

describe('rating a scan', () => {
  let business: BusinessRow;
  let other: BusinessRow;
  beforeAll(async () => {
    business = await newBusiness({ reviewFilterEnabled: true });
    other = await newBusiness({ name: 'Other Secret Bistro', address: '99 Hidden Lane' });
  });

  it('rates a scan only once: the second answer is 409 and changes nothing', async () => {
    const scanId = await scan(business.id);
    expect((await rate(business.id, { rating: 2, scanId })).statusCode).toBe(200);
    const stats = await statsOf(business.id);

    const again = await rate(business.id, { rating: 5, scanId });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This visit has already been rated.', code: 'ALREADY_RATED' });
    expect(await scanRow(scanId)).toMatchObject({ rating: 2, outcome: 'feedback' });
    expect(await statsOf(business.id)).toEqual(stats);
  });

  it('refuses a scan of another business with a 404 that reveals nothing about it', async () => {
    const foreign = await scan(other.id);
    const stats = await statsOf(business.id);
    const res = await rate(business.id, { rating: 5, scanId: foreign });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: 'This visit was not found. Please scan the QR code again.',
      code: 'SCAN_NOT_FOUND',
    });
    for (const secret of [other.id, other.name, other.address, other.googleReviewUrl]) {
      expect(res.body).not.toContain(secret);
    }
    // The same answer as for a scan that never existed: nothing tells the two apart.
    const unknown = await rate(business.id, { rating: 5, scanId: randomUUID() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(res.json());
    // A rated foreign scan answers the same too (not the 409 that would confirm it exists).
    expect((await rate(other.id, { rating: 4, scanId: foreign })).statusCode).toBe(200);
    const rated = await rate(business.id, { rating: 5, scanId: foreign });
    expect(rated.statusCode).toBe(404);
    expect(rated.json()).toEqual(res.json());

    expect(await scanRow(foreign)).toMatchObject({ businessId: other.id, rating: 4 });
    expect(await statsOf(business.id)).toEqual(stats);
  });

  it('answers 400 for a scan id that is not a uuid', async () => {
    const before = await scanCount(business.id);
    const res = await rate(business.id, { rating: 4, scanId: 'not-a-uuid' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('That visit link is not valid.');
    expect(await scanCount(business.id)).toBe(before);
  });

  it('creates the scan when none is given (the no-JavaScript path) and counts it once', async () => {
    const fresh = await newBusiness();
    const res = await rate(fresh.id, { rating: 4 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(toGoogle(fresh));
    const rows = await t.db.select().from(scans).where(eq(scans.businessId, fresh.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rating: 4, outcome: 'google', deviceType: 'mobile' });
    const [stats] = await statsOf(fresh.id);
    expect(stats).toMatchObject({ scans: 1, conversions: 1, feedbackOutcomes: 0, rating4: 1 });
  });

  it('gives exactly one of two simultaneous ratings of the same scan', async () => {
    const scanId = await scan(business.id);
    const results = await Promise.all([
      rate(business.id, { rating: 1, scanId }),
      rate(business.id, { rating: 5, scanId }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const won = results.find((r) => r.statusCode === 200)!;
    expect((await scanRow(scanId))?.outcome).toBe(won.json().outcome);
  });
});

describe('the daily rollup', () => {
  it('equals the counts from the scans after scans, ratings, refusals and a filter change', async () => {
    const business = await newBusiness();
    const unrated = await scan(business.id);
    const a = await scan(business.id);
    const b = await scan(business.id);
    expect(unrated).not.toBe(a);
    await rate(business.id, { rating: 5, scanId: a });
    await rate(business.id, { rating: 2, scanId: b });
    expect((await rate(business.id, { rating: 3, scanId: a })).statusCode).toBe(409);
    await setFilter(business.id, true);
    await rate(business.id, { rating: 1 });
    await rate(business.id, { rating: 3, scanId: await scan(business.id) });
    await rate(business.id, { rating: 4 });

    const fromScans = await rollupFromScans(t.db, business.id);

    const total = (k: 'scans' | 'conversions' | 'feedbackOutcomes') =>
      fromScans.reduce((n, r) => n + r[k], 0);
    expect([total('scans'), total('conversions'), total('feedbackOutcomes')]).toEqual([6, 3, 2]);
    const byDay = <T extends { day: string }>(rows: T[]) =>
      [...rows].sort((x, y) => x.day.localeCompare(y.day));
    expect(byDay(await statsOf(business.id))).toEqual(byDay(fromScans));
  });
});
