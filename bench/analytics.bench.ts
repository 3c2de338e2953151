// Analytics as data grows: the endpoint's p95 on a business with many scans, how it changes from a
// small to a large database, and what the rollup costs when a scan is recorded. Prints figures;
// never passes or fails (docs/decisions/0006-analytics-rollup.md).
//
//   npx tsx bench/analytics.bench.ts                 PGlite 10k → 1M; PostgreSQL 10k → 10M when
//                                                     TEST_DATABASE_URL or BENCH_DATABASE_URL is set
//   BENCH_SCALE=small npx tsx bench/analytics.bench.ts   10k → 100k on both, in about a minute
//   BENCH_PGLITE_SCANS / BENCH_POSTGRES_SCANS set the large sizes; BENCH_REQUESTS, BENCH_WRITES the samples
//   BENCH_ONLY=postgres skips PGlite
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { type Database, migrationsFolder, openPglite, openPostgres } from '#server/db/client.ts';
import { DEFAULT_SHARED_BUFFERS, pgliteOptions } from '#server/db/pglite-settings.ts';
import { scans } from '#server/db/schema.ts';
import { getAnalytics } from '#server/domains/analytics/service.ts';
import { createSession } from '#server/domains/auth/sessions.ts';
import { locationsOverview } from '#server/domains/businesses/locations.ts';
import { changeTimeZone } from '#server/domains/businesses/time-zone-change.ts';
import { recordScan } from '#server/domains/visits/rate-visit.ts';
import { insertScanWithRollup } from '#server/domains/visits/scan-insert.ts';
import { BIG_BUSINESS_ID, OWNER_ID, pgliteSql, pgSql, type Sql, seedScans } from './seed-scans';

const small = process.env.BENCH_SCALE === 'small';
const BASELINE = { totalScans: 10_000, businesses: 100, bigBusinessScans: 1_000 };
// One business in ten holds a tenth of all scans: 1 million of PostgreSQL's 10 million.
const sized = (totalScans: number) => ({
  totalScans,
  businesses: 1_000,
  bigBusinessScans: Math.round(totalScans / 10),
});
const LARGE = {
  pglite: sized(Number(process.env.BENCH_PGLITE_SCANS ?? (small ? 100_000 : 1_000_000))),
  postgres: sized(Number(process.env.BENCH_POSTGRES_SCANS ?? (small ? 100_000 : 10_000_000))),
};
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1_000);
const WRITES = Number(process.env.BENCH_WRITES ?? 1_000);

const fmt = (n: number) => n.toLocaleString('en-US');
const ms = (n: number) => `${n.toFixed(2)} ms`;

function percentile(samples: number[], p: number) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function timeEach(n: number, run: () => Promise<unknown>) {
  const samples: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const t0 = performance.now();
    await run();
    samples.push(performance.now() - t0);
  }
  return samples;
}

/**
 * p95 over 5 rounds, taking the median round: a neighbour's burst on this shared machine spoils
 * one round, not the figure.
 */
async function robust(run: () => Promise<unknown>) {
  const rounds: number[][] = [];
  for (let r = 0; r < 5; r += 1) rounds.push(await timeEach(Math.ceil(REQUESTS / 5), run));
  const p95s = rounds.map((x) => percentile(x, 95));
  return { p95: percentile(p95s, 50), p50: percentile(rounds.flat(), 50) };
}

