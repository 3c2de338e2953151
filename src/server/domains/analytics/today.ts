import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { dailyStats, staffDailyStats } from '#server/db/tables/analytics.ts';
import { findBusiness } from '#server/domains/businesses/service.ts';
import { feedbackCountSql, unresolvedFeedbackSql } from '#server/domains/feedback/service.ts';
import { unrepliedReviewsSql } from '#server/domains/google/service.ts';
import { addDays, localDay, startOfLocalDay } from '#server/lib/time-zone.ts';
import { waitingSince } from '#shared/lib/waiting.ts';
import type { Today } from '#shared/schemas/analytics.ts';

const sum = (column: unknown) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/**
 * The home's figures for today, from the rollups and two counts, in one statement: what an owner
 * or member glances at between customers. A member's own figures are their credited visits; what
 * waits for an answer is counted only for whoever may answer it.
 */
export async function getToday(
  db: DbOrTx,
  viewer: { businessId: string; userId: string; role: 'owner' | 'member' },
  now = new Date(),
): Promise<Today> {
  const { businessId, userId } = viewer;
  const owner = viewer.role === 'owner';
  const business = await findBusiness(db, businessId);
  // A member answers feedback only where the owner allows it, and never replies on Google.
  const answersFeedback = owner || Boolean(business?.membersAnswerFeedback);
  const timeZone = business?.timeZone ?? 'UTC';
  const day = localDay(now, timeZone);
  const from = startOfLocalDay(day, timeZone);
  const to = startOfLocalDay(addDays(day, 1), timeZone);
  const id = sql`${businessId}`;
  const mine = (column: 'scans' | 'ratings') =>
    sql<number>`(select coalesce(sum(s.${sql.raw(column)}), 0) from ${staffDailyStats} s
      where s.business_id = ${businessId} and s.day = ${day} and s.user_id = ${userId})`.mapWith(Number);
  // An aggregate without GROUP BY answers one row, even on a day without visits.
  const [row] = await db
    .select({
      scans: sum(dailyStats.scans),
      ratings: sql<number>`coalesce(sum(${dailyStats.rating1} + ${dailyStats.rating2} + ${dailyStats.rating3}
        + ${dailyStats.rating4} + ${dailyStats.rating5}), 0)`.mapWith(Number),
      sentToGoogle: sum(dailyStats.conversions),
      feedback: feedbackCountSql(
        id,
        sql`${from.toISOString()}::timestamptz`,
        sql`${to.toISOString()}::timestamptz`,
      ),
      unresolvedFeedback: unresolvedFeedbackSql(id, waitingSince(now)),
      unrepliedReviews: unrepliedReviewsSql(id, waitingSince(now)),
      myScans: mine('scans'),
      myRatings: mine('ratings'),
    })
    .from(dailyStats)
    .where(and(eq(dailyStats.businessId, businessId), eq(dailyStats.day, day)));
  const r = row!;
  return {
    day,
    timeZone,
    asOf: now.toISOString(),
    scans: r.scans,
    ratings: r.ratings,
    sentToGoogle: r.sentToGoogle,
    feedback: r.feedback,
    unresolvedFeedback: answersFeedback ? r.unresolvedFeedback : null,
    unrepliedReviews: owner ? r.unrepliedReviews : null,
    mine: { scans: r.myScans, ratings: r.myRatings },
  };
}
