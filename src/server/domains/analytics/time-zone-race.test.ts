// An owner changes the business's time zone while customers keep coming. The change
// recounts the rollups by the new zone's days; a visit, a rating or a feedback landing meanwhile must
// be counted on its day in the zone the recount used, never in the old one. CI runs this on
// PostgreSQL, where the statements really overlap (PGlite runs them one at a time).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { dailyStats, staffDailyStats } from '#server/db/schema.ts';
import { submitFeedback } from '#server/domains/feedback/service.ts';
import { rateScan, recordScan } from '#server/domains/visits/rate-visit.ts';
import { addMember, createBusinessFor } from '#server/test/fixtures.ts';
import { rollupFromScans, staffRollupFromScans } from '#server/test/rollup-from-scans.ts';
import { createTestApp, createUser, sameOrigin, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Instants whose calendar day differs between the two zones the owner goes back and forth between:
// each is a day earlier in Los Angeles (UTC−7) than in Kiritimati (UTC+14).
const INSTANTS = ['2030-03-16T05:00:00Z', '2030-03-16T11:00:00Z', '2030-03-16T23:30:00Z'];
const ZONES = Array.from({ length: 16 }, (_, n) => (n % 2 ? 'America/Los_Angeles' : 'Pacific/Kiritimati'));

const VISITS = 240;

it('visits, ratings and feedback racing zone changes all land on their day in the final zone', async () => {
  const owner = await createUser(t.db);
  const member = await createUser(t.db);
  const business = await createBusinessFor(t.db, owner.user.id, { reviewFilterEnabled: true });
  const { staffRef } = await addMember(t.db, business.id, member.user.id);

  const visit = async (i: number) => {
    const now = new Date(INSTANTS[i % INSTANTS.length]!);
    const { scanId } = await recordScan(t.db, {
      businessId: business.id,
      deviceType: 'mobile',
      now,
      staffRef: i % 2 ? staffRef : undefined,
    });
    const rating = 1 + (i % 5);
    await rateScan(t.db, { businessId: business.id, scanId: scanId!, rating, now });
    if (rating <= 3 && i % 3 === 0) {
      await submitFeedback(t.db, {
        businessId: business.id,
        scanId: scanId!,
        rating,
        feedback: 'Cold coffee',
        now,
      });
    }
    // A visit the rating page missed: scanned and rated in one go.
    if (i % 7 === 0) await rateScan(t.db, { businessId: business.id, rating: 5, now });
  };
  const changeZone = (timeZone: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/businesses/${business.id}`,
      headers: sameOrigin(owner.cookie),
      payload: { timeZone },
    });

  // Visits keep arriving in waves; each zone change starts while a wave is still under way, so its
  // recount overlaps visits, ratings and feedback in flight (the pool runs 20 statements at once).
  const visits: Promise<void>[] = [];
  let i = 0;
  for (const zone of ZONES) {
    for (let k = 0; k < VISITS / ZONES.length; k += 1) visits.push(visit(i++));
    const changed = await changeZone(zone);
    expect(changed.statusCode, changed.body).toBe(200);
  }
  await Promise.all(visits);

  // Whatever order they ran in, the rollup is the raw visits counted by the final zone's days.
  const rollup = await t.db.select().from(dailyStats).where(eq(dailyStats.businessId, business.id));
  const recount = await rollupFromScans(t.db, business.id);
  expect(rollup.length).toBe(recount.length);
  expect(rollup).toEqual(expect.arrayContaining(recount.map((row) => expect.objectContaining(row))));
  expect(recount.reduce((n, r) => n + r.scans, 0)).toBe(VISITS + Math.ceil(VISITS / 7));

  const staffRows = await t.db
    .select({
      day: staffDailyStats.day,
      scans: staffDailyStats.scans,
      ratings: staffDailyStats.ratings,
      conversions: staffDailyStats.conversions,
      feedbackCount: staffDailyStats.feedbackCount,
    })
    .from(staffDailyStats)
    .where(and(eq(staffDailyStats.businessId, business.id), eq(staffDailyStats.staffRef, staffRef)));
  const staffRecount = (await staffRollupFromScans(t.db))
    .filter((r) => r.staffRef === staffRef)
    .map(({ day, scans, ratings, conversions, feedbackCount }) => ({
      day,
      scans,
      ratings,
      conversions,
      feedbackCount,
    }));
  expect(staffRows.sort((a, b) => a.day.localeCompare(b.day))).toEqual(
    staffRecount.sort((a, b) => a.day.localeCompare(b.day)),
  );
});
