// Fills a migrated database with scans fast: INSERT … SELECT generate_series in chunks (never one
// request per scan), then the daily_stats rollup in one INSERT … SELECT … GROUP BY, as the live
// code would have left it. Works on PGlite and PostgreSQL.
//
// As a command, into an existing migrated PostgreSQL database:
//   npx tsx bench/seed-scans.ts postgres://postgres@127.0.0.1:5432/mydb [totalScans] [businesses]
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/** The two calls seeding needs, over either engine. */
export type Sql = { exec(text: string): Promise<void>; rows<T>(text: string): Promise<T[]> };

export const pgliteSql = (client: PGlite): Sql => ({
  exec: async (text) => void (await client.exec(text)),
  rows: async <T>(text: string) => (await client.query<T>(text)).rows,
});
// One connection, not a pool: session settings (session_replication_role) must stay on it.
export const pgSql = (client: pg.Client): Sql => ({
  exec: async (text) => void (await client.query(text)),
  rows: async <T>(text: string) => (await client.query(text)).rows as T[],
});

export type SeedOptions = {
  /** Scans across every business. */
  totalScans: number;
  businesses: number;
  /** Scans of the first business, the one the bench measures; the rest share the remainder. */
  bigBusinessScans: number;
  /** Scans are spread evenly over this many days before now. */
  days?: number;
  chunk?: number;
  log?: (line: string) => void;
};

export const OWNER_ID = 'bench-owner';
const businessIdOf = (n: number) => `bench${String(n).padStart(7, '0')}`;
export const BIG_BUSINESS_ID = businessIdOf(1);
/** Members besides the owner on the measured business; most of its scans carry one of their refs. */
const STAFF_MEMBERS = 4;

const int = (n: number, what: string) => {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`${what} must be a whole number ≥ 0, got ${n}`);
  return n;
};

/**
 * Removes earlier bench data, then writes owner, businesses, scans and their rollup. Returns the
 * seconds each phase took. Random but repeatable: the same options give the same figures.
 */