/** p50/p95 of GET /api/businesses/:id/analytics through the whole app (session, access, schema). */
async function endpointLatency(database: Database) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0',
    DATA_DIR: path.join(tmpdir(), 'bench-analytics-unused'),
  });
  const app = await buildApp(config, { database, webDir: '/nonexistent', logger: false });
  await app.ready();
  const { token } = await createSession(database.db, OWNER_ID);
  const request = async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/businesses/${BIG_BUSINESS_ID}/analytics`,
      headers: { cookie: `sid=${token}` },
    });
    if (res.statusCode !== 200) throw new Error(`analytics answered ${res.statusCode}: ${res.body}`);
    return res;
  };
  const totals = (await request()).json() as { totalScans: number };
  await timeEach(300, request); // warm-up: JIT, plan cache, buffer cache
  const http = await robust(request);
  const service = await robust(() => getAnalytics(database.db, BIG_BUSINESS_ID));
  await app.close();
  return { businessScans: totals.totalScans, p50: http.p50, p95: http.p95, serviceP95: service.p95 };
}

const CHAIN_OWNER = 'bench-chain';

/**
 * 'All locations' for an owner of 10 locations, the large business among them: the
 * locations are lent to a second owner for the measurement, then given back.
 */
async function allLocationsLatency(database: Database, sql: Sql) {
  await sql.exec(`delete from users where id = '${CHAIN_OWNER}'`);
  await sql.exec(`insert into users (id, google_sub, email, first_name, last_name)
    values ('${CHAIN_OWNER}', 'bench|chain', 'chain@bench.example', 'Bench', 'Chain')`);
  const lend = `update businesses set owner_id = '${CHAIN_OWNER}' where id = '${BIG_BUSINESS_ID}'
    or id in (select id from businesses where owner_id = '${OWNER_ID}' and id <> '${BIG_BUSINESS_ID}'
      order by id limit 9)`;
  await sql.exec(lend);
  try {
    const overview = await locationsOverview(database.db, CHAIN_OWNER);
    if (overview.locations.length !== 10) throw new Error(`${overview.locations.length} locations, not 10`);
    await timeEach(100, () => locationsOverview(database.db, CHAIN_OWNER)); // warm-up
    return await robust(() => locationsOverview(database.db, CHAIN_OWNER));
  } finally {
    await sql.exec(`update businesses set owner_id = '${OWNER_ID}' where owner_id = '${CHAIN_OWNER}'`);
  }
}

/**
 * recordScan (transaction + rollup upsert) and the single-statement insertScanWithRollup, each
 * against one bare insert into scans, interleaved so that machine noise hits all three alike.
 */
async function writeCost(database: Database) {
  const db = database.db;
  const bare: number[] = [];
  const withRollup: number[] = [];
  const oneStatement: number[] = [];
  const rounds = 5;
  for (let r = 0; r < rounds; r += 1) {
    bare.push(
      ...(await timeEach(WRITES / rounds, () =>
        db.insert(scans).values({ businessId: BIG_BUSINESS_ID, deviceType: 'mobile', createdAt: new Date() }),
      )),
    );
    withRollup.push(
      ...(await timeEach(WRITES / rounds, () =>
        recordScan(db, { businessId: BIG_BUSINESS_ID, deviceType: 'mobile' }),
      )),
    );
    oneStatement.push(
      ...(await timeEach(WRITES / rounds, () =>
        insertScanWithRollup(db, { businessId: BIG_BUSINESS_ID, deviceType: 'mobile', now: new Date() }),
      )),
    );
  }
  const mean = (a: number[]) => a.reduce((s, x) => s + x, 0) / a.length;
  return { bare: mean(bare), withRollup: mean(withRollup), oneStatement: mean(oneStatement) };
}

/**
 * The large business moved to UTC+14 and then UTC−10 (its history counted again, timed).
 * Each zone's p95 is set against the same business in UTC measured just before and just after it,
 * so that a neighbour's burst on this shared machine hits both sides alike.
 */
async function zoneCost(database: Database) {
  const rows: { figure: string; value: string; target: string }[] = [];
  const p95In = async (zone: string) => {
    const t0 = performance.now();
    await changeTimeZone(database.db, BIG_BUSINESS_ID, zone);
    const recount = performance.now() - t0;
    return { ...(await endpointLatency(database)), recount };
  };
  let utc = await p95In('UTC');
  for (const zone of ['Pacific/Kiritimati', 'Pacific/Honolulu']) {
    const there = await p95In(zone);
    const back = await p95In('UTC');
    const baseline = (utc.p95 + back.p95) / 2;
    rows.push(
      { figure: `(e) analytics p95, the business in ${zone}`, value: ms(there.p95), target: '' },
      { figure: '    … in UTC just before and after (mean)', value: ms(baseline), target: '' },
      { figure: '    ratio', value: `${(there.p95 / baseline).toFixed(2)}×`, target: '≤ 1.2×' },
      {
        figure: `    moving ${fmt(there.businessScans)} scans' history there, then back (recount)`,
        value: `${(there.recount / 1000).toFixed(1)} s, ${(back.recount / 1000).toFixed(1)} s`,
        target: '',
      },
    );
    utc = back;
  }
  return rows;
}

// The machine is shared: a p95 measured under load says more about the neighbours than the code.
const load = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')} on this machine`;

