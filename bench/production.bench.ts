// Production at scale: load, crash and restart against the built product as a real
// process. Prints figures; never passes or fails.
//   npx tsx bench/production.bench.ts        needs PostgreSQL at BENCH_DATABASE_URL or TEST_DATABASE_URL
//   BENCH_LOAD_SECONDS (30), BENCH_CUSTOMERS (200) size the load.
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { ownerWithBusiness } from './support/fixtures';
import { table } from './support/load';
import { startProduct } from './support/processes';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 30);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 200);
const baseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

const percentile = (xs: number[], p: number) => {
  if (xs.length === 0) return 0;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const ms = (x: number) => `${x.toFixed(1)} ms`;

/** Resolves when the process has exited, even if it already has. */
const exitOf = (proc: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (proc.exitCode !== null || proc.signalCode !== null) return resolve();
    proc.once('exit', () => resolve());
  });

async function freshDatabase(name: string) {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function query<T>(url: string, text: string, values: unknown[] = []) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text, values)).rows as T[];
  } finally {
    await c.end();
  }
}

type Step = { times: number[]; errors: number };
const step = (): Step => ({ times: [], errors: 0 });

async function timed(s: Step, run: () => Promise<Response>) {
  const t0 = performance.now();
  try {
    const res = await run();
    s.times.push(performance.now() - t0);
    if (res.status >= 400) s.errors += 1;
    return res;
  } catch {
    s.errors += 1;
    return null;
  }
}

/** One customer: open the rating page, record the scan, rate it; again and again until `until`. */
async function customer(
  url: string,
  businessId: string,
  until: number,
  steps: Record<string, Step>,
  acked: string[],
) {
  const headers = {
    origin: url,
    'content-type': 'application/json',
    'user-agent': 'Mozilla/5.0 (iPhone) Mobile',
  };
  while (Date.now() < until) {
    await timed(steps.page!, () => fetch(`${url}/rate/${businessId}`));
    const scan = await timed(steps.scan!, () =>
      fetch(`${url}/api/businesses/${businessId}/scan`, { method: 'POST', headers, body: '{}' }),
    );
    if (scan?.status !== 201) continue;
    const { scanId } = (await scan.json()) as { scanId: string };
    acked.push(scanId);
    await timed(steps.rating!, () =>
      fetch(`${url}/api/businesses/${businessId}/ratings`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ rating: 5, scanId }),
      }),
    );
  }
}

async function loadFigures() {
  const dbUrl = await freshDatabase('bench_production_load');
  const product = await startProduct({ DATABASE_URL: dbUrl, LOG_LEVEL: 'error' });
  try {
    const { businessId } = await ownerWithBusiness(product.url, 'Eastside Tacos');
    const steps = { page: step(), scan: step(), rating: step() };
    const acked: string[] = [];
    const until = Date.now() + SECONDS * 1000;
    await Promise.all(
      Array.from({ length: CUSTOMERS }, () => customer(product.url, businessId, until, steps, acked)),
    );
    const [row] = await query<{ n: string }>(
      dbUrl,
      'select count(*) as n from scans where business_id = $1',
      [businessId],
    );
    const rows = Number(row?.n ?? 0);
    console.log(`\nLoad: ${CUSTOMERS} customers for ${SECONDS} s against one instance on PostgreSQL`);
    table(
      Object.entries(steps).map(([name, s]) => ({
        step: name,
        'requests/s': Math.round(s.times.length / SECONDS),
        p50: ms(percentile(s.times, 50)),
        p99: ms(percentile(s.times, 99)),
        errors: s.errors,
      })),
    );
    table([
      {
        'scans answered 201': acked.length,
        'scan rows in the database': rows,
        difference: rows - acked.length,
      },
    ]);
  } finally {
    await product.stop();
  }
}

/** Scans streamed by 20 writers until the process is killed; returns the ids answered 201. */
async function streamUntilKilled(url: string, businessId: string, kill: () => void) {
  const acked: string[] = [];
  let stop = false;
  const headers = { origin: url, 'content-type': 'application/json' };
  setTimeout(() => {
    kill();
    stop = true;
  }, 3000);
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (!stop) {
        try {
          const res = await fetch(`${url}/api/businesses/${businessId}/scan`, {
            method: 'POST',
            headers,
            body: '{}',
          });
          if (res.status === 201) acked.push(((await res.json()) as { scanId: string }).scanId);
        } catch {
          // The process is gone: this request was never answered.
        }
      }
    }),
  );
  return acked;
}

