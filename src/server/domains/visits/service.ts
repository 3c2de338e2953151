// What the ratings domain offers the others: the visits (`scans`) and refused visits it owns. It
// imports no domain that builds on it (analytics, feedback), so rate-visit.ts composes those.
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import type { BusinessRow } from '#server/db/tables/businesses.ts';
import { scans, unusualActivity } from '#server/db/tables/visits.ts';
import { findBusiness } from '#server/domains/businesses/service.ts';
import { notFound } from '#server/lib/domain-errors.ts';
import { localDay } from '#server/lib/time-zone.ts';
import { CLAIM_GRACE_DAYS } from '#shared/lib/google.ts';

export const SCAN_NOT_FOUND = 'This visit was not found. Please scan the QR code again.';
/** The visit a feedback names: its rating, member and day (in the business's zone). Only this business's visits are found. */
export async function scanForFeedback(
  tx: DbOrTx,
  business: { id: string; timeZone: string },
  scanId: string,
) {
  const businessId = business.id;
  const [scan] = await tx
    .select({ rating: scans.rating, staffRef: scans.staffRef, createdAt: scans.createdAt })
    .from(scans)
    .where(and(eq(scans.id, scanId), eq(scans.businessId, businessId)))
    .limit(1);
  if (!scan) throw notFound(SCAN_NOT_FOUND, 'SCAN_NOT_FOUND');
  return { rating: scan.rating, staffRef: scan.staffRef, day: localDay(scan.createdAt, business.timeZone) };
}

/** Whose QR brought each visit, and on which day of the zone: only visits that carried a member's reference. */
export async function attributionOfScans(
  db: DbOrTx,
  businessId: string,
  timeZone: string,
  scanIds: string[],
) {
  const found = new Map<string, { staffRef: string; day: string }>();
  if (scanIds.length === 0) return found;
  const rows = await db
    .select({ id: scans.id, staffRef: scans.staffRef, createdAt: scans.createdAt })
    .from(scans)
    .where(and(eq(scans.businessId, businessId), inArray(scans.id, scanIds)));
  for (const r of rows)
    if (r.staffRef) found.set(r.id, { staffRef: r.staffRef, day: localDay(r.createdAt, timeZone) });
  return found;
}

type ScanTuple = [id: string, deviceType: 'mobile' | 'desktop', createdAt: string, outcome: string | null];

/**
 * A scalar subquery for the analytics' one statement: the newest visits as JSON tuples. The
 * (business_id, created_at desc) index is DESC NULLS LAST, while a plain DESC means NULLS FIRST in
 * PostgreSQL: without saying so the planner sorts every scan of the business instead of walking the
 * index (66 ms instead of 0.1 ms at 100k scans). The column is NOT NULL, so the order is the same.
 */
export const recentScansSql = (businessId: string, limit: number) => sql<ScanTuple[]>`(
    select coalesce(json_agg(json_build_array(r.id, r.device_type, r.created_at, r.outcome)
      order by r.created_at desc, r.id desc), '[]')
    from (
      select ${scans.id} as id, ${scans.deviceType} as device_type, ${scans.createdAt} as created_at,
        ${scans.outcome} as outcome
      from ${scans} where ${scans.businessId} = ${businessId}
      order by ${scans.createdAt} desc nulls last, ${scans.id} desc limit ${limit}
    ) r)`;

export type ChannelTuple = [
  channel: string,
  staffRef: string | null,
  scans: number,
  conversions: number,
  lastWeekScans: number,
  lastWeekConversions: number,
  /** This week's conversions sent to the Maps place rather than the review form. */
  mapsConversions: number,
];

/**
 * A scalar subquery: scans and conversions per channel and staff reference, this week
 * (from `thisWeekFrom`) and the week before (from `lastWeekFrom`), both the start of a local day. Walks the
 * (business_id, created_at) index over two weeks of visits only.
 */
export const channelFiguresSql = (businessId: string, lastWeekFrom: Date, thisWeekFrom: Date) => {
  // Instants (the local midnights that start the rollups' days), whatever the database server's zone.
  const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;
  const thisWeek = sql`${scans.createdAt} >= ${at(thisWeekFrom)}`;
  const converted = sql`${scans.outcome} = 'google'`;
  return sql<ChannelTuple[]>`(
    select coalesce(json_agg(json_build_array(c.channel, c.staff_ref, c.s, c.c, c.ls, c.lc, c.m)), '[]')
    from (
      select ${scans.channel} as channel, ${scans.staffRef} as staff_ref,
        count(*) filter (where ${thisWeek})::int as s,
        count(*) filter (where ${thisWeek} and ${converted})::int as c,
        count(*) filter (where not (${thisWeek}))::int as ls,
        count(*) filter (where not (${thisWeek}) and ${converted})::int as lc,
        count(*) filter (where ${thisWeek} and ${converted} and ${scans.reviewLink} = 'maps')::int as m
      from ${scans}
      where ${scans.businessId} = ${businessId} and ${scans.createdAt} >= ${at(lastWeekFrom)}
      group by 1, 2
    ) c)`;
};

