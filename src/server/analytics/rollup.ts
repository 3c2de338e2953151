import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { businesses, dailyStats, scans } from '../db/schema';

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
 * A new scan and its rollup in ONE statement (a data-modifying CTE), for the hot path of the
 * rating page: one round trip instead of BEGIN, a business lookup, the insert, the upsert and
 * COMMIT. Atomic like a transaction, since a statement is its own. Returns the new scan's id, or
 * null when the business does not exist (nothing is written then).
 */
export async function insertScanWithRollup(
  db: DbOrTx,
  input: { businessId: string; deviceType: 'mobile' | 'desktop'; now: Date },
): Promise<string | null> {
  const result = await db.execute(sql`
    with s as (
      insert into ${scans} (business_id, device_type, created_at)
      select ${businesses.id}, ${input.deviceType}, ${input.now.toISOString()}::timestamptz
      from ${businesses} where ${businesses.id} = ${input.businessId}
      returning id, business_id
    ), d as (
      insert into ${dailyStats} (business_id, day, scans)
      select business_id, ${utcDay(input.now)}::date, 1 from s
      on conflict (business_id, day) do update set scans = ${dailyStats.scans} + 1
    )
    select id from s`);
  // Both drivers answer { rows }; the shared Db type does not name it.
  const rows = (result as unknown as { rows: { id: string }[] }).rows;
  return rows[0]?.id ?? null;
}