async function crashFigures() {
  const rows: Record<string, string | number>[] = [];
  // PostgreSQL: every id answered 201 must be a row after kill -9.
  const dbUrl = await freshDatabase('bench_production_crash');
  let product = await startProduct({ DATABASE_URL: dbUrl, LOG_LEVEL: 'error' });
  const pgOwner = await ownerWithBusiness(product.url, 'Hill Country Plumbing');
  const pgAcked = await streamUntilKilled(product.url, pgOwner.businessId, () =>
    product.proc.kill('SIGKILL'),
  );
  await exitOf(product.proc);
  product = await startProduct({ DATABASE_URL: dbUrl, LOG_LEVEL: 'error' });
  const [found] = await query<{ n: string }>(
    dbUrl,
    'select count(*) as n from scans where id = any($1::uuid[])',
    [pgAcked],
  );
  rows.push({
    engine: 'PostgreSQL',
    'answered 201': pgAcked.length,
    'found after restart': Number(found?.n ?? 0),
    missing: pgAcked.length - Number(found?.n ?? 0),
  });
  await product.stop();

  // PGlite: the data directory reopens, and the analytics count every answered scan.
  product = await startProduct({ LOG_LEVEL: 'error' });
  const dataDir = product.dataDir;
  const liteOwner = await ownerWithBusiness(product.url, 'Barton Creek Dental');
  const liteAcked = await streamUntilKilled(product.url, liteOwner.businessId, () =>
    product.proc.kill('SIGKILL'),
  );
  await exitOf(product.proc);
  product = await startProduct({ DATA_DIR: dataDir, LOG_LEVEL: 'error' });
  const analytics = await fetch(`${product.url}/api/businesses/${liteOwner.businessId}/analytics`, {
    headers: { cookie: liteOwner.cookie },
  });
  const total = analytics.ok ? ((await analytics.json()) as { totalScans: number }).totalScans : -1;
  rows.push({
    engine: 'PGlite',
    'answered 201': liteAcked.length,
    'found after restart': total,
    missing: Math.max(0, liteAcked.length - total),
  });
  await product.stop();
  console.log('\nCrash: kill -9 during a stream of scans, then restart');
  table(rows);
}

async function restartFigures() {
  const dbUrl = await freshDatabase('bench_production_restart');
  const product = await startProduct({ DATABASE_URL: dbUrl, LOG_LEVEL: 'error' });
  const { businessId } = await ownerWithBusiness(product.url, 'Sunrise Bakery');
  const headers = { origin: product.url, 'content-type': 'application/json' };
  let signalled = false;
  let startedBefore = 0;
  let failedBefore = 0;
  const exited = new Promise<number>((resolve) =>
    product.proc.once('exit', () => resolve(performance.now())),
  );
  let signalAt = 0;
  setTimeout(() => {
    signalled = true;
    signalAt = performance.now();
    product.proc.kill('SIGTERM');
  }, 2000);
  await Promise.all(
    Array.from({ length: 50 }, async () => {
      while (!signalled) {
        startedBefore += 1;
        try {
          const res = await fetch(`${product.url}/api/businesses/${businessId}/scan`, {
            method: 'POST',
            headers,
            body: '{}',
          });
          if (res.status >= 500) failedBefore += 1;
          await res.arrayBuffer();
        } catch {
          failedBefore += 1;
        }
      }
    }),
  );
  const exitMs = (await exited) - signalAt;
  console.log('\nRestart: SIGTERM while 50 clients post scans (no new requests after the signal)');
  table([
    {
      'requests started before SIGTERM': startedBefore,
      'failed of them': failedBefore,
      'exit after SIGTERM': ms(exitMs),
    },
  ]);
}

if (!baseUrl) {
  console.log(
    'production bench skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server.',
  );
} else {
  await loadFigures();
  await crashFigures();
  await restartFigures();
}