/** A scalar subquery: the days from `fromDay` on when one address went over its budget, newest first. */
export const unusualActivitySql = (businessId: string, fromDay: string) => sql<[string, number, number][]>`(
    select coalesce(json_agg(json_build_array(u.day, u.refused_ratings, u.refused_scans)
      order by u.day desc), '[]')
    from ${unusualActivity} u
    where u.business_id = ${businessId} and u.day >= ${fromDay}::date)`;

const BATCH = 2000;

/** Raw scans, oldest first, in keyset batches. A scan holds no personal data: time, device, rating, channel. */
export async function* scanRowsForExport(db: DbOrTx, businessId: string) {
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const cond: SQL = after
      ? and(
          eq(scans.businessId, businessId),
          sql`(${scans.createdAt}, ${scans.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`,
        )!
      : eq(scans.businessId, businessId);
    const rows = await db
      .select({
        id: scans.id,
        createdAt: scans.createdAt,
        deviceType: scans.deviceType,
        rating: scans.rating,
        outcome: scans.outcome,
        ratedAt: scans.ratedAt,
        staffRef: scans.staffRef,
        channel: scans.channel,
        reviewLink: scans.reviewLink,
        cursor: sql<string>`${scans.createdAt}::text`,
      })
      .from(scans)
      .where(cond)
      .orderBy(asc(scans.createdAt), asc(scans.id))
      .limit(BATCH);
    for (const { cursor: _, ...r } of rows) yield r;
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return;
    after = { at: last.cursor, id: last.id };
  }
}

// Short links lead to the rating page; its routes reach the links domain through here.
export { resolveShortLink } from '#server/domains/links/service.ts';
export type { BusinessRow };
/**
 * The business a customer page shows, or null. A registration whose place was claimed by its verified
 * owner keeps its pages for CLAIM_GRACE_DAYS, then answers the not-found page; so does one whose page
 * the operator took down.
 */
export async function businessForPage(db: DbOrTx, id: string, now = new Date()): Promise<BusinessRow | null> {
  const business = await findBusiness(db, id);
  // The operator took the page down with a suspension for abuse.
  if (business?.pageTakenDown) return null;
  const claimed = business?.placeClaimedAt;
  if (claimed && now.getTime() - claimed.getTime() > CLAIM_GRACE_DAYS * 24 * 60 * 60 * 1000) return null;
  return business;
}

/** When the business's first visit was recorded, or null before any. */
export async function firstScanAt(db: DbOrTx, businessId: string) {
  const [row] = await db
    .select({ at: sql<Date | null>`min(${scans.createdAt})`.mapWith((v) => (v ? new Date(v) : null)) })
    .from(scans)
    .where(eq(scans.businessId, businessId));
  return row?.at ?? null;
}

/** Conversions (a customer sent on to Google) in [from, to], oldest first, with whose QR it was. */
export function conversionsBetween(db: DbOrTx, businessId: string, from: Date, to: Date) {
  return db
    .select({ at: scans.ratedAt, staffRef: scans.staffRef })
    .from(scans)
    .where(
      and(
        eq(scans.businessId, businessId),
        eq(scans.outcome, 'google'),
        sql`${scans.ratedAt} between ${from.toISOString()}::timestamptz and ${to.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(scans.ratedAt));
}

/**
 * A business's whole history as visit figures (analytics/rollup.ts) on the days of `timeZone`: what the
 * rollups are counted again from when the business's zone changes. `feedbackOf(scan id)` counts a visit's
 * feedback; the scan id is passed qualified ("scans"."id"), since inside the feedback subquery a bare
 * `id` would be the feedback's own.
 */
export const visitFiguresSql = (
  businessId: string,
  timeZone: string,
  feedbackOf: (scanId: SQL) => SQL,
) => sql`(
  select business_id, (created_at at time zone ${timeZone})::date as day, staff_ref, 1 as scanned, rating,
    outcome, ${feedbackOf(sql`${scans.id}`)} as feedback
  from ${scans} where business_id = ${businessId})`;
