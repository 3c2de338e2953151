// How a visit counts, written once. Every writer of the rollups (the scan and rating statements, a
// feedback, the recount after a time-zone change) describes what happened as rows of visit figures and
// places these fragments in its own statement. A new rollup column is one rule here (with its column in
// db/tables/analytics.ts and the migration).
import { type SQL, sql, type Table } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import type { dailyStats, staffDailyStats } from '#server/db/tables/analytics.ts';

/*
 * Visit figures: the relation `v` every fragment reads, one row per thing that happened.
 *   business_id, day     the business and the scan's day in the business's zone (decision 0044);
 *                        a rating and a feedback count on their scan's day, not the day they came
 *   staff_ref            the member whose QR brought the visit, or null
 *   scanned              1 for a new scan, else 0
 *   rating, outcome      the stars (1–5) and 'google' or 'feedback' when the visit is rated now, else null
 *   feedback             1 for a private feedback, else 0
 *   user_id, role        the member's person and role, only where a scan starts the member's day
 */
const counts = (condition: string) => sql.raw(`((${condition}) is true)::int`);

/** A table's counted columns by their SQL names: every column but the row's key. */
type CountedColumns<T extends Table, Key extends string> = Exclude<
  T['_']['columns'][keyof T['_']['columns']]['_']['name'],
  Key
>;
/** One rule per counted column: a column added to the table without its rule does not compile. */
type RulesFor<T extends Table, Key extends string> = Record<CountedColumns<T, Key>, SQL>;

/** daily_stats: what each column adds for one row of visit figures. */
const DAY_RULES = {
  scans: sql.raw('v.scanned'),
  conversions: counts(`v.outcome = 'google'`),
  feedback_outcomes: counts(`v.outcome = 'feedback'`),
  rating_1: counts('v.rating = 1'),
  rating_2: counts('v.rating = 2'),
  rating_3: counts('v.rating = 3'),
  rating_4: counts('v.rating = 4'),
  rating_5: counts('v.rating = 5'),
} satisfies RulesFor<typeof dailyStats, 'business_id' | 'day'>;

/**
 * staff_daily_stats: the same for the member's row of an attributed visit. A scan keeps its
 * attribution after its member has left the team.
 */
const MEMBER_RULES = {
  scans: sql.raw('v.scanned'),
  ratings: counts('v.rating is not null'),
  conversions: counts(`v.outcome = 'google'`),
  feedback_count: sql.raw('v.feedback'),
} satisfies RulesFor<typeof staffDailyStats, 'business_id' | 'staff_ref' | 'day' | 'user_id' | 'role'>;

type Rules = Record<string, SQL>;
const columns = (rules: Rules) => sql.raw(Object.keys(rules).join(', '));
const each = (rules: Rules, one: (column: string, rule: SQL) => SQL) =>
  sql.join(
    Object.entries(rules).map(([column, rule]) => one(column, rule)),
    sql`, `,
  );
const added = (table: string) => (column: string) =>
  sql.raw(`${column} = ${table}.${column} + excluded.${column}`);

/**
 * Adds each row of visit figures to its business day, creating the day's row. Returns business_id and
 * day, so a statement can lock the member's row after the day's (every writer locks in that order).
 */
export const addToDaysSql = (figures: SQL) => sql`
  insert into daily_stats (business_id, day, ${columns(DAY_RULES)})
  select v.business_id, v.day, ${each(DAY_RULES, (_, rule) => rule)} from ${figures} v
  on conflict (business_id, day) do update set ${each(DAY_RULES, added('daily_stats'))}
  returning business_id, day`;

/** Adds a new scan's figures to its member's day, creating the row (the figures carry user_id and role). */
export const addToNewMemberDaysSql = (figures: SQL) => sql`
  insert into staff_daily_stats (business_id, staff_ref, day, user_id, role, ${columns(MEMBER_RULES)})
  select v.business_id, v.staff_ref, v.day, v.user_id, v.role, ${each(MEMBER_RULES, (_, rule) => rule)}
  from ${figures} v where v.staff_ref is not null
  on conflict (business_id, staff_ref, day) do update set ${each(MEMBER_RULES, added('staff_daily_stats'))}`;

/** Adds a rating's or a feedback's figures to the member's day its scan created. */
export const addToMemberDaysSql = (figures: SQL) => sql`
  update staff_daily_stats set ${each(MEMBER_RULES, (column, rule) => sql`${sql.raw(`${column} = staff_daily_stats.${column} +`)} ${rule}`)}
  from ${figures} v
  where staff_daily_stats.business_id = v.business_id and staff_daily_stats.staff_ref = v.staff_ref
    and staff_daily_stats.day = v.day`;

/** Every day's row counted again from a business's whole history of visit figures. */
export const dayRowsSql = (figures: SQL) => sql`
  insert into daily_stats (business_id, day, ${columns(DAY_RULES)})
  select v.business_id, v.day, ${each(DAY_RULES, (_, rule) => sql`sum(${rule})::int`)}
  from ${figures} v group by 1, 2`;

/**
 * Every member's day counted again; `people`, rows of (staff_ref, user_id, role), names each reference's person,
 * and a reference without one is not counted.
 */
export const memberDayRowsSql = (figures: SQL, people: SQL) => sql`
  insert into staff_daily_stats (business_id, staff_ref, day, user_id, role, ${columns(MEMBER_RULES)})
  select c.business_id, c.staff_ref, c.day, p.user_id, p.role, ${columns(MEMBER_RULES)}
  from (
    select v.business_id, v.staff_ref, v.day, ${each(MEMBER_RULES, (column, rule) => sql`sum(${rule})::int as ${sql.raw(column)}`)}
    from ${figures} v where v.staff_ref is not null group by 1, 2, 3
  ) c join ${people} as p(staff_ref, user_id, role) on p.staff_ref = c.staff_ref`;

/** A private feedback on an attributed visit: one more on the member's row for the scan's day. */
export async function addFeedbackToMemberDay(
  tx: DbOrTx,
  key: { businessId: string; staffRef: string; day: string },
) {
  await tx.execute(
    addToMemberDaysSql(sql`(select ${key.businessId}::text as business_id, ${key.staffRef}::text as staff_ref,
      ${key.day}::date as day, 0 as scanned, null::int as rating, null::text as outcome, 1 as feedback)`),
  );
}
