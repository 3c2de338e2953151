// The customer's write path: a visit is a scan and then the rating of that scan, spread over
// 40 businesses at 50 connections on PostgreSQL. Measured on one instance directly, and through nginx
// (deploy/nginx/reviewtap.conf, TLS and HTTP/1.1 to the proxy) in front of two instances, each beside a
// bare Fastify server doing one INSERT and one UPDATE per visit on the same PostgreSQL in the same run.
// Target: ≥ 0.33× the bare baseline, p99 ≤ 50 ms. Then the same visits while the two instances send
// 10,000 review invitations to a local SMTP server: sending must not slow a customer's rating.
// Prints figures; never passes or fails.
//   needs PostgreSQL (TEST_DATABASE_URL or BENCH_DATABASE_URL, default the local one), Redis and nginx.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { DEMO_CATALOGUE } from '../src/server/domains/places/demo-catalogue';
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
const INVITATIONS = Number(process.env.BENCH_INVITATIONS ?? 10_000);

/** A local SMTP server that accepts every message, counting them. */
async function smtpSink() {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        received += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Queues the invitations of one spreadsheet, as the owner uploads it, to go at `sendAt` (or now). */
async function queueInvitations(
  base: string,
  owner: { cookie: string; businessId: string; origin: string },
  tag: string,
  sendAt = '',
) {
  const rows = Array.from({ length: INVITATIONS }, (_, i) => `bench-${tag}-${i}@example.com,${sendAt}`);
  const res = await fetch(`${base}/api/businesses/${owner.businessId}/invitations/spreadsheet`, {
    method: 'POST',
    headers: { origin: owner.origin, cookie: owner.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ csv: ['email,sendAt', ...rows].join('\n'), confirmed: true }),
  });
  const report = (await res.json()) as { ready?: number; message?: string };
  if (!res.ok) throw new Error(`queueing invitations failed: ${report.message}`);
  return report.ready ?? 0;
}

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
  const smtp = await smtpSink();
  // The proxy passes the client's address on; the bench's own is allowed past the per-client limits.
  const deployment = await startDeployment({
    RATE_LIMIT_ALLOW: '127.0.0.1',
    SMTP_URL: smtp.url,
    INVITATIONS_PER_DAY: String(INVITATIONS),
  });
  try {
    const [direct] = deployment.instanceUrls;
    const names = [...new Set(DEMO_CATALOGUE.map((place) => place.name))].slice(0, BUSINESSES);
    const owners = [];
    for (const name of names) owners.push(await ownerWithBusiness(direct!, name, deployment.origin));
    const ids = owners.map((o) => o.businessId);
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

    // The same visits while both instances send a spreadsheet's invitations, against visits a moment
    // before with the same rows in the database: one spreadsheet for tomorrow, one due once the quiet
    // run is over. Both are queued before either run, so the database is the same for both.
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const tomorrow = new Date(Date.now() + 36 * 60 * 60_000).toISOString();
    await queueInvitations(direct!, owners[0]!, 'tomorrow', tomorrow);
    const dueAt = new Date(Date.now() + (SECONDS + 20) * 1000);
    const queued = await queueInvitations(direct!, owners[1]!, 'soon', dueAt.toISOString());
    await sleep(5000);
    const quiet = await visits(direct!, deployment.origin, ids, SECONDS);
    await sleep(Math.max(0, dueAt.getTime() - Date.now()) + 3000);
    const before = smtp.received();
    const busy = await visits(direct!, deployment.origin, ids, SECONDS);
    const sentDuring = smtp.received() - before;
    console.log(`\nVisits while ${queued} invitations go out (target: the same rate and p99 as without)`);
    table([
      {
        run: `nothing due (${INVITATIONS + queued} queued)`,
        req_s: quiet.rps,
        p50_ms: quiet.p50,
        p99_ms: quiet.p99,
        vs_quiet: '1.00',
        failed: quiet.failed,
        sent: 0,
      },
      {
        run: `${queued} going out now`,
        req_s: busy.rps,
        p50_ms: busy.p50,
        p99_ms: busy.p99,
        vs_quiet: ratio(busy.rps, quiet.rps),
        failed: busy.failed,
        sent: sentDuring,
      },
    ]);
  } finally {
    await smtp.close();
    await deployment.stop();
    await bare.stop();
    await dropDatabase(bareName);
  }
}

await main();
