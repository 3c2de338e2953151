// Start-up, memory and request throughput of the real product, each beside a bare Fastify
// hello-world measured in the same run. Prints figures; never passes or fails.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { ownerWithBusiness } from './support/fixtures';
import { load, ratio, table } from './support/load';
import { rssMb, startHelloWorld, startProduct } from './support/processes';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);

async function throughput(label: string, env: Record<string, string>) {
  const product = await startProduct(env);
  const hello = await startHelloWorld();
  try {
    const { cookie, businessId, origin } = await ownerWithBusiness(product.url, 'Harbour Bridge Dental');
    const base = await load(hello.url, { seconds });
    const health = await load(`${product.url}/api/health`, { seconds });
    const user = await load(`${product.url}/api/auth/user`, { seconds, headers: { cookie } });
    // As a phone asks for it: compressed.
    const rate = await load(`${product.url}/rate/${businessId}`, {
      seconds,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    const base50 = await load(hello.url, { seconds, connections: 50 });
    const scan = await load(`${product.url}/api/businesses/${businessId}/scan`, {
      seconds,
      connections: 50,
      method: 'POST',
      headers: {
        origin,
        'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
      },
    });
    console.log(`\nThroughput on ${label} (autocannon, ${seconds} s each, 10 connections unless noted)`);
    table([
      { request: 'bare Fastify hello-world', rps: base.rps, p99_ms: base.p99, vs_hello: '1.00' },
      {
        request: 'GET /api/health (database ping)',
        rps: health.rps,
        p99_ms: health.p99,
        vs_hello: ratio(health.rps, base.rps),
      },
      {
        request: 'GET /api/auth/user (valid session)',
        rps: user.rps,
        p99_ms: user.p99,
        vs_hello: ratio(user.rps, base.rps),
      },
      {
        request: 'GET /rate/:id (server-rendered)',
        rps: rate.rps,
        p99_ms: rate.p99,
        vs_hello: ratio(rate.rps, base.rps),
      },
      { request: 'bare hello-world, 50 connections', rps: base50.rps, p99_ms: base50.p99, vs_hello: '1.00' },
      {
        request: 'POST /api/businesses/:id/scan, 50 conn.',
        rps: scan.rps,
        p99_ms: scan.p99,
        vs_hello: ratio(scan.rps, base50.rps),
      },
    ]);
    const bad = [health, user, rate, scan].filter((r) => r.errors > 0 || r.non2xx > 0);
    if (bad.length) console.log('  note: some requests failed or were not 2xx:', bad);
  } finally {
    await hello.stop();
    await product.stop();
  }
}

/** Idle resident memory: the server settles for a few seconds, then its RSS is read. */
async function idleRss(pid: number) {
  await new Promise((r) => setTimeout(r, 3000));
  return rssMb(pid);
}

/**
 * Start-up and the embedded default's footprint: after a first start on a new data
 * directory, after the load of this bench, and after a restart on the same data.
 */
async function startup() {
  const cold = await startProduct();
  const firstStart = await idleRss(cold.pid);
  const { businessId, origin } = await ownerWithBusiness(cold.url, 'Golden Crust Bakery');
  await load(`${cold.url}/rate/${businessId}`, { seconds, headers: { 'accept-encoding': 'gzip' } });
  await load(`${cold.url}/api/businesses/${businessId}/scan`, {
    seconds,
    connections: 50,
    method: 'POST',
    headers: { origin, 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' },
  });
  const afterLoad = await idleRss(cold.pid);
  await cold.stop();
  const warm = await startProduct({ DATA_DIR: cold.dataDir });
  const afterRestart = await idleRss(warm.pid);
  await warm.stop();
  const hello = Date.now();
  const h = await startHelloWorld();
  const helloMs = Date.now() - hello;
  const helloRss = await idleRss(h.pid);
  await h.stop();
  console.log('\nStart-up (embedded PGlite) and resident memory (target ≤ 250 MB idle)');
  table([
    { what: 'cold start to first healthy answer (new database)', value: `${cold.coldStartMs} ms` },
    { what: 'warm start to first healthy answer (existing data)', value: `${warm.coldStartMs} ms` },
    { what: 'bare Fastify hello-world start, same run', value: `${helloMs} ms` },
    { what: 'idle after a first start (with 128 MB shared buffers: 836 MB)', value: `${firstStart} MB` },
    { what: `idle after ${seconds} s of page loads and ${seconds} s of scans`, value: `${afterLoad} MB` },
    { what: 'idle after a restart (with 128 MB shared buffers: 343 MB)', value: `${afterRestart} MB` },
    { what: 'bare Fastify hello-world idle, same run', value: `${helloRss} MB` },
  ]);
}

async function main() {
  await startup();
  await throughput('PGlite (embedded default, 16 MB shared buffers)', {});
  // PGlite's own 128 MB, the earlier setting: the smaller footprint must not cost throughput.
  await throughput('PGlite with 128 MB shared buffers (the earlier setting)', {
    PGLITE_SHARED_BUFFERS: '128MB',
  });
  const url = process.env.TEST_DATABASE_URL ?? process.env.BENCH_DATABASE_URL;
  if (url) {
    const name = `bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    try {
      await throughput('PostgreSQL', { DATABASE_URL: target.toString() });
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  } else {
    console.log('\n(Set TEST_DATABASE_URL to also measure on PostgreSQL.)');
  }
}

await main();
