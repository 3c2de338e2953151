// The customer's write path (issue 32): a visit is a scan and then the rating of that scan, spread over
// 40 businesses at 50 connections on PostgreSQL. Measured on one instance directly, and through nginx
// (deploy/nginx/reviewtap.conf, TLS and HTTP/1.1 to the proxy) in front of two instances, each beside a
// bare Fastify server doing one INSERT and one UPDATE per visit on the same PostgreSQL in the same run.
// Target: ≥ 0.33× the bare baseline, p99 ≤ 50 ms. Prints figures; never passes or fails.
//   needs PostgreSQL (TEST_DATABASE_URL or BENCH_DATABASE_URL, default the local one), Redis and nginx.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { DEMO_CATALOGUE } from '../src/server/places/demo-catalogue';
import { startDeployment } from '../tests/e2e/support/proxy';
import { ownerWithBusiness } from './support/fixtures';
import { ratio, table } from './support/load';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = 50;
const BUSINESSES = 40;
const PG =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';

/** What autocannon keeps between a visit's two requests. */
type Visit = { business?: string; scanId?: string };
type Visits = { rps: number; p50: number; p99: number; failed: number };

/** Whole visits for `seconds`: a scan (201 with its id), then the rating of that very scan. */
async function visits(base: string, origin: string, ids: string[], seconds: number): Promise<Visits> {
  const headers = { origin, 'user-agent': PHONE, 'content-type': 'application/json' };
  let failed = 0;
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        headers,
        body: '{}',
        setupRequest: (req, context) => {
          const visit = context as Visit;
          visit.business = ids[Math.floor(Math.random() * ids.length)];
          return { ...req, path: `/api/businesses/${visit.business}/scan` };
        },
        onResponse: (status, body, context) => {
          if (status === 201) (context as Visit).scanId = JSON.parse(body).scanId;
          else failed += 1;
        },
      },
      {
        method: 'POST',
        headers,
        setupRequest: (req, context) => ({
          ...req,
          path: `/api/businesses/${(context as Visit).business}/ratings`,
          body: JSON.stringify({ scanId: (context as Visit).scanId, rating: 5 }),
        }),
      },
    ],
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: failed + result.non2xx + result.errors,
  };
}

async function database(name: string) {
  const admin = new pg.Client({ connectionString: PG });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropDatabase(name: string) {
  const admin = new pg.Client({ connectionString: PG });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

async function startBare(url: string) {
  const proc = spawn(process.execPath, ['bench/support/bare-write-server.mjs', url], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve) =>
    proc.stdout!.once('data', (d) => resolve(String(d).trim())),
  );
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (proc.exitCode !== null) return resolve();
        proc.once('exit', () => resolve());
        proc.kill('SIGTERM');
      }),
  };
}

async function main() {
  const bareName = `bench_bare_${randomBytes(4).toString('hex')}`;
  const bare = await startBare(await database(bareName));
  // The proxy passes the client's address on; the bench's own is allowed past the per-client limits.
  const deployment = await startDeployment({ RATE_LIMIT_ALLOW: '127.0.0.1' });
  try {
    const [direct] = deployment.instanceUrls;
    const names = [...new Set(DEMO_CATALOGUE.map((place) => place.name))].slice(0, BUSINESSES);
    const ids: string[] = [];
    for (const name of names) {
      ids.push((await ownerWithBusiness(direct!, name, deployment.origin)).businessId);
    }
    const proxied = deployment.origin.replace('localhost', '127.0.0.1');
    const rows: Record<string, string | number>[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      // A short warm-up of each, then the measured runs back to back.
      for (const base of [bare.url, direct!, proxied]) await visits(base, deployment.origin, ids, 2);
      const b = await visits(bare.url, deployment.origin, ids, SECONDS);
      const d = await visits(direct!, deployment.origin, ids, SECONDS);
      const p = await visits(proxied, deployment.origin, ids, SECONDS);
      rows.push(
        {
          round,
          run: 'bare Fastify: 1 INSERT + 1 UPDATE',
          req_s: b.rps,
          p50_ms: b.p50,
          p99_ms: b.p99,
          vs_bare: '1.00',
          failed: b.failed,
        },
        {
          round,
          run: 'ReviewTap, one instance, direct',
          req_s: d.rps,
          p50_ms: d.p50,
          p99_ms: d.p99,
          vs_bare: ratio(d.rps, b.rps),
          failed: d.failed,
        },
        {
          round,
          run: 'ReviewTap, 2 instances behind nginx (TLS)',
          req_s: p.rps,
          p50_ms: p.p50,
          p99_ms: p.p99,
          vs_bare: ratio(p.rps, b.rps),
          failed: p.failed,
        },
      );
    }
    console.log(
      `\nThe customer's write path on PostgreSQL: scan, then rating, over ${ids.length} businesses, ${CONNECTIONS} connections, ${SECONDS} s a run (target: ≥ 0.33× bare, p99 ≤ 50 ms)`,
    );
    table(rows);
  } finally {
    await deployment.stop();
    await bare.stop();
    await dropDatabase(bareName);
  }
}

await main();
