import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { businesses, dailyStats, feedback, memberships, scans, staffDailyStats } from '#server/db/schema.ts';
import { changeTimeZone } from '#server/domains/businesses/time-zone-change.ts';
import { submitFeedback } from '#server/domains/feedback/service.ts';
import { rateScan, recordScan } from '#server/domains/visits/rate-visit.ts';
import { insertScanWithRollup } from '#server/domains/visits/scan-insert.ts';
import { isDomainError } from '#server/lib/domain-errors.ts';
import { addMember, createBusinessFor } from '#server/test/fixtures.ts';
import { rollupFromScans, staffRollupFromScans } from '#server/test/rollup-from-scans.ts';
import { createUser } from '#server/test/test-app.ts';
import { createTestDatabase } from '#server/test/test-db.ts';
import { getAnalytics } from './service';

const DAY = 24 * 60 * 60 * 1000;
const START = Date.UTC(2030, 0, 30); // the run crosses a month's end
const BUSINESSES = 3;
// Each business counts its days in its own zone: UTC, UTC−8/−7, UTC+14, and one at +5:45.
const ZONES = ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Asia/Kathmandu'] as const;

// Instants cluster on the edges of UTC days (and, for the other zones, anywhere in their days).
const instant = fc
  .tuple(
    fc.integer({ min: 0, max: 3 }),
    fc.oneof(fc.constantFrom(0, 1, DAY - 1), fc.integer({ min: 0, max: DAY - 1 })),
  )
  .map(([day, ms]) => new Date(START + day * DAY + ms));
const business = fc.integer({ min: 0, max: BUSINESSES - 1 });
const pick = fc.option(fc.nat(), { nil: null }); // null: no scan id (rated or sent without one)
// Whose QR: the owner's, the member's, a reference nobody has, a retired one, or none at all.
const staff = fc.constantFrom('owner', 'member', 'unknown', 'retired', 'none');

const op = fc.oneof(
  // The single-statement path of rollup.ts, beside recordScan's transaction.
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('scanOne' as const),
      b: business,
      at: instant,
      mobile: fc.boolean(),
      staff,
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('scan' as const),
      b: business,
      at: instant,
      mobile: fc.boolean(),
      staff,
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('rate' as const),
      b: business,
      pick,
      // A scan id of another business: must be refused without touching the rollup.
      foreign: fc.boolean(),
      rating: fc.integer({ min: 1, max: 5 }),
      at: instant,
      staff,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('feedback' as const),
      b: business,
      pick,
      rating: fc.integer({ min: 1, max: 3 }),
      at: instant,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('filter' as const), b: business, on: fc.boolean() }),
  },
  // The member is removed and joins again: the old reference retires, a new one starts.
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('rejoin' as const), b: business }) },
  // The owner moves the business to another zone; its history is counted again.
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('zone' as const),
      b: business,
      zone: fc.constantFrom(...ZONES),
    }),
  },
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

let database: Database;
let ids: string[] = [];
let memberId = '';
beforeAll(async () => {
  database = await createTestDatabase();
  const { user } = await createUser(database.db);
  memberId = (await createUser(database.db)).user.id;
  for (let i = 0; i < BUSINESSES; i += 1) {
    const id = (await createBusinessFor(database.db, user.id, { timeZone: ZONES[i] })).id;
    ids.push(id);
    await addMember(database.db, id, memberId);
  }
});
afterAll(async () => {
  await database?.close();
  ids = [];
});

async function reset() {
  const db = database.db;
  await db.delete(feedback);
  await db.delete(scans);
  await db.delete(dailyStats);
  await db.delete(staffDailyStats);
  await db.update(businesses).set({ reviewFilterEnabled: false });
  for (const [i, id] of ids.entries()) {
    await db.update(businesses).set({ timeZone: ZONES[i] }).where(eq(businesses.id, id));
  }
}

const retiredRefs = new Map<string, string>();

/** The reference a visit carries, read from the current memberships. */
async function refFor(businessId: string, who: string): Promise<string | undefined> {
  if (who === 'none') return undefined;
  if (who === 'unknown') return 'nobody1';
  if (who === 'retired') return retiredRefs.get(businessId) ?? 'retired';
  const [m] = await database.db
    .select({ ref: memberships.staffRef })
    .from(memberships)
    .where(sql`${memberships.businessId} = ${businessId} and ${memberships.role} = ${who}`);
  return m?.ref;
}

