// Lighthouse in its default mobile mode (simulated slow 4G, mid-range phone) on the product served
// locally: the prerendered landing page `/`, `/de/` and `/ar/` (performance ≥ 0.98,
// LCP ≤ 1.5 s, SEO 1.00),
// then /rate/:id in English, German (?lang=de) and Arabic (?lang=ar) (performance ≥ 0.98,
// LCP ≤ 1.2 s); then the owner's home, statistics and reviews, signed in, on a phone and a desktop
// (accessibility 1.00, CLS ≤ 0.02 on the home). Prints the median of 3 runs each.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium';
import { ownerWithBusiness } from './support/fixtures';
import { table } from './support/load';
import { startProduct } from './support/processes';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function measure(port: number, url: string, label: string, targets: { lcp: string; seo: boolean }) {
  const runs = { perf: [] as number[], lcp: [] as number[], fcp: [] as number[], tbt: [] as number[] };
  const cls: number[] = [];
  const seo: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouse(url, {
      port,
      onlyCategories: targets.seo ? ['performance', 'seo'] : ['performance'],
      logLevel: 'error',
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('lighthouse returned no result');
    runs.perf.push(lhr.categories.performance?.score ?? 0);
    runs.lcp.push(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN);
    runs.fcp.push(lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN);
    runs.tbt.push(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN);
    cls.push(lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN);
    if (targets.seo) {
      seo.push(lhr.categories.seo?.score ?? 0);
      const failed = Object.values(lhr.categories.seo?.auditRefs ?? [])
        .map((ref) => lhr.audits[ref.id])
        .filter((a) => a && a.score !== null && a.score < 1)
        .map((a) => a?.id);
      if (failed.length) console.log(`  SEO audits not passed: ${failed.join(', ')}`);
    }
  }
  const seconds = (v: number) => `${(v / 1000).toFixed(2)} s`;
  console.log(`\nLighthouse mobile (simulated slow 4G) on ${label}, median of ${RUNS}`);
  table([
    {
      metric: 'performance score',
      median: median(runs.perf).toFixed(2),
      runs: runs.perf.map((p) => p.toFixed(2)).join(' '),
      target: '≥ 0.98',
    },
    {
      metric: 'largest contentful paint',
      median: seconds(median(runs.lcp)),
      runs: runs.lcp.map((v) => (v / 1000).toFixed(2)).join(' '),
      target: targets.lcp,
    },
    { metric: 'first contentful paint', median: seconds(median(runs.fcp)), runs: '', target: '' },
    { metric: 'total blocking time', median: `${Math.round(median(runs.tbt))} ms`, runs: '', target: '' },
    { metric: 'cumulative layout shift', median: median(cls).toFixed(3), runs: '', target: '' },
    ...(targets.seo
      ? [
          {
            metric: 'SEO score',
            median: median(seo).toFixed(2),
            runs: seo.map((p) => p.toFixed(2)).join(' '),
            target: '1.00',
          },
        ]
      : []),
  ]);
}

/** A signed-in owner screen: accessibility and layout shift, on a phone and on a desktop. */
async function measureOwner(port: number, url: string, label: string, cookie: string) {
  for (const formFactor of ['mobile', 'desktop'] as const) {
    const a11y: number[] = [];
    const cls: number[] = [];
    const failed = new Set<string>();
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(
        url,
        {
          port,
          onlyCategories: ['performance', 'accessibility'],
          logLevel: 'error',
          extraHeaders: { cookie },
        },
        formFactor === 'desktop'
          ? {
              extends: 'lighthouse:default',
              settings: {
                formFactor: 'desktop',
                screenEmulation: {
                  mobile: false,
                  width: 1350,
                  height: 940,
                  deviceScaleFactor: 1,
                  disabled: false,
                },
                throttlingMethod: 'simulate',
              },
            }
          : undefined,
      );
      const lhr = result?.lhr;
      if (!lhr) throw new Error('lighthouse returned no result');
      a11y.push(lhr.categories.accessibility?.score ?? 0);
      cls.push(lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN);
      for (const ref of lhr.categories.accessibility?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (audit && audit.score !== null && audit.score < 1) failed.add(audit.id);
      }
    }
    console.log(`\nLighthouse ${formFactor} on ${label}, signed in, median of ${RUNS}`);
    table([
      {
        metric: 'accessibility score',
        median: median(a11y).toFixed(2),
        runs: a11y.map((v) => v.toFixed(2)).join(' '),
        target: '1.00',
      },
      {
        metric: 'cumulative layout shift',
        median: median(cls).toFixed(3),
        runs: cls.map((v) => v.toFixed(3)).join(' '),
        target: '≤ 0.02',
      },
    ]);
    if (failed.size) console.log(`  accessibility audits not passed: ${[...failed].join(', ')}`);
  }
}

const product = await startProduct();
const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
try {
  // LIGHTHOUSE_ONLY=owner measures the signed-in screens alone.
  const visitor = process.env.LIGHTHOUSE_ONLY !== 'owner';
  // The landing page in English, and in German and Arabic (each version ≥ 0.98).
  for (const path of visitor ? ['/', '/de/', '/ar/'] : []) {
    await measure(chrome.port, `${product.url}${path}`, `${path} (prerendered landing page)`, {
      lcp: '≤ 1.5 s',
      seo: true,
    });
  }
  const { businessId, cookie } = await ownerWithBusiness(product.url, 'Harbour Bridge Dental');
  for (const [path, label] of [
    ['/dashboard', 'the home'],
    ['/dashboard?section=analytics', 'Statistics'],
    ['/dashboard?section=google', 'Reviews'],
  ] as const) {
    await measureOwner(chrome.port, `${product.url}${path}`, label, cookie);
  }
  // English, then the longest words (German) and right to left (Arabic).
  for (const query of visitor ? ['', '?lang=de', '?lang=ar'] : []) {
    await measure(chrome.port, `${product.url}/rate/${businessId}${query}`, `/rate/:id${query}`, {
      lcp: '≤ 1.2 s',
      seo: false,
    });
  }
} finally {
  await chrome.kill();
  await product.stop();
}
