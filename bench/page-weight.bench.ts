// Bytes a customer's phone downloads for the rating page: the HTML (with its CSS inlined) and the
// JavaScript that hydrates it, gzipped as they travel. Targets: HTML ≤ 14 KB, JS ≤ 75 KB, in every language.
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { LOCALES } from '#shared/lib/i18n/locales.ts';
import { ownerWithBusiness } from './support/fixtures';
import { table } from './support/load';
import { startProduct } from './support/processes';

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

function jsClosure(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const entry = manifest[key];
  if (!entry) return [];
  return [entry.file, ...(entry.imports ?? []).flatMap((k) => jsClosure(manifest, k, seen))];
}

const manifest = JSON.parse(readFileSync('dist/web/.vite/manifest.json', 'utf8')) as Manifest;
const customerManifest = JSON.parse(
  readFileSync('dist/web/.vite/customer-manifest.json', 'utf8'),
) as Manifest;
const files = jsClosure(customerManifest, 'src/web/customer/entry.tsx');
const js = files.map((f) => ({ f, raw: readFileSync(path.join('dist/web', f)) }));
const jsGz = js.reduce((n, { raw }) => n + gzipSync(raw, { level: 9 }).length, 0);

/** Bytes as they really travel to a phone that accepts brotli and gzip (Node's fetch would decode them). */
function wireBytes(url: string) {
  return new Promise<{ bytes: number; encoding: string }>((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (c: Buffer) => {
        bytes += c.length;
      });
      res.on('end', () => resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'none') }));
    })
      .on('error', reject)
      .end();
  });
}

const product = await startProduct();
try {
  const { businessId } = await ownerWithBusiness(product.url, 'Harbour Bridge Dental');
  const html = Buffer.from(await (await fetch(`${product.url}/rate/${businessId}`)).arrayBuffer());
  const feedback = Buffer.from(await (await fetch(`${product.url}/feedback/${businessId}`)).arrayBuffer());
  const wireHtml = await wireBytes(`${product.url}/rate/${businessId}`);
  const wireJs = await Promise.all(files.map((f) => wireBytes(`${product.url}/${f}`)));
  const appEntry = jsClosure(manifest, 'app.html');
  const appGz = appEntry.reduce(
    (n, f) => n + gzipSync(readFileSync(path.join('dist/web', f)), { level: 9 }).length,
    0,
  );
  console.log('\nCustomer page weight (gzip -9)');
  table([
    {
      what: '/rate/:id HTML incl. inlined CSS',
      size: kb(gzipSync(html, { level: 9 }).length),
      raw: kb(html.length),
      target: '≤ 14 KB',
    },
    {
      what: '/feedback/:id HTML incl. inlined CSS',
      size: kb(gzipSync(feedback, { level: 9 }).length),
      raw: kb(feedback.length),
      target: '≤ 14 KB',
    },
    {
      what: `customer JS (${files.length} ${files.length === 1 ? 'file' : 'files'})`,
      size: kb(jsGz),
      raw: kb(js.reduce((n, x) => n + x.raw.length, 0)),
      target: '≤ 75 KB',
    },
    {
      what: `as served: /rate/:id HTML (${wireHtml.encoding})`,
      size: kb(wireHtml.bytes),
      raw: '',
      target: '',
    },
    {
      what: `as served: customer JS (${wireJs.map((w) => w.encoding).join(', ')})`,
      size: kb(wireJs.reduce((n, w) => n + w.bytes, 0)),
      raw: '',
      target: '',
    },
    { what: 'for comparison: the dashboard app shell JS', size: kb(appGz), raw: '', target: '' },
  ]);

  // Every language: the page embeds only its own strings, and the script it loads is the same one.
  const gz = (b: Buffer) => gzipSync(b, { level: 9 }).length;
  const rows = [];
  for (const lang of LOCALES) {
    const rate = Buffer.from(
      await (await fetch(`${product.url}/rate/${businessId}?lang=${lang}`)).arrayBuffer(),
    );
    const form = Buffer.from(
      await (await fetch(`${product.url}/feedback/${businessId}?rating=2&lang=${lang}`)).arrayBuffer(),
    );
    const src = /<script type="module" src="\/([^"]+)"/.exec(rate.toString())?.[1];
    const key = Object.keys(customerManifest).find((k) => customerManifest[k]?.file === src);
    const langJs = key ? jsClosure(customerManifest, key) : [];
    const jsBytes = langJs.reduce((n, f) => n + gz(readFileSync(path.join('dist/web', f))), 0);
    rows.push({
      lang,
      'rate HTML': kb(gz(rate)),
      'feedback HTML': kb(gz(form)),
      JS: kb(jsBytes),
      'HTML+JS': kb(gz(rate) + jsBytes),
      within: gz(rate) <= 14 * 1024 && gz(form) <= 14 * 1024 && jsBytes <= 75 * 1024 ? 'yes' : 'NO',
    });
  }
  console.log('\nCustomer page weight per language (gzip -9; targets HTML ≤ 14 KB, JS ≤ 75 KB)');
  table(rows);
} finally {
  await product.stop();
}
