// JavaScript each screen loads on a first visit (fresh cache, no service worker), measured in
// Chromium two ways: gzip -9 of each file, and the encoded bytes that came over the wire (the
// server's own compression, headers included), as a phone downloads them cold. Targets on the wire:
// the dashboard's first view ≤ 150 KB and a landing page ≤ 100 KB, in English, German and Arabic;
// the charts load only in Statistics. Prints figures; never passes or fails.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium';
import { ownerWithBusiness } from './support/fixtures';
import { table } from './support/load';
import { startProduct } from './support/processes';

/** The message chunks: file → "de shell", from the build's manifest. */
const manifest = JSON.parse(readFileSync('dist/web/.vite/manifest.json', 'utf8')) as Record<
  string,
  { file: string }
>;
const messageChunks = new Map(
  Object.entries(manifest).flatMap(([src, { file }]) => {
    const m = /^dist\/messages\/([a-z]{2})\/(\w+)\.json$/.exec(src);
    return m ? [[file, `${m[1]} ${m[2]}`] as const] : [];
  }),
);
/** One language's whole owner-side catalogue, every namespace (gzip -9). */
const catalogueOf = (lang: string) =>
  [...messageChunks].filter(([, name]) => name.startsWith(`${lang} `)).reduce((n, [f]) => n + gz(f), 0);

const gz = (file: string) => gzipSync(readFileSync(path.join('dist/web', file)), { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function jsOf(browser: Browser, url: string, cookie: string | null, ready: string, locale: string) {
  // The browser's language: a German owner's browser prefers German.
  const context = await browser.newContext({ serviceWorkers: 'block', locale });
  if (cookie) {
    const [name, value] = cookie.split('=');
    await context.addCookies([{ name: name!, value: value!, url }]);
  }
  const page = await context.newPage();
  const files = new Set<string>();
  const wire: Promise<number>[] = [];
  page.on('response', (res) => {
    const { pathname } = new URL(res.url());
    if (!pathname.endsWith('.js') || !res.ok()) return;
    files.add(pathname.slice(1));
    wire.push(
      res
        .finished()
        .then(() => res.request().sizes())
        .then((s) => s.responseBodySize + s.responseHeadersSize),
    );
  });
  await page.goto(url);
  await page.getByText(ready, { exact: false }).filter({ visible: true }).first().waitFor();
  await page.waitForLoadState('networkidle');
  const onWire = (await Promise.all(wire)).reduce((n, b) => n + b, 0);
  await context.close();
  // ROUTE_JS_FILES=1 lists each screen's files, to see what a change added.
  if (process.env.ROUTE_JS_FILES)
    console.log(
      url,
      [...files]
        .map((f) => `${f}:${gz(f)}`)
        .sort()
        .join(' '),
    );
  const bytes = [...files].reduce((n, f) => n + gz(f), 0);
  const languages = [...files]
    .filter((f) => messageChunks.has(f))
    .map((f) => `${messageChunks.get(f)} ${kb(gz(f))}`);
  const charts = [...files].some((f) => readFileSync(path.join('dist/web', f), 'utf8').includes('recharts'));
  return { files: files.size, bytes, onWire, charts, languages };
}

async function signedIn(baseUrl: string) {
  const origin = new URL(baseUrl).origin;
  const res = await fetch(`${baseUrl}/api/login/demo`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      email: `route-js-${Date.now()}@example.com`,
      firstName: 'Nia',
      lastName: 'New',
    }),
  });
  return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
}

const product = await startProduct();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const owner = await ownerWithBusiness(product.url, 'Harbour Bridge Dental');
  // Owners who read German and Arabic: the dashboard loads their language's namespaces.
  const germanOwner = await ownerWithBusiness(product.url, 'Kaffeehaus Kreuzberg');
  await fetch(`${product.url}/api/auth/user`, {
    method: 'PATCH',
    headers: { origin: germanOwner.origin, cookie: germanOwner.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ locale: 'de' }),
  });
  const arabicOwner = await ownerWithBusiness(product.url, 'Harbour Fish Bar');
  await fetch(`${product.url}/api/auth/user`, {
    method: 'PATCH',
    headers: { origin: arabicOwner.origin, cookie: arabicOwner.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ locale: 'ar' }),
  });
  const newcomer = await signedIn(product.url);
  // One scan, so Statistics draws its charts rather than its empty state.
  await fetch(`${product.url}/api/businesses/${owner.businessId}/scan`, {
    method: 'POST',
    headers: { origin: owner.origin, 'user-agent': 'Mozilla/5.0 (iPhone) Mobile' },
  });
  const routes: [string, string | null, string, string][] = [
    ['/ (visitor)', null, '/', 'Frequently asked questions'],
    ['/terms (visitor)', null, '/terms', 'Terms'],
    ['/setup (signed in, no business)', newcomer, '/setup', 'Find your business'],
    ['/join (signed in, no business)', newcomer, '/join', 'Join'],
    ['/de/ (visitor)', null, '/de/', 'Häufige Fragen'],
    ['/ar/ (visitor)', null, '/ar/', 'الأسئلة'],
    // The home's "Today", which only the app draws (the server paints the QR card alone).
    ['/dashboard overview, first view', owner.cookie, '/dashboard', 'Today'],
    ['/dashboard overview, first view, German', germanOwner.cookie, '/dashboard', 'Heute'],
    ['/dashboard overview, first view, Arabic', arabicOwner.cookie, '/dashboard', 'اليوم'],
    ['/dashboard Statistics', owner.cookie, '/dashboard?section=analytics', 'Scans and conversions'],
    ['/dashboard Customer’s path', owner.cookie, '/dashboard?section=customize', 'Template'],
    ['/dashboard Team', owner.cookie, '/dashboard?section=team', 'Team'],
    ['/dashboard Billing', owner.cookie, '/dashboard?section=billing', 'Plan'],
    ['/qr/fullscreen', owner.cookie, '/qr/fullscreen', 'Scan'],
    ['/qr-customization', owner.cookie, '/qr-customization', 'QR Template'],
  ];
  const rows = [];
  for (const [label, cookie, route, ready] of routes) {
    const locale =
      label.includes('German') || route === '/de/'
        ? 'de-DE'
        : label.includes('Arabic') || route === '/ar/'
          ? 'ar'
          : 'en-US';
    const r = await jsOf(browser, `${product.url}${route}`, cookie, ready, locale);
    rows.push({
      route: label,
      files: r.files,
      'JS gzip -9': kb(r.bytes),
      'JS on the wire': kb(r.onWire),
      charts: r.charts ? 'yes' : 'no',
      target: label.includes('first view')
        ? '≤ 150 KB on the wire, no charts'
        : label.includes('(visitor)') && !label.includes('terms')
          ? '≤ 100 KB on the wire'
          : '',
      // Which language chunks came: only the reader's.
      languages: r.languages.join(' '),
    });
  }
  console.log('\nJavaScript per screen on a first visit (fresh cache, no service worker)');
  table(rows);
  console.log(
    `One language's whole owner-side catalogue (every namespace): en ${kb(catalogueOf('en'))}, de ${kb(catalogueOf('de'))}, ar ${kb(catalogueOf('ar'))}`,
  );
} finally {
  await browser.close();
  await product.stop();
}
