import { and, asc, between, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#server/db/client.ts';
import { dailyStats, staffDailyStats } from '#server/db/tables/analytics.ts';
import { userSummaries } from '#server/domains/auth/service.ts';
import { teamBoardVisibleSql, timeZoneOf } from '#server/domains/businesses/service.ts';
import {
  type ChannelTuple,
  channelFiguresSql,
  recentScansSql,
  unusualActivitySql,
} from '#server/domains/visits/service.ts';
import { addDays, localDay, startOfLocalDay } from '#server/lib/time-zone.ts';
import { CHANNELS } from '#shared/lib/channels.ts';
import {
  type Analytics,
  conversionRate,
  DAILY_DAYS,
  type DailyPoint,
  growth,
  MONTH_DAYS,
  RECENT_SCANS,
  WEEK_DAYS,
} from '#shared/schemas/analytics.ts';

export { recountRollups } from './recount';
export { addFeedbackToMemberDay, addToDaysSql, addToMemberDaysSql, addToNewMemberDaysSql } from './rollup';

import { teamBoard, teamBoardSql, type Viewer } from './team-board';

/**
 * The rolling windows, on whole days of the business's zone (docs/decisions/0006-analytics-rollup.md,
 * 0044): "this week" is the 7 local days ending with today, "last week" the 7 before; months likewise
 * with 30 days.
 */
function windowsFor(now: Date, timeZone: string) {
  const today = localDay(now, timeZone);
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

type DayTuple = [day: string, scans: number, conversions: number, feedback: number];

/**
 * Everything the analytics section shows, in one statement (one round trip; PGlite pays per
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
  // The zone first: every window below is a span of its days. A primary-key read.
  const timeZone = await timeZoneOf(db, businessId);
  const w = windowsFor(now, timeZone);
  const boardVisible = teamBoardVisibleSql(businessId);
  const recent = recentScansSql(businessId, RECENT_SCANS);
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
      staff: teamBoardSql(businessId, w.thisWeek, w.lastWeek),
      boardVisible,
      unusual: unusualActivitySql(businessId, w.daily.from),
      channels: channelFiguresSql(
        businessId,
        startOfLocalDay(w.lastWeek.from, timeZone),
        startOfLocalDay(w.thisWeek.from, timeZone),
      ),
    })
    .from(dailyStats)
    .where(eq(dailyStats.businessId, businessId));
  // An aggregate without GROUP BY always answers one row, even for a business without scans.
  const row = s!;
  const board = teamBoard(row.staff, row.boardVisible ?? true, viewer, (ref) =>
    channelsOf(row.channels, ref),
  );
  return {
    timeZone,
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
    ...board,
    unusualActivity: row.unusual.map(([day, refusedRatings, refusedScans]) => ({
      day,
      refusedRatings,
      refusedScans,
    })),
    byChannel: channelFigures(row.channels, row.staff, board.teamBoardVisible, viewer),
  };
}

/** One staff reference's visits this week by channel, in the order of CHANNELS, used ones only. */
function channelsOf(rows: ChannelTuple[], staffRef: string) {
  return CHANNELS.map((channel) => {
    const mine = rows.filter(([c, ref]) => c === channel && ref === staffRef);
    return {
      channel,
      scans: mine.reduce((n, r) => n + r[2], 0),
      conversions: mine.reduce((n, r) => n + r[3], 0),
    };
  }).filter((c) => c.scans > 0);
}

/**
 * Every channel's figures, in the order of CHANNELS. The owner (and, with the team board shown,
 * every member) counts the whole location; a member otherwise counts their own visits only.
 */
function channelFigures(
  rows: ChannelTuple[],
  staff: { 0: string; 3: string | null }[],
  boardVisible: boolean,
  viewer: Viewer | undefined,
) {
  // Every reference the viewer has had here: one removed and added again has an old one too.
  const mine = new Set(viewer ? staff.filter((t) => t[3] === viewer.userId).map((t) => t[0]) : []);
  const wholeLocation = !viewer || viewer.role === 'owner' || boardVisible;
  return CHANNELS.map((channel) => {
    const figures = {
      channel,
      scans: 0,
      conversions: 0,
      lastWeekScans: 0,
      lastWeekConversions: 0,
      mapsConversions: 0,
      mine: { scans: 0, conversions: 0 },
    };
    for (const [c, ref, scans, conversions, lastScans, lastConversions, maps] of rows) {
      if (c !== channel) continue;
      const own = ref !== null && mine.has(ref);
      if (own) {
        figures.mine.scans += scans;
        figures.mine.conversions += conversions;
      }
      if (!wholeLocation && !own) continue;
      figures.scans += scans;
      figures.conversions += conversions;
      figures.lastWeekScans += lastScans;
      figures.lastWeekConversions += lastConversions;
      figures.mapsConversions += maps;
    }
    return figures;
  });
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

/**
 * The member behind each (staff reference, day) of the per-member rollup: any row of that
 * reference names its member, also after they left the team. Keys are "ref|day"; a user deleted
 * since reads as null.
 */
export async function memberOfStaffDays(
  db: DbOrTx,
  businessId: string,
  keys: { staffRef: string; day: string }[],
): Promise<Map<string, string | null>> {
  const found = new Map<string, string | null>();
  if (keys.length === 0) return found;
  const rows = await db
    .select({ staffRef: staffDailyStats.staffRef, day: staffDailyStats.day, userId: staffDailyStats.userId })
    .from(staffDailyStats)
    .where(
      and(
        eq(staffDailyStats.businessId, businessId),
        inArray(
          staffDailyStats.staffRef,
          keys.map((k) => k.staffRef),
        ),
      ),
    );
  const wanted = new Set(keys.map((k) => `${k.staffRef}|${k.day}`));
  for (const r of rows) {
    const key = `${r.staffRef}|${r.day}`;
    if (wanted.has(key)) found.set(key, r.userId);
  }
  return found;
}

/** A span of days as SQL date expressions, for statements over several businesses each in its own zone. */
export type SqlSpan = { from: SQL; to: SQL };

/**
 * Rolling windows as SQL for a row whose zone is the expression `zone` (e.g. `b.time_zone`): the same
 * days windowsFor answers, so 'All locations' counts each location's week in its own zone.
 */
export function windowsSql(now: Date, zone: SQL) {
  const today = sql`(${now.toISOString()}::timestamptz at time zone ${zone})::date`;
  const span = (endOffset: number, days: number): SqlSpan => ({
    from: sql`(${today} - ${endOffset + days - 1}::int)`,
    to: sql`(${today} - ${endOffset}::int)`,
  });
  return { thisWeek: span(0, WEEK_DAYS), lastWeek: span(WEEK_DAYS, WEEK_DAYS) };
}

/** The instants [start of `from`, end of `to`) of a span in the zone, for counting raw rows by time. */
export const instantsOfSql = (s: SqlSpan, zone: SQL) => ({
  from: sql`(${s.from}::timestamp at time zone ${zone})`,
  to: sql`((${s.to} + 1)::timestamp at time zone ${zone})`,
});

/**
 * Scalar subqueries for another domain's one statement: a business's rollup sum of scans or
 * conversions over its days [from, to], by primary key. `businessId` is an outer column.
 */
export const rolledUpSql = (businessId: SQL, column: 'scans' | 'conversions', s: SqlSpan): SQL<number> =>
  sql<number>`(select coalesce(sum(d.${sql.raw(column)}), 0) from ${dailyStats} d
    where d.business_id = ${businessId} and d.day between ${s.from} and ${s.to})`.mapWith(Number);

type WeekTotals = { scans: number; ratings: number; conversions: number };

/** Sums of the rollup over the business's days [from, to] (days of its zone, docs/decisions/0044). */
export async function totalsBetween(
  db: DbOrTx,
  businessId: string,
  from: string,
  to: string,
): Promise<WeekTotals> {
  const [row] = await db
    .select({
      scans: total(dailyStats.scans),
      conversions: total(dailyStats.conversions),
      ratings:
        sql<number>`coalesce(sum(${dailyStats.rating1} + ${dailyStats.rating2} + ${dailyStats.rating3} + ${dailyStats.rating4} + ${dailyStats.rating5}), 0)`.mapWith(
          Number,
        ),
    })
    .from(dailyStats)
    .where(and(eq(dailyStats.businessId, businessId), between(dailyStats.day, from, to)));
  return { scans: row?.scans ?? 0, ratings: row?.ratings ?? 0, conversions: row?.conversions ?? 0 };
}

const { businessId: _dayBusiness, ...dayColumns } = getTableColumns(dailyStats);
const { businessId: _memberBusiness, ...memberColumns } = getTableColumns(staffDailyStats);
const { day: _day, staffRef: _ref, userId: _user, role: _role, ...memberFigures } = memberColumns;

/** daily.csv's columns: every column of daily_stats but the business, so a new figure is exported too. */
export const DAILY_EXPORT_COLUMNS = Object.keys(dayColumns);
/** staff.csv's columns: the member's day, the name the reference belongs to, and every figure of its row. */
export const STAFF_EXPORT_COLUMNS = [
  'day',
  'staffRef',
  'firstName',
  'lastName',
  'role',
  ...Object.keys(memberFigures),
];

export async function* dailyRowsForExport(db: DbOrTx, businessId: string) {
  const rows = await db
    .select()
    .from(dailyStats)
    .where(eq(dailyStats.businessId, businessId))
    .orderBy(asc(dailyStats.day));
  for (const { businessId: _, ...r } of rows) yield r;
}

/** The team board's figures per staff reference and day, with the name each reference belongs to. */
export async function* staffRowsForExport(db: DbOrTx, businessId: string) {
  const rows = await db
    .select(memberColumns)
    .from(staffDailyStats)
    .where(eq(staffDailyStats.businessId, businessId))
    .orderBy(asc(staffDailyStats.day), asc(staffDailyStats.staffRef));
  const people = await userSummaries(
    db,
    rows.flatMap((r) => (r.userId ? [r.userId] : [])),
  );
  for (const { userId, ...r } of rows) {
    const person = userId ? people.get(userId) : undefined;
    yield { ...r, firstName: person?.firstName ?? null, lastName: person?.lastName ?? null };
  }
}