export async function seedScans(sql: Sql, options: SeedOptions) {
  const total = int(options.totalScans, 'totalScans');
  const nBusinesses = int(options.businesses, 'businesses');
  const big = int(Math.min(options.bigBusinessScans, total), 'bigBusinessScans');
  const days = int(options.days ?? 365, 'days');
  const chunk = int(options.chunk ?? 1_000_000, 'chunk');
  const log = options.log ?? (() => {});
  const others = nBusinesses - 1;
  if (others < 1) throw new Error('businesses must be at least 2');
  const timings: Record<string, number> = {};
  const timed = async (name: string, run: () => Promise<void>) => {
    const t0 = performance.now();
    await run();
    timings[name] = (performance.now() - t0) / 1000;
    log(`  ${name}: ${timings[name].toFixed(1)} s`);
  };

  await timed('reset', async () => {
    await sql.exec(`delete from businesses where owner_id = '${OWNER_ID}'`); // cascades to scans, rollup, …
    await sql.exec(`delete from users where id = '${OWNER_ID}'`);
    await sql.exec(`insert into users (id, google_sub, email, first_name, last_name)
      values ('${OWNER_ID}', 'bench|owner', 'owner@bench.example', 'Bench', 'Owner')`);
    await sql.exec(`insert into businesses (id, owner_id, name, address, place_id, google_review_url,
        review_filter_enabled, trial_ends_at)
      select 'bench' || lpad(g::text, 7, '0'), '${OWNER_ID}', 'Bench business ' || g, g || ' Bench Street',
        'bench_place_' || g, 'https://search.google.com/local/writereview?placeid=bench_place_' || g,
        g % 2 = 1, now() + interval '7 days'
      from generate_series(1, ${nBusinesses}) g`);
    await sql.exec(`insert into memberships (business_id, user_id, role)
      select id, '${OWNER_ID}', 'owner' from businesses where owner_id = '${OWNER_ID}'`);
    // The measured business has a team of five: the owner and four members, each with a reference.
    await sql.exec(`delete from users where id like '${OWNER_ID}-m%'`);
    await sql.exec(`insert into users (id, google_sub, email, first_name, last_name)
      select '${OWNER_ID}-m' || g, 'bench|m' || g, 'm' || g || '@bench.example', 'Bench', 'Member ' || g
      from generate_series(1, ${STAFF_MEMBERS}) g`);
    await sql.exec(`insert into memberships (business_id, user_id, role)
      select '${BIG_BUSINESS_ID}', '${OWNER_ID}-m' || g, 'member' from generate_series(1, ${STAFF_MEMBERS}) g`);
  });

  await timed('scans', async () => {
    // Building the index once after the load is several times faster than maintaining it per row.
    await sql.exec('drop index if exists scans_business_created_idx');
    await sql.exec('select setseed(0.42)');
    // Every row joins an existing business, so the per-row foreign-key check can be skipped
    // (superuser only; without the right it simply stays on).
    const skipFk = await sql.exec('set session_replication_role = replica').then(
      () => true,
      () => false,
    );
    for (let done = 0; done < total; done += chunk) {
      const n = Math.min(chunk, total - done);
      // Row numbers below `big` belong to the measured business; the rest go round the others.
      // The measured business's scans are spread over its team's references (a fifth unattributed).
      await sql.exec(`insert into scans (business_id, created_at, device_type, rating, outcome, rated_at, staff_ref)
        select s.business_id, s.at, s.device, s.rating,
          case when s.rating is null then null
               when s.rating <= 3 and b.review_filter_enabled then 'feedback' else 'google' end,
          case when s.rating is null then null else s.at end,
          (select m.staff_ref from memberships m where m.business_id = s.business_id
            order by m.user_id offset s.who limit 1)
        from (
          select case when g <= ${big} then '${BIG_BUSINESS_ID}'
                      else 'bench' || lpad((2 + g % ${others})::text, 7, '0') end as business_id,
            now() - random() * interval '${days} days' as at,
            case when random() < 0.7 then 'mobile' else 'desktop' end as device,
            case when random() < 0.8 then 1 + floor(random() * 5)::smallint end as rating,
            case when g <= ${big} then floor(random() * ${STAFF_MEMBERS + 2})::int else 99 end as who
          from generate_series(${done + 1}, ${done + n}) g
        ) s
        join businesses b on b.id = s.business_id`);
      log(`  … ${(done + n).toLocaleString('en-US')} scans`);
    }
    if (skipFk) await sql.exec('set session_replication_role = origin');
    await sql.exec(`create index if not exists scans_business_created_idx
      on scans using btree (business_id, created_at desc nulls last)`);
  });

  await timed('rollup', async () => {
    await sql.exec(`insert into daily_stats (business_id, day, scans, conversions, feedback_outcomes,
        rating_1, rating_2, rating_3, rating_4, rating_5)
      select business_id, (created_at at time zone 'UTC')::date, count(*),
        count(*) filter (where outcome = 'google'), count(*) filter (where outcome = 'feedback'),
        count(*) filter (where rating = 1), count(*) filter (where rating = 2),
        count(*) filter (where rating = 3), count(*) filter (where rating = 4),
        count(*) filter (where rating = 5)
      from scans where business_id like 'bench%'
      group by 1, 2`);
    await sql.exec(`insert into staff_daily_stats (business_id, staff_ref, day, user_id, role, scans, ratings,
        conversions, feedback_count)
      select s.business_id, s.staff_ref, (s.created_at at time zone 'UTC')::date, m.user_id, m.role, count(*),
        count(*) filter (where s.rating is not null), count(*) filter (where s.outcome = 'google'), 0
      from scans s join memberships m on m.business_id = s.business_id and m.staff_ref = s.staff_ref
      where s.business_id like 'bench%' and s.staff_ref is not null
      group by s.business_id, s.staff_ref, 3, m.user_id, m.role`);
  });

  // Vacuumed now rather than by autovacuum in the middle of a measurement.
  await timed('vacuum', async () => {
    await sql.exec('vacuum analyze scans');
    await sql.exec('vacuum analyze daily_stats');
    await sql.exec('vacuum analyze staff_daily_stats');
  });
  return timings;
}

async function main() {
  const [url, total = '1000000', businesses = '1000'] = process.argv.slice(2);
  if (!url) {
    console.log('usage: npx tsx bench/seed-scans.ts postgres://… [totalScans] [businesses]');
    process.exit(2);
  }
  const { default: pgModule } = await import('pg');
  const client = new pgModule.Client({ connectionString: url });
  await client.connect();
  try {
    const totalScans = Number(total);
    await seedScans(pgSql(client), {
      totalScans,
      businesses: Number(businesses),
      bigBusinessScans: Math.round(totalScans / 10),
      log: console.log,
    });
  } finally {
    await client.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
