import { sql } from 'drizzle-orm';
import { userNamesSql } from '#server/domains/auth/service.ts';
import { teamSql } from '#server/domains/teams/service.ts';
import { conversionRate } from '#shared/schemas/analytics.ts';
import type { Role } from '#shared/schemas/businesses.ts';
import type { StaffFigures, StaffPeriods, StaffRow } from '#shared/schemas/staff.ts';

type Span = { from: string; to: string };

/** Who is asking, for the board's visibility rule; without one (bench, tests) every row shows. */
export type Viewer = { userId: string; role: Role };

// [scans, ratings, conversions, feedback] for this week, last week and all time.
type Counts = [number, number, number, number];
type StaffTuple = [
  staffRef: string,
  role: Role,
  current: boolean,
  userId: string | null,
  firstName: string | null,
  lastName: string | null,
  ...counts: number[],
];

const COLUMNS = ['scans', 'ratings', 'conversions', 'feedback_count'] as const;

/**
 * A scalar subquery for getAnalytics' one statement: every staff reference of the business with
 * its figures, from the per-member rollup (members × days rows, never the scans), joined with the
 * current memberships so that a member without scans yet still has a row of zeros, and a removed
 * member's reference keeps its figures under their name.
 */
export function teamBoardSql(businessId: string, thisWeek: Span, lastWeek: Span) {
  const sums = (span?: Span) =>
    COLUMNS.map((c) =>
      span
        ? sql`coalesce(sum(${sql.raw(c)}) filter (where day between ${span.from} and ${span.to}), 0)::int`
        : sql`coalesce(sum(${sql.raw(c)}), 0)::int`,
    );
  const figures = [...sums(thisWeek), ...sums(lastWeek), ...sums()];
  const names = figures.map((_, i) => sql.raw(`f${i}`));
  return sql<StaffTuple[]>`(
    select coalesce(json_agg(json_build_array(x.staff_ref, x.role, x.current, x.user_id, x.first_name,
      x.last_name, ${sql.join(
        names.map((n) => sql`coalesce(x.${n}, 0)`),
        sql`, `,
      )})), '[]')
    from (
      select coalesce(m.staff_ref, k.staff_ref) as staff_ref, coalesce(m.role, k.role) as role,
        m.staff_ref is not null as current, coalesce(m.user_id, k.user_id) as user_id,
        u.first_name, u.last_name, ${sql.join(
          names.map((n) => sql`k.${n}`),
          sql`, `,
        )}
      from (
        select staff_ref, max(user_id) as user_id, max(role) as role, ${sql.join(
          figures.map((f, i) => sql`${f} as ${names[i]}`),
          sql`, `,
        )}
        from staff_daily_stats where business_id = ${businessId} group by staff_ref
      ) k
      full join ${teamSql(businessId)} m on m.staff_ref = k.staff_ref
      left join ${userNamesSql} u on u.id = coalesce(m.user_id, k.user_id)
    ) x)`;
}

const zero = (): StaffFigures => ({
  scans: 0,
  ratings: 0,
  conversions: 0,
  conversionRate: 0,
  feedbackCount: 0,
});

function figuresOf([scans, ratings, conversions, feedbackCount]: Counts): StaffFigures {
  return { scans, ratings, conversions, conversionRate: conversionRate(conversions, scans), feedbackCount };
}

function sum(rows: StaffPeriods[], period: keyof StaffPeriods): StaffFigures {
  const t = zero();
  for (const r of rows) {
    t.scans += r[period].scans;
    t.ratings += r[period].ratings;
    t.conversions += r[period].conversions;
    t.feedbackCount += r[period].feedbackCount;
  }
  return { ...t, conversionRate: conversionRate(t.conversions, t.scans) };
}

const displayName = (first: string | null, last: string | null) =>
  [first, last].filter(Boolean).join(' ').trim() || 'Team member';

/**
 * Shapes the board and applies who-sees-what: the owner sees every row; a member sees every row
 * when the owner shows the board to members, otherwise only their own. Totals are the whole team's.
 */
export function teamBoard(
  tuples: StaffTuple[],
  boardVisible: boolean,
  viewer?: Viewer,
  channelsOf: (staffRef: string) => StaffRow['channels'] = () => [],
) {
  const rows: (StaffRow & { userId: string | null })[] = tuples.map(
    ([staffRef, role, current, userId, first, last, ...n]) => ({
      staffRef,
      name: displayName(first, last),
      role,
      current,
      userId,
      you: viewer !== undefined && userId === viewer.userId,
      thisWeek: figuresOf(n.slice(0, 4) as Counts),
      lastWeek: figuresOf(n.slice(4, 8) as Counts),
      allTime: figuresOf(n.slice(8, 12) as Counts),
      channels: channelsOf(staffRef),
    }),
  );
  // A retired reference with nothing to its name is noise.
  const shown = rows.filter((r) => r.current || r.allTime.scans > 0 || r.allTime.feedbackCount > 0);
  shown.sort(
    (a, b) =>
      b.thisWeek.conversions - a.thisWeek.conversions ||
      b.allTime.conversions - a.allTime.conversions ||
      Number(b.current) - Number(a.current) ||
      a.name.localeCompare(b.name) ||
      a.staffRef.localeCompare(b.staffRef),
  );
  const teamTotals = {
    thisWeek: sum(rows, 'thisWeek'),
    lastWeek: sum(rows, 'lastWeek'),
    allTime: sum(rows, 'allTime'),
  };
  const everyone = !viewer || viewer.role === 'owner' || boardVisible;
  const byStaff = shown.filter((r) => everyone || r.you).map(({ userId: _userId, ...row }) => row);
  return { byStaff, teamTotals, teamBoardVisible: boardVisible };
}