/** Runs one operation; a refusal (409 already rated, 404 foreign scan) is expected and rolled back. */
async function apply(o: Op, made: string[][]) {
  const db = database.db;
  const businessId = ids[o.b]!;
  const own = made[o.b]!;
  const chosen = (from: string[], p: number | null) =>
    p === null || from.length === 0 ? undefined : from[p % from.length];
  try {
    if (o.kind === 'scan') {
      const { scanId } = await recordScan(db, {
        businessId,
        deviceType: o.mobile ? 'mobile' : 'desktop',
        now: o.at,
        staffRef: await refFor(businessId, o.staff),
      });
      own.push(scanId);
    } else if (o.kind === 'scanOne') {
      const deviceType = o.mobile ? 'mobile' : 'desktop';
      const staffRef = await refFor(businessId, o.staff);
      own.push((await insertScanWithRollup(db, { businessId, deviceType, now: o.at, staffRef }))!);
    } else if (o.kind === 'rate') {
      const source = o.foreign ? made[(o.b + 1) % BUSINESSES]! : own;
      const scanId = chosen(source, o.pick);
      const staffRef = await refFor(businessId, o.staff);
      const r = await rateScan(db, { businessId, rating: o.rating, scanId, now: o.at, staffRef });
      if (!scanId) own.push(r.scanId);
    } else if (o.kind === 'feedback') {
      const scanId = chosen(own, o.pick);
      await submitFeedback(db, {
        businessId,
        feedback: 'Could be better',
        rating: o.rating,
        scanId,
        now: o.at,
      });
    } else if (o.kind === 'rejoin') {
      const old = await refFor(businessId, 'member');
      if (old) retiredRefs.set(businessId, old);
      await db
        .delete(memberships)
        .where(sql`${memberships.businessId} = ${businessId} and ${memberships.role} = 'member'`);
      await addMember(db, businessId, memberId);
    } else if (o.kind === 'zone') {
      await changeTimeZone(db, businessId, o.zone);
    } else {
      await db.update(businesses).set({ reviewFilterEnabled: o.on }).where(eq(businesses.id, businessId));
    }
  } catch (err) {
    if (!isDomainError(err, 'not-found') && !isDomainError(err, 'conflict')) throw err;
  }
}

const count = (where: ReturnType<typeof sql>) =>
  sql<number>`count(*) filter (where ${where})`.mapWith(Number);

const byKey = <T extends { businessId: string; day: string }>(rows: T[]) =>
  [...rows].sort((a, b) => `${a.businessId}${a.day}`.localeCompare(`${b.businessId}${b.day}`));

it('keeps every rollup figure equal to the count from raw scans, whatever happens', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 30 }), async (ops) => {
      await reset();
      const made: string[][] = ids.map(() => []);
      for (const o of ops) await apply(o, made);

      const rollup = await database.db.select().from(dailyStats);
      expect(byKey(rollup)).toEqual(byKey(await rollupFromScans(database.db)));

      // The per-member rollup equals the raw counts by business, reference and UTC day.
      const staffRows = await database.db
        .select({
          businessId: staffDailyStats.businessId,
          staffRef: staffDailyStats.staffRef,
          day: staffDailyStats.day,
          scans: staffDailyStats.scans,
          ratings: staffDailyStats.ratings,
          conversions: staffDailyStats.conversions,
          feedbackCount: staffDailyStats.feedbackCount,
        })
        .from(staffDailyStats);
      const byStaffKey = <T extends { businessId: string; staffRef: string; day: string }>(rows: T[]) =>
        [...rows].sort((a, b) =>
          `${a.businessId}${a.staffRef}${a.day}`.localeCompare(`${b.businessId}${b.staffRef}${b.day}`),
        );
      expect(byStaffKey(staffRows)).toEqual(byStaffKey(await staffRollupFromScans(database.db)));

      // And the endpoint's totals, read from the rollup, agree with the raw rows too.
      const end = new Date(START + 4 * DAY);
      for (const businessId of ids) {
        const a = await getAnalytics(database.db, businessId, end);
        const [raw] = await database.db
          .select({
            n: sql<number>`count(*)`.mapWith(Number),
            google: count(sql`${scans.outcome} = 'google'`),
            rated: count(sql`${scans.rating} is not null`),
          })
          .from(scans)
          .where(eq(scans.businessId, businessId));
        expect(a.totalScans).toBe(raw!.n);
        expect(a.totalConversions).toBe(raw!.google);
        expect(a.thisWeekScans).toBe(raw!.n);
        expect(a.daily.reduce((n, d) => n + d.scans, 0)).toBe(raw!.n);
        expect(a.ratingDistribution.reduce((n, r) => n + r.count, 0)).toBe(raw!.rated);
        // The board's team totals are the attributed scans, counted from the raw rows.
        const [attributed] = await database.db
          .select({
            n: sql<number>`count(*)`.mapWith(Number),
            google: count(sql`${scans.outcome} = 'google'`),
          })
          .from(scans)
          .where(sql`${scans.businessId} = ${businessId} and ${scans.staffRef} is not null`);
        expect(a.teamTotals.allTime.scans).toBe(attributed!.n);
        expect(a.teamTotals.allTime.conversions).toBe(attributed!.google);
        expect(a.byStaff.reduce((n, r) => n + r.allTime.scans, 0)).toBe(attributed!.n);
      }
    }),
    { numRuns: 40 },
  );
}, 180_000);

it('writes neither a scan nor a rollup row for a business that does not exist', async () => {
  await reset();
  const now = new Date(START);
  expect(
    await insertScanWithRollup(database.db, { businessId: 'no-such-business', deviceType: 'mobile', now }),
  ).toBeNull();
  expect(await database.db.select().from(scans)).toEqual([]);
  expect(await database.db.select().from(dailyStats)).toEqual([]);
});
