// The operator's search over 100,000 businesses on PostgreSQL: each kind of query the console sends
// (an owner's e-mail, a member's, part of a name, a place id, a business id, the first page and the
// next), p50 and p95 of 40 runs each, against a baseline in the same run: one business read by its
// primary key. Target: p95 ≤ 100 ms. Prints figures; never fails.
//   npx tsx bench/operator-search.bench.ts   (BENCH_DATABASE_URL or TEST_DATABASE_URL names the server;
//   a database of its own is made there and dropped; BENCH_BUSINESSES changes the count)
import { eq } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder, openPostgres } from '#server/db/client.ts';
import { businesses } from '#server/db/schema.ts';
import { businessPage } from '#server/domains/operator/read-model.ts';

const COUNT = Number(process.env.BENCH_BUSINESSES ?? 100_000);
const RUNS = 40;
const admin =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const name = `reviewtap_operator_bench_${process.pid}`;

const client = new pg.Client({ connectionString: admin });
await client.connect();
await client.query(`create database ${name}`);
const url = new URL(admin);
url.pathname = `/${name}`;
const database = await openPostgres(url.toString());
try {
  await migrate(database.db as never, { migrationsFolder: migrationsFolder() });
  const seed = new pg.Client({ connectionString: url.toString() });
  await seed.connect();
  const t0 = performance.now();
  // Owners of one to three locations each, a member on every tenth, some mail and scans: the shape the
  // console reads, written by SQL so 100,000 take seconds.
  await seed.query(`
    insert into users (id, google_sub, email, first_name, last_name)
    select 'u' || g, 'bench|' || g, 'owner' || g || '@shop' || (g % 97) || '.example', 'Owner', 'N' || g
    from generate_series(1, ${COUNT}) g;
    insert into businesses (id, owner_id, name, address, place_id, google_review_url, trial_ends_at, created_at)
    select 'b' || g, 'u' || (1 + (g * 7919) % ${Math.ceil(COUNT / 2)}),
      (array['Bakery','Yoga','Bistro','Salon','Garage','Dental','Florist','Bikes'])[1 + g % 8] || ' ' || g,
      g || ' Main St', 'place_' || g, 'https://g.page/r/' || g,
      now() + ((g % 40) - 10) * interval '1 day', now() - (g % 1000) * interval '1 hour'
    from generate_series(1, ${COUNT}) g;
    insert into memberships (business_id, user_id, role) select id, owner_id, 'owner' from businesses;
    insert into memberships (business_id, user_id, role)
    select 'b' || g, 'u' || (${COUNT} - g + 1), 'member' from generate_series(10, ${COUNT}, 10) g
    on conflict do nothing;
    insert into scans (business_id, created_at, device_type)
    select 'b' || (1 + g % ${COUNT}), now() - (g % 500) * interval '1 minute', 'mobile' from generate_series(1, ${COUNT}) g;
    analyze;`);
  await seed.end();
  console.log(
    `Seeded ${COUNT.toLocaleString('en')} businesses on PostgreSQL in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  const db = database.db;
  const now = new Date();
  const time = async (run: () => Promise<unknown>) => {
    for (let i = 0; i < 3; i += 1) await run();
    const ms: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const start = performance.now();
      await run();
      ms.push(performance.now() - start);
    }
    ms.sort((a, b) => a - b);
    return { p50: ms[Math.floor(RUNS * 0.5)]!, p95: ms[Math.floor(RUNS * 0.95)]! };
  };
  // A different business each run, so no answer is served from a warm page alone.
  let turn = 0;
  const next = () => {
    turn += 1;
    return 1 + ((turn * 104_729) % COUNT);
  };
  const baseline = await time(() =>
    db
      .select()
      .from(businesses)
      .where(eq(businesses.id, `b${next()}`)),
  );
  const first = await businessPage(db, { sort: 'newest', limit: 50 }, now);
  const cases: [string, () => Promise<unknown>][] = [
    [
      "an owner's e-mail",
      () => businessPage(db, { q: `owner${next()}@shop`, sort: 'newest', limit: 50 }, now),
    ],
    [
      "a member's e-mail",
      () => businessPage(db, { q: `owner${COUNT - 9}@`, sort: 'newest', limit: 50 }, now),
    ],
    ['part of a name', () => businessPage(db, { q: `bistro ${next()}`, sort: 'newest', limit: 50 }, now)],
    ['a place id', () => businessPage(db, { q: `place_${next()}`, sort: 'newest', limit: 50 }, now)],
    ['a business id', () => businessPage(db, { q: `b${next()}`, sort: 'newest', limit: 50 }, now)],
    ['the first page, newest', () => businessPage(db, { sort: 'newest', limit: 50 }, now)],
    [
      'the next page, newest',
      () => businessPage(db, { sort: 'newest', limit: 50, cursor: first.nextCursor! }, now),
    ],
    ['the first page, trial ending', () => businessPage(db, { sort: 'trial_ending', limit: 50 }, now)],
  ];
  console.log(
    `\nBaseline, one business by its key: p50 ${baseline.p50.toFixed(2)} ms, p95 ${baseline.p95.toFixed(2)} ms`,
  );
  console.log('Search (50 a page)                 p50 ms   p95 ms   p95 ÷ baseline   target p95 ≤ 100 ms');
  for (const [label, run] of cases) {
    const r = await time(run);
    console.log(
      `${label.padEnd(34)} ${r.p50.toFixed(1).padStart(6)}   ${r.p95.toFixed(1).padStart(6)}   ${(r.p95 / baseline.p95).toFixed(0).padStart(14)}   ${r.p95 <= 100 ? 'met' : 'NOT met'}`,
    );
  }
} finally {
  await database.close();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.end();
}
