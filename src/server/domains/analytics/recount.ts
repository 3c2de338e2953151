import { eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { dailyStats, staffDailyStats } from '#server/db/tables/analytics.ts';
import { visitFiguresSql } from '#server/domains/visits/service.ts';
import { dayRowsSql, memberDayRowsSql } from './rollup';

/**
 * Counts a business's rollups again from its raw visits, by the days of `timeZone`: when an
 * owner changes the zone, history moves to the new days too, so every chart and window is in one
 * zone. Runs in the transaction that changed the zone. A member's row keeps its member: each staff
 * reference's person and role are read from the rows being replaced (a removed member keeps theirs).
 * `feedbackOfScan` counts a visit's feedback (the feedback domain's, passed in: it builds on this one).
 */
export async function recountRollups(
  tx: DbOrTx,
  businessId: string,
  timeZone: string,
  feedbackOfScan: (scanId: SQL) => SQL,
) {
  const people = await tx
    .selectDistinctOn([staffDailyStats.staffRef], {
      staffRef: staffDailyStats.staffRef,
      userId: staffDailyStats.userId,
      role: staffDailyStats.role,
    })
    .from(staffDailyStats)
    .where(eq(staffDailyStats.businessId, businessId));
  const figures = visitFiguresSql(businessId, timeZone, feedbackOfScan);
  await tx.delete(dailyStats).where(eq(dailyStats.businessId, businessId));
  await tx.execute(dayRowsSql(figures));
  await tx.delete(staffDailyStats).where(eq(staffDailyStats.businessId, businessId));
  if (people.length === 0) return;
  const refs = sql.join(
    people.map((p) => sql`(${p.staffRef}, ${p.userId}, ${p.role})`),
    sql`, `,
  );
  await tx.execute(memberDayRowsSql(figures, sql`(values ${refs})`));
}
