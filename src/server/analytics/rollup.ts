import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { dailyStats, staffDailyStats } from '#server/db/tables/analytics.ts';

/** Days are calendar days of the business's zone (docs/decisions/0006-analytics-rollup.md, 0044). */
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
