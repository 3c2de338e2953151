import { asc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { addDays } from '#server/analytics/rollup.ts';
import { windowsFor } from '#server/analytics/service.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { businesses, dailyStats, feedback } from '#server/db/schema.ts';
import { conversionRate } from '#shared/analytics.ts';
import type { LocationsOverview, LocationWeek } from '#shared/businesses.ts';

/** Every location the user owns, oldest first: the first one is the specification's `my-business`. */
export function listOwnedBusinesses(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(businesses)
    .where(eq(businesses.ownerId, userId))
    .orderBy(asc(businesses.createdAt), asc(businesses.id));
}

type Span = { from: string; to: string };

/**
 * A sum over the location's daily rollup rows in a span: a primary-key range per location. Written
 * with aliases, because Drizzle leaves columns unqualified inside a select's SQL fields.
 */
const rolledUp = (column: 'scans' | 'conversions', s: Span): SQL<number> =>
  sql<number>`(select coalesce(sum(d.${sql.raw(column)}), 0) from ${dailyStats} d
    where d.business_id = b.id and d.day between ${s.from} and ${s.to})`.mapWith(Number);

/** Feedback received in a span of whole UTC days, through the (business_id, created_at) index. */
const feedbackIn = (s: Span): SQL<number> =>
  sql<number>`(select count(*) from ${feedback} f
    where f.business_id = b.id
      and f.created_at >= ${`${s.from}T00:00:00Z`}::timestamptz
      and f.created_at < ${`${addDays(s.to, 1)}T00:00:00Z`}::timestamptz)`.mapWith(Number);

const week = (scans: number, conversions: number, newFeedback: number): LocationWeek => ({
  scans,
  conversions,
  conversionRate: conversionRate(conversions, scans),
  newFeedback,
});

/**
 * 'All locations' (issue 19): this week and last week for each location the user owns, in one
 * statement, with a total row. The weeks are the dashboard's (docs/decisions/0006-analytics-rollup.md).
 */
export async function locationsOverview(
  db: DbOrTx,
  userId: string,
  now = new Date(),
): Promise<LocationsOverview> {
  const w = windowsFor(now);
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
