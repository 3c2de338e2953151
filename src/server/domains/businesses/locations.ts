// 'All locations' builds on analytics and feedback, so it lives beside service.ts rather than in it.
import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#server/db/client.ts';
import { businesses } from '#server/db/tables/businesses.ts';
import { instantsOfSql, rolledUpSql, type SqlSpan, windowsSql } from '#server/domains/analytics/service.ts';
import { feedbackCountSql } from '#server/domains/feedback/service.ts';
import { conversionRate } from '#shared/schemas/analytics.ts';
import type { LocationsOverview, LocationWeek } from '#shared/schemas/businesses.ts';

const zone = sql`b.time_zone`;
const rolledUp = (column: 'scans' | 'conversions', s: SqlSpan) => rolledUpSql(sql`b.id`, column, s);

/** Feedback received in a span of whole days of the location's own zone. */
const feedbackIn = (s: SqlSpan) => {
  const at = instantsOfSql(s, zone);
  return feedbackCountSql(sql`b.id`, at.from, at.to);
};

const week = (scans: number, conversions: number, newFeedback: number): LocationWeek => ({
  scans,
  conversions,
  conversionRate: conversionRate(conversions, scans),
  newFeedback,
});

/**
 * 'All locations': this week and last week for each location the user owns, in one
 * statement, with a total row. The weeks are the dashboard's (docs/decisions/0006-analytics-rollup.md),
 * each location's in its own time zone.
 */
export async function locationsOverview(
  db: DbOrTx,
  userId: string,
  now = new Date(),
): Promise<LocationsOverview> {
  const w = windowsSql(now, zone);
  const b = alias(businesses, 'b');
  const rows = await db
    .select({
      id: b.id,
      name: b.name,
      address: b.address,
      scans: rolledUp('scans', w.thisWeek),
      conversions: rolledUp('conversions', w.thisWeek),
      feedback: feedbackIn(w.thisWeek),
      lastScans: rolledUp('scans', w.lastWeek),
      lastConversions: rolledUp('conversions', w.lastWeek),
      lastFeedback: feedbackIn(w.lastWeek),
    })
    .from(b)
    .where(eq(b.ownerId, userId))
    .orderBy(asc(b.createdAt), asc(b.id));
  const sum = (k: keyof (typeof rows)[number]) => rows.reduce((n, r) => n + Number(r[k]), 0);
  return {
    locations: rows.map((r) => ({
      id: r.id,
      name: r.name,
      address: r.address,
      thisWeek: week(r.scans, r.conversions, r.feedback),
      lastWeek: week(r.lastScans, r.lastConversions, r.lastFeedback),
    })),
    total: {
      thisWeek: week(sum('scans'), sum('conversions'), sum('feedback')),
      lastWeek: week(sum('lastScans'), sum('lastConversions'), sum('lastFeedback')),
    },
  };
}
