import { eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { scans } from '../db/schema';

/**
 * Every daily_stats figure counted again from the raw scans, by business and UTC day of creation:
 * what the rollup must always equal.
 */
export function rollupFromScans(db: DbOrTx, businessId?: string) {
  const day = sql<string>`to_char(${scans.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
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