async function run(label: string, database: Database, sql: Sql, large: typeof BASELINE) {
  console.log(`\n━━ ${label} ━━ (${load()})`);
  console.log(`seeding the baseline: ${fmt(BASELINE.totalScans)} scans`);
  await seedScans(sql, { ...BASELINE, log: console.log });
  const before = await endpointLatency(database);
  console.log(
    `seeding ${fmt(large.totalScans)} scans, ${fmt(large.bigBusinessScans)} of them in one business`,
  );
  const t0 = performance.now();
  const seedTimes = await seedScans(sql, { ...large, log: console.log });
  const seedSeconds = (performance.now() - t0) / 1000;
  const after = await endpointLatency(database);
  const zones = await zoneCost(database);
  const writes = await writeCost(database);
  const chain = await allLocationsLatency(database, sql);
  console.log(`measured with ${load()}`);
  console.table([
    {
      figure: `(a) analytics p95, business with ${fmt(after.businessScans)} scans`,
      value: ms(after.p95),
      target: '≤ 10 ms',
    },
    { figure: '    … its p50', value: ms(after.p50), target: '' },
    { figure: '    … the service alone (no HTTP), p95', value: ms(after.serviceP95), target: '' },
    {
      figure: `(b) p95 at ${fmt(BASELINE.totalScans)} total scans`,
      value: ms(before.p95),
      target: '',
    },
    { figure: `    p95 at ${fmt(large.totalScans)} total scans`, value: ms(after.p95), target: '' },
    { figure: '    ratio large ÷ small', value: `${(after.p95 / before.p95).toFixed(2)}×`, target: '≤ 2×' },
    { figure: '(c) bare insert into scans, mean', value: ms(writes.bare), target: '' },
    { figure: '    recordScan with its rollup, mean', value: ms(writes.withRollup), target: '' },
    {
      figure: '    ratio recordScan ÷ bare insert',
      value: `${(writes.withRollup / writes.bare).toFixed(2)}×`,
      target: '≤ 1.5×',
    },
    { figure: '    insertScanWithRollup (one statement), mean', value: ms(writes.oneStatement), target: '' },
    {
      figure: '    ratio one statement ÷ bare insert',
      value: `${(writes.oneStatement / writes.bare).toFixed(2)}×`,
      target: '≤ 1.5×',
    },
    {
      figure: '(d) All locations p95, 10 locations, the large one among them (service)',
      value: ms(chain.p95),
      target: '',
    },
    {
      figure: "    ratio ÷ one location's analytics p95 (service)",
      value: `${(chain.p95 / after.serviceP95).toFixed(2)}×`,
      target: '',
    },
    ...zones,
    {
      figure: `seeding ${fmt(large.totalScans)} scans (scans + index, rollup)`,
      value: `${seedSeconds.toFixed(0)} s (${(seedTimes.scans ?? 0).toFixed(0)} s, ${(seedTimes.rollup ?? 0).toFixed(0)} s)`,
      target: '',
    },
  ]);
}

async function onPglite() {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-analytics-'));
  const client = await PGlite.create(dir, pgliteOptions(DEFAULT_SHARED_BUFFERS));
  const database = await openPglite(client);
  await migratePglite(database.db as never, { migrationsFolder: migrationsFolder() });
  try {
    await run('PGlite (embedded default)', database, pgliteSql(client), LARGE.pglite);
  } finally {
    await database.close();
  }
  try {
    await sharedBuffersCost(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The embedded default's shared buffers are 16 MB instead of PGlite's 128 MB. The same
 * large database is reopened with each, and the endpoint's p95 compared in this run.
 */
async function sharedBuffersCost(dir: string) {
  const p95With = async (sharedBuffers: string) => {
    const database = await openPglite(await PGlite.create(dir, pgliteOptions(sharedBuffers)));
    try {
      return await endpointLatency(database);
    } finally {
      await database.close();
    }
  };
  const small = await p95With(DEFAULT_SHARED_BUFFERS);
  const before = await p95With('128MB');
  console.log(`PGlite shared buffers, the large database reopened (${load()})`);
  console.table([
    { figure: `analytics p95, ${DEFAULT_SHARED_BUFFERS} (the default)`, value: ms(small.p95), target: '' },
    { figure: 'analytics p95, 128MB (the earlier setting)', value: ms(before.p95), target: '' },
    { figure: '    ratio', value: `${(small.p95 / before.p95).toFixed(2)}×`, target: '≤ 1.2×' },
  ]);
}

async function onPostgres(url: string) {
  const name = 'bench_analytics';
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openPostgres(target.toString());
  const seeder = new pg.Client({ connectionString: target.toString() });
  try {
    await migratePg(database.db as never, { migrationsFolder: migrationsFolder() });
    await seeder.connect();
    await run('PostgreSQL', database, pgSql(seeder), LARGE.postgres);
  } finally {
    await seeder.end().catch(() => {});
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

const started = performance.now();
console.log(small ? 'BENCH_SCALE=small: 10k → 100k scans' : 'full scale (BENCH_SCALE=small for a quick run)');
// BENCH_ONLY=postgres measures PostgreSQL alone (the 10-million-scan figures).
if (process.env.BENCH_ONLY !== 'postgres') await onPglite();
const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (url) await onPostgres(url);
else console.log('\nPostgreSQL skipped: set TEST_DATABASE_URL or BENCH_DATABASE_URL to measure it too.');
console.log(`\nanalytics bench finished in ${((performance.now() - started) / 1000).toFixed(0)} s`);
