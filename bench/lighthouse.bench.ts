// Lighthouse in its default mobile mode (simulated slow 4G, mid-range phone) on /rate/:id served
// locally, in English, German (?lang=de) and Arabic (?lang=ar). Prints the median of 3 runs each.
// Targets: performance ≥ 0.98, LCP ≤ 1.2 s.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium';
import { ownerWithBusiness } from './support/fixtures';
import { table } from './support/load';
import { startProduct } from './support/processes';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const product = await startProduct();
const chrome = await launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: CHROMIUM_FLAGS,
});
try {
  const { businessId } = await ownerWithBusiness(product.url, 'Harbour Bridge Dental');
  // English, then the longest words (German) and right to left (Arabic).
  for (const query of ['', '?lang=de', '?lang=ar']) {
    const url = `${product.url}/rate/${businessId}${query}`;
    const perf: number[] = [];
    const lcp: number[] = [];
    const fcp: number[] = [];
    const tbt: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error('lighthouse returned no result');
      perf.push(lhr.categories.performance?.score ?? 0);
      lcp.push(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN);
      fcp.push(lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN);
      tbt.push(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN);
    }
    console.log(`\nLighthouse mobile (simulated slow 4G) on /rate/:id${query}, median of ${RUNS}`);
    table([
      {
        metric: 'performance score',
        median: median(perf).toFixed(2),
        runs: perf.map((p) => p.toFixed(2)).join(' '),
        target: '≥ 0.98',
      },
      {
        metric: 'largest contentful paint',
        median: `${(median(lcp) / 1000).toFixed(2)} s`,
        runs: lcp.map((v) => (v / 1000).toFixed(2)).join(' '),
        target: '≤ 1.2 s',
      },
      {
        metric: 'first contentful paint',
        median: `${(median(fcp) / 1000).toFixed(2)} s`,
        runs: '',
        target: '',
      },
      { metric: 'total blocking time', median: `${Math.round(median(tbt))} ms`, runs: '', target: '' },
    ]);
  }
} finally {
  await chrome.kill();
  await product.stop();
}
