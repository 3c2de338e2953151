// A rating is one statement now (rate-statement.ts). Many customers at once, on one business
// and one day, half of them brought by a team member, with a webhook that wants every rating: nothing is
// lost or counted twice, a scan is rated exactly once however many tries race, each rating has exactly
// one event, and no two statements deadlock. CI runs this on PostgreSQL, where the races are real.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyStats, scans, staffDailyStats, webhookDeliveries } from '#server/db/schema.ts';
import { addMember, createBusinessFor } from '#server/test/fixtures.ts';
import { rollupFromScans, staffRollupFromScans } from '#server/test/rollup-from-scans.ts';
import { createTestApp, createUser, sameOrigin, type TestApp } from '#server/test/test-app.ts';

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
let t: TestApp;
let businessId = '';
let memberRef = '';

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createUser(t.db);
  const member = await createUser(t.db);
  businessId = (await createBusinessFor(t.db, owner.user.id, { reviewFilterEnabled: true })).id;
  memberRef = (await addMember(t.db, businessId, member.user.id)).staffRef;
  const hook = await t.app.inject({
    method: 'POST',
    url: '/api/webhooks',
    headers: sameOrigin(owner.cookie),
    payload: { url: 'http://127.0.0.1:9/hook', events: ['rating.created'], businessIds: [businessId] },
  });
  expect(hook.statusCode).toBe(201);
});
afterAll(() => t.close());

// One address per customer: the visit budget (40 a minute per address) is not what this measures.
const scan = (i: number, staff?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/businesses/${businessId}/scan`,
    headers: { ...sameOrigin(), 'user-agent': PHONE },
    remoteAddress: `10.1.${i >> 8}.${i & 255}`,
    payload: staff ? { staff } : {},
  });
const rate = (i: number, scanId: string, rating: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/businesses/${businessId}/ratings`,
    headers: { ...sameOrigin(), 'user-agent': PHONE },
    remoteAddress: `10.1.${i >> 8}.${i & 255}`,
    payload: { scanId, rating },
  });

describe('many customers rating at once', () => {
  it('counts every visit once, in the rollups, the member’s row and the webhook outbox', async () => {
    const visits = Array.from({ length: 120 }, (_, i) => i);
    const answers = await Promise.all(
      visits.map(async (i) => {
        const s = await scan(i, i % 2 ? memberRef : undefined);
        expect(s.statusCode).toBe(201);
        const r = await rate(i, s.json().scanId, 1 + (i % 5));
        expect(r.statusCode, r.body).toBe(200);
        return r.json() as { outcome: string };
      }),
    );
    // The filter is on: 1–3 stars go to the private form, 4–5 to Google.
    expect(answers.filter((a) => a.outcome === 'feedback')).toHaveLength(72);
    expect(answers.filter((a) => a.outcome === 'google')).toHaveLength(48);

    const rollup = await t.db.select().from(dailyStats).where(eq(dailyStats.businessId, businessId));
    const recount = await rollupFromScans(t.db, businessId);
    // Every figure the recount has, equal in the rollup row of the same business and day.
    expect(rollup).toEqual(recount.map((row) => expect.objectContaining(row)));
    expect(recount[0]).toMatchObject({
      scans: 120,
      conversions: 48,
      feedbackOutcomes: 72,
      rating1: 24,
      rating5: 24,
    });

    const staffRows = await t.db
      .select({
        scans: staffDailyStats.scans,
        ratings: staffDailyStats.ratings,
        conversions: staffDailyStats.conversions,
      })
      .from(staffDailyStats)
      .where(and(eq(staffDailyStats.businessId, businessId), eq(staffDailyStats.staffRef, memberRef)));
    const staffRecount = (await staffRollupFromScans(t.db)).filter((r) => r.staffRef === memberRef);
    expect(staffRows).toEqual(
      staffRecount.map(({ scans: n, ratings, conversions }) => ({ scans: n, ratings, conversions })),
    );
    expect(staffRows[0]).toMatchObject({ scans: 60, ratings: 60 });

    const events = await t.db
      .select({ scanId: sql<string>`${webhookDeliveries.data}->>'scanId'` })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.eventType, 'rating.created'));
    expect(events).toHaveLength(120);
    expect(new Set(events.map((e) => e.scanId)).size).toBe(120);
  });

  it('rates a scan exactly once when ten tries race, with one event and one count', async () => {
    const scans_ = await Promise.all(Array.from({ length: 12 }, (_, i) => scan(500 + i, memberRef)));
    const ids = scans_.map((s) => s.json().scanId as string);
    const eventsBefore = await t.db.$count(webhookDeliveries);
    const results = await Promise.all(
      ids.flatMap((id, n) => Array.from({ length: 10 }, (_, k) => rate(600 + n * 10 + k, id, 1 + (k % 5)))),
    );
    const byScan = ids.map((_, n) =>
      results
        .slice(n * 10, n * 10 + 10)
        .map((r) => r.statusCode)
        .sort(),
    );
    for (const codes of byScan) expect(codes).toEqual([200, ...Array(9).fill(409)]);
    expect((await t.db.$count(webhookDeliveries)) - eventsBefore).toBe(12);
    const rated = await t.db.select({ rating: scans.rating }).from(scans).where(sql`${scans.id} in ${ids}`);
    expect(rated.every((r) => r.rating !== null)).toBe(true);
    const rollup = await t.db.select().from(dailyStats).where(eq(dailyStats.businessId, businessId));
    const recount = await rollupFromScans(t.db, businessId);
    expect(rollup.map((r) => r.scans)).toEqual(recount.map((r) => r.scans));
    expect(rollup.map((r) => r.rating1 + r.rating2 + r.rating3 + r.rating4 + r.rating5)).toEqual(
      recount.map((r) => r.rating1 + r.rating2 + r.rating3 + r.rating4 + r.rating5),
    );
  });

  it('answers a rating of another business’s scan, or of no scan, with 404 and writes nothing', async () => {
    const before = await t.db.$count(webhookDeliveries);
    const missing = await rate(900, '00000000-0000-4000-8000-000000000000', 5);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('SCAN_NOT_FOUND');
    const otherOwner = await createUser(t.db);
    const other = await createBusinessFor(t.db, otherOwner.user.id);
    const theirs = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${other.id}/scan`,
      headers: { ...sameOrigin(), 'user-agent': PHONE },
      payload: {},
    });
    const crossed = await rate(901, theirs.json().scanId, 5);
    expect(crossed.statusCode).toBe(404);
    const [row] = await t.db.select().from(scans).where(eq(scans.id, theirs.json().scanId));
    expect(row?.rating).toBeNull();
    expect(await t.db.$count(webhookDeliveries)).toBe(before);
  });
});
