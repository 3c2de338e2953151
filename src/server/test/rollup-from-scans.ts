import { eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { businesses, feedback, scans } from '#server/db/schema.ts';

/** The scan's day in its business's own zone, as the hot statements compute it. */
const dayOfScan = sql<string>`to_char(${scans.createdAt} at time zone
  (select ${businesses.timeZone} from ${businesses} where ${businesses.id} = ${scans.businessId}), 'YYYY-MM-DD')`;

/**
 * Every daily_stats figure counted again from the raw scans, by business and day of creation in the business's zone:
 * what the rollup must always equal.
 */
export function rollupFromScans(db: DbOrTx, businessId?: string) {
  const day = dayOfScan;
  const where = (cond: SQL) => sql<number>`count(*) filter (where ${cond})`.mapWith(Number);
  const rated = (n: number) => where(sql`${scans.rating} = ${n}`);
  return db
    .select({
      businessId: scans.businessId,
      day,
      scans: sql<number>`count(*)`.mapWith(Number),
      conversions: where(sql`${scans.outcome} = 'google'`),
      feedbackOutcomes: where(sql`${scans.outcome} = 'feedback'`),
      rating1: rated(1),
      rating2: rated(2),
      rating3: rated(3),
      rating4: rated(4),
      rating5: rated(5),
    })
    .from(scans)
    .where(businessId ? eq(scans.businessId, businessId) : undefined)
    .groupBy(scans.businessId, day);
}

/**
 * Every staff_daily_stats figure counted again from the raw scans and feedback, by business,
 * staff reference and day of the scan in the business's zone: what the per-member rollup must always equal.
 */
export function staffRollupFromScans(db: DbOrTx) {
  const day = dayOfScan;
  const where = (cond: SQL) => sql<number>`count(*) filter (where ${cond})`.mapWith(Number);
  return (
    db
      .select({
        businessId: scans.businessId,
        staffRef: sql<string>`${scans.staffRef}`,
        day,
        scans: sql<number>`count(*)`.mapWith(Number),
        ratings: where(sql`${scans.rating} is not null`),
        conversions: where(sql`${scans.outcome} = 'google'`),
        feedbackCount: sql<number>`count(${feedback.id})`.mapWith(Number),
      })
      .from(scans)
      // feedback.scan_id is unique: the join never repeats a scan.
      .leftJoin(feedback, eq(feedback.scanId, scans.id))
      .where(sql`${scans.staffRef} is not null`)
      .groupBy(scans.businessId, scans.staffRef, day)
  );
}
