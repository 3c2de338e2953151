import { between, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#server/db/client.ts';
import { businesses, dailyStats, feedback, scans, unusualActivity } from '#server/db/schema.ts';
import { feedbackItemColumns } from '#server/privacy/inbox.ts';
import {
  type Analytics,
  conversionRate,
  DAILY_DAYS,
  type DailyPoint,
  FEEDBACK_LIST_SIZE,
  growth,
  MONTH_DAYS,
  RECENT_SCANS,
  WEEK_DAYS,
} from '#shared/analytics.ts';
import type { FeedbackItem } from '#shared/ratings.ts';
import { addDays, utcDay } from './rollup';
import { staffBoard, staffBoardSql, type Viewer } from './staff-board';

/**
 * The rolling windows, on whole UTC days (docs/decisions/0006-analytics-rollup.md): "this week" is
 * the 7 UTC days ending with today, "last week" the 7 before; months likewise with 30 days.
 */
export function windowsFor(now: Date) {
  const today = utcDay(now);
  const span = (endOffset: number, days: number) => {
    const to = addDays(today, -endOffset);
    return { from: addDays(to, -(days - 1)), to };
  };
  return {
    today,
    thisWeek: span(0, WEEK_DAYS),
    lastWeek: span(WEEK_DAYS, WEEK_DAYS),
    thisMonth: span(0, MONTH_DAYS),
    lastMonth: span(MONTH_DAYS, MONTH_DAYS),
    daily: span(0, DAILY_DAYS),
  };
}

type Span = { from: string; to: string };

const total = (col: AnyPgColumn, filter?: SQL) =>
  (filter
    ? sql<number>`coalesce(sum(${col}) filter (where ${filter}), 0)`
    : sql<number>`coalesce(sum(${col}), 0)`
  ).mapWith(Number);

const inSpan = (s: Span) => between(dailyStats.day, s.from, s.to);

/**
 * The (business_id, created_at desc) indexes are DESC NULLS LAST, while a plain DESC means NULLS
 * FIRST in PostgreSQL: without this the planner cannot walk the index and sorts every scan of the
 * business instead (66 ms instead of 0.1 ms at 100k scans). The columns are NOT NULL, so the
 * order is the same.
 */
const newestFirst = (col: AnyPgColumn) => sql`${col} desc nulls last`;

type DayTuple = [day: string, scans: number, conversions: number, feedback: number];
type ScanTuple = [id: string, deviceType: 'mobile' | 'desktop', createdAt: string, outcome: string | null];

/**
 * Everything the statistics section shows, in one statement (one round trip; PGlite pays per
 * query). Totals, windows, the chart and the distribution come from the per-day rollup (a few
 * hundred rows at most per business), never from counting scans; only the five recent scans
 * touch `scans`, through its (business_id, created_at) index.
 */
export async function getAnalytics(
  db: DbOrTx,
  businessId: string,
  now = new Date(),
  viewer?: Viewer,
): Promise<Analytics> {
  const w = windowsFor(now);
  const boardVisible = sql<boolean>`(select ${businesses.teamBoardVisible} from ${businesses}
    where ${businesses.id} = ${businessId})`;
  const recent = sql<ScanTuple[]>`(
    select coalesce(json_agg(json_build_array(r.id, r.device_type, r.created_at, r.outcome)
      order by r.created_at desc, r.id desc), '[]')
    from (
      select ${scans.id} as id, ${scans.deviceType} as device_type, ${scans.createdAt} as created_at,
        ${scans.outcome} as outcome
      from ${scans} where ${scans.businessId} = ${businessId}
      order by ${newestFirst(scans.createdAt)}, ${scans.id} desc limit ${RECENT_SCANS}
    ) r)`;
  const days = sql<DayTuple[]>`coalesce(json_agg(json_build_array(${dailyStats.day}, ${dailyStats.scans},
    ${dailyStats.conversions}, ${dailyStats.feedbackOutcomes})) filter (where ${inSpan(w.daily)}), '[]')`;
  const [s] = await db
    .select({
      scans: total(dailyStats.scans),
      conversions: total(dailyStats.conversions),
      thisWeek: total(dailyStats.scans, inSpan(w.thisWeek)),
      lastWeek: total(dailyStats.scans, inSpan(w.lastWeek)),
      thisMonth: total(dailyStats.scans, inSpan(w.thisMonth)),
      lastMonth: total(dailyStats.scans, inSpan(w.lastMonth)),
      r1: total(dailyStats.rating1),
      r2: total(dailyStats.rating2),
      r3: total(dailyStats.rating3),
      r4: total(dailyStats.rating4),
      r5: total(dailyStats.rating5),
      days,
      recent,
      staff: staffBoardSql(businessId, w.thisWeek, w.lastWeek),
      boardVisible,
      unusual: sql<[string, number, number][]>`(
        select coalesce(json_agg(json_build_array(u.day, u.refused_ratings, u.refused_scans)
          order by u.day desc), '[]')
        from ${unusualActivity} u
        where u.business_id = ${businessId} and u.day >= ${w.daily.from}::date)`,
    })
    .from(dailyStats)
    .where(eq(dailyStats.businessId, businessId));
  // An aggregate without GROUP BY always answers one row, even for a business without scans.
  const row = s!;
  return {
    totalScans: row.scans,
    totalConversions: row.conversions,
    conversionRate: conversionRate(row.conversions, row.scans),
    thisWeekScans: row.thisWeek,
    lastWeekScans: row.lastWeek,
    weekOverWeekGrowth: growth(row.thisWeek, row.lastWeek),
    thisMonthScans: row.thisMonth,
    lastMonthScans: row.lastMonth,
    monthOverMonthGrowth: growth(row.thisMonth, row.lastMonth),
    recentScans: row.recent.map(([id, deviceType, createdAt, outcome]) => ({
      id,
      deviceType,
      scanDate: new Date(createdAt).toISOString(),
      converted: outcome === 'google',
    })),
    daily: fillDays(w.daily, row.days),
    ratingDistribution: [row.r1, row.r2, row.r3, row.r4, row.r5].map((count, i) => ({
      rating: i + 1,
      count,
    })),
    ...staffBoard(row.staff, row.boardVisible ?? true, viewer),
    unusualActivity: row.unusual.map(([day, refusedRatings, refusedScans]) => ({
      day,
      refusedRatings,
      refusedScans,
    })),
  };
}

/** One point per day of the span, oldest first; days without a rollup row are zeros. */
function fillDays(span: Span, rows: DayTuple[]): DailyPoint[] {
  const byDay = new Map(rows.map((r) => [r[0], r]));
  const points: DailyPoint[] = [];
  for (let day = span.from; day <= span.to; day = addDays(day, 1)) {
    const [, scans = 0, conversions = 0, feedback = 0] = byDay.get(day) ?? [];
    points.push({ date: day, scans, conversions, feedback });
  }
  return points;
}

/** The owner's inbox: the newest private feedback, through the (business_id, created_at) index. */
export async function listFeedback(db: DbOrTx, businessId: string): Promise<FeedbackItem[]> {
  const rows = await db
    .select(feedbackItemColumns)
    .from(feedback)
    .where(eq(feedback.businessId, businessId))
    .orderBy(newestFirst(feedback.createdAt), desc(feedback.id))
    .limit(FEEDBACK_LIST_SIZE);
  return rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    resolvedAt: r.resolvedAt?.toISOString() ?? null,
  }));
}
