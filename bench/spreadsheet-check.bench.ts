// A customer's rating page while three owners check 10,000-row spreadsheets at once, on the embedded
// default (the built product, PGlite in its own process): the page and its scan, a customer every
// 50 ms, before (the baseline) and during the checks, in the same run. Target: p95 under 100 ms.
// Prints figures; never passes or fails.
//   npm run build && npx tsx bench/spreadsheet-check.bench.ts
import { ownerWithBusiness } from './support/fixtures';
import { ratio, table } from './support/load';
import { startProduct } from './support/processes';

const ROWS = Number(process.env.BENCH_INVITATION_ROWS ?? 10_000);
const CHECKS = 3;
const BASELINE_MS = 5_000;
const ARRIVAL_MS = 50;

const product = await startProduct();

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/** A visit as a phone makes it: the page, then its scan. Each answers how long it took. */
async function visit(businessId: string, origin: string) {
  const t0 = performance.now();
  const page = await fetch(`${product.url}/rate/${businessId}`, { headers: { 'accept-encoding': 'gzip' } });
  await page.arrayBuffer();
  const t1 = performance.now();
  const scan = await fetch(`${product.url}/api/businesses/${businessId}/scan`, {
    method: 'POST',
    headers: { origin, 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' },
  });
  await scan.arrayBuffer();
  if (!page.ok || !scan.ok) throw new Error(`visit failed: ${page.status} ${scan.status}`);
  return { page: t1 - t0, scan: performance.now() - t1 };
}

/**
 * A customer arrives every 50 ms until `done` resolves, whether or not the one before was served,
 * as customers do: a slow answer shows in every visit that meets it.
 */
async function visitsUntil(businessId: string, origin: string, done: Promise<unknown>) {
  let over = false;
  void done.finally(() => {
    over = true;
  });
  const visits: ReturnType<typeof visit>[] = [];
  while (!over) {
    visits.push(visit(businessId, origin));
    await new Promise((resolve) => setTimeout(resolve, ARRIVAL_MS));
  }
  const all = await Promise.all(visits);
  return { pages: all.map((v) => v.page), scans: all.map((v) => v.scan) };
}

const csv = (prefix: string) =>
  ['email,name', ...Array.from({ length: ROWS }, (_, i) => `${prefix}-${i}@example.org,Customer ${i}`)].join(
    '\n',
  );

try {
  const shop = await ownerWithBusiness(product.url, 'Golden Crust Bakery');
  const owners = await Promise.all(
    ['Harbour Bridge Dental', 'Sunrise Coffee Co.', 'Smith Street Pizza']
      .slice(0, CHECKS)
      .map((place) => ownerWithBusiness(product.url, place)),
  );
  // Warm the page and the database before measuring.
  for (let i = 0; i < 20; i += 1) await visit(shop.businessId, shop.origin);

  const baseline = await visitsUntil(
    shop.businessId,
    shop.origin,
    new Promise((resolve) => setTimeout(resolve, BASELINE_MS)),
  );

  const started = performance.now();
  const checkTimes: number[] = [];
  const checks = Promise.all(
    owners.map(async (o, i) => {
      const t0 = performance.now();
      const res = await fetch(`${product.url}/api/businesses/${o.businessId}/invitations/spreadsheet/check`, {
        method: 'POST',
        headers: { origin: o.origin, cookie: o.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ csv: csv(`owner${i}`) }),
      });
      const report = (await res.json()) as { ready?: number; total?: number };
      if (!res.ok) throw new Error(`check failed: ${res.status} ${JSON.stringify(report).slice(0, 200)}`);
      checkTimes.push(performance.now() - t0);
    }),
  );
  const during = await visitsUntil(shop.businessId, shop.origin, checks);
  await checks;
  const wall = performance.now() - started;

  const row = (label: string, base: number[], load: number[]) => ({
    request: label,
    baseline_p50_ms: percentile(base, 50).toFixed(1),
    baseline_p95_ms: percentile(base, 95).toFixed(1),
    during_p50_ms: percentile(load, 50).toFixed(1),
    during_p95_ms: percentile(load, 95).toFixed(1),
    during_max_ms: Math.max(...load).toFixed(1),
    p95_vs_baseline: ratio(percentile(load, 95), percentile(base, 95)),
  });
  console.log(
    `\nThe rating page while ${CHECKS} owners check ${ROWS.toLocaleString('en')}-row spreadsheets at once (embedded PGlite, built product)`,
  );
  table([
    row('GET /rate/:id', baseline.pages, during.pages),
    row('POST /api/businesses/:id/scan', baseline.scans, during.scans),
  ]);
  console.log(
    `checks took ${checkTimes.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(', ')} (all three within ${(wall / 1000).toFixed(2)} s); ` +
      `${during.pages.length} visits meanwhile, ${baseline.pages.length} in the ${BASELINE_MS / 1000} s baseline`,
  );
  console.log('target: the page and its scan under 100 ms p95 during the checks');
} finally {
  await product.stop();
}
process.exit(0);
