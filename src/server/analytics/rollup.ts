import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { businesses, dailyStats, memberships, scans, staffDailyStats } from '#server/db/schema.ts';

/** Days are UTC calendar days (see docs/decisions/0006-analytics-rollup.md). */
export function utcDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** The UTC day `n` days after (or before, when negative) a YYYY-MM-DD day. */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return utcDay(d);
}

type Delta = { scans?: number; conversions?: number; feedbackOutcomes?: number; rating?: number };

const ratingColumns = ['rating1', 'rating2', 'rating3', 'rating4', 'rating5'] as const;

/**
 * Adds to one business-day row, creating it if needed. Always called inside the transaction that
 * writes the scan or rating, so the rollup can never drift from the raw rows.
 * Every figure is attributed to the day of the scan, not the day it was rated.
 */
export async function bumpDailyStats(tx: DbOrTx, businessId: string, day: string, delta: Delta) {
  const values = {
    businessId,
    day,
    scans: delta.scans ?? 0,
    conversions: delta.conversions ?? 0,
    feedbackOutcomes: delta.feedbackOutcomes ?? 0,
    rating1: delta.rating === 1 ? 1 : 0,
    rating2: delta.rating === 2 ? 1 : 0,
    rating3: delta.rating === 3 ? 1 : 0,
    rating4: delta.rating === 4 ? 1 : 0,
    rating5: delta.rating === 5 ? 1 : 0,
  };
  const add = (col: keyof typeof values & keyof typeof dailyStats) =>
    sql`${dailyStats[col]} + excluded.${sql.identifier(dailyStats[col].name)}`;
  await tx
    .insert(dailyStats)
    .values(values)
    .onConflictDoUpdate({
      target: [dailyStats.businessId, dailyStats.day],
      set: {
        scans: add('scans'),
        conversions: add('conversions'),
        feedbackOutcomes: add('feedbackOutcomes'),
        ...Object.fromEntries(ratingColumns.map((c) => [c, add(c)])),
      },
    });
}

/**
 * A new scan and its rollups in ONE statement (a data-modifying CTE), for the hot path of the
 * rating page: one round trip instead of BEGIN, a business lookup, the insert, the upserts and
 * COMMIT. Atomic like a transaction, since a statement is its own. Returns the new scan's id, or
 * null when the business does not exist (nothing is written then).
 *
 * `staffRef` attributes the scan to a team member when it names a current membership of this
 * business; an unknown or retired reference records the scan unattributed, never an error.
 */
export async function insertScanWithRollup(
  db: DbOrTx,
  input: { businessId: string; deviceType: 'mobile' | 'desktop'; now: Date; staffRef?: string | null },
): Promise<string | null> {
  const result = await db.execute(sql`
    with m as (
      select ${memberships.staffRef} as staff_ref, ${memberships.userId} as user_id, ${memberships.role} as role
      from ${memberships}
      where ${memberships.businessId} = ${input.businessId} and ${memberships.staffRef} = ${input.staffRef ?? null}
    ), s as (
      insert into ${scans} (business_id, device_type, created_at, staff_ref)
      select ${businesses.id}, ${input.deviceType}, ${input.now.toISOString()}::timestamptz,
        (select staff_ref from m)
      from ${businesses} where ${businesses.id} = ${input.businessId}
      returning id, business_id, staff_ref
    ), d as (
      insert into ${dailyStats} (business_id, day, scans)
      select business_id, ${utcDay(input.now)}::date, 1 from s
      on conflict (business_id, day) do update set scans = ${dailyStats.scans} + 1
      returning business_id
    ), t as (
      -- Reading d's row makes the order fixed: the daily row is locked before the member's row, as
      -- rateScan locks them. Sibling CTEs otherwise run in an unspecified order, and two statements
      -- locking the same rows in opposite orders deadlock under parallel scans on PostgreSQL.
      insert into ${staffDailyStats} (business_id, staff_ref, day, user_id, role, scans)
      select s.business_id, m.staff_ref, ${utcDay(input.now)}::date, m.user_id, m.role, 1
      from s join m on m.staff_ref = s.staff_ref join d on d.business_id = s.business_id
      on conflict (business_id, staff_ref, day) do update set scans = ${staffDailyStats.scans} + 1
    )
    select id from s`);
  // Both drivers answer { rows }; the shared Db type does not name it.
  const rows = (result as unknown as { rows: { id: string }[] }).rows;
  return rows[0]?.id ?? null;
}

type StaffDelta = { ratings?: number; conversions?: number; feedbackCount?: number };

/**
 * Adds a rating or a feedback item to the staff rollup row of an attributed scan's day. The row
 * exists: the scan's own insert created it. Called inside the transaction that writes the rating
 * or the feedback. A scan keeps its attribution even after its member has left the team.
 */
export async function bumpStaffStats(
  tx: DbOrTx,
  key: { businessId: string; staffRef: string; day: string },
  delta: StaffDelta,
) {
  await tx
    .update(staffDailyStats)
    .set({
      ratings: sql`${staffDailyStats.ratings} + ${delta.ratings ?? 0}`,
      conversions: sql`${staffDailyStats.conversions} + ${delta.conversions ?? 0}`,
      feedbackCount: sql`${staffDailyStats.feedbackCount} + ${delta.feedbackCount ?? 0}`,
    })
    .where(
      sql`${staffDailyStats.businessId} = ${key.businessId} and ${staffDailyStats.staffRef} = ${key.staffRef}
        and ${staffDailyStats.day} = ${key.day}`,
    );
}

/**
 * The current membership a reference names in this business, or null (unknown, retired or absent).
 */
export async function activeStaff(tx: DbOrTx, businessId: string, staffRef: string | null | undefined) {
  if (!staffRef) return null;
  const [m] = await tx
    .select({ staffRef: memberships.staffRef, userId: memberships.userId, role: memberships.role })
    .from(memberships)
    .where(sql`${memberships.businessId} = ${businessId} and ${memberships.staffRef} = ${staffRef}`)
    .limit(1);
  return m ?? null;
}

/** Counts a scan created outside insertScanWithRollup (a rating without a scan id) for its member. */
export async function addStaffScan(
  tx: DbOrTx,
  staff: { staffRef: string; userId: string; role: 'owner' | 'member' },
  businessId: string,
  day: string,
) {
  await tx
    .insert(staffDailyStats)
    .values({ businessId, day, ...staff, scans: 1 })
    .onConflictDoUpdate({
      target: [staffDailyStats.businessId, staffDailyStats.staffRef, staffDailyStats.day],
      set: { scans: sql`${staffDailyStats.scans} + 1` },
    });
}
