// Bytes a customer's phone downloads for the rating page: the HTML (with its CSS inlined) and the
// JavaScript that hydrates it, gzipped as they travel. Targets: HTML ≤ 14 KB, JS ≤ 75 KB.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
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
const files = jsClosure(manifest, 'src/web/customer/entry.tsx');
const js = files.map((f) => ({ f, raw: readFileSync(path.join('dist/web', f)) }));
const jsGz = js.reduce((n, { raw }) => n + gzipSync(raw, { level: 9 }).length, 0);

const product = await startProduct();
try {
  const { businessId } = await ownerWithBusiness(product.url, 'Harbour Bridge Dental');
  const html = Buffer.from(await (await fetch(`${product.url}/rate/${businessId}`)).arrayBuffer());
  const feedback = Buffer.from(await (await fetch(`${product.url}/feedback/${businessId}`)).arrayBuffer());
  const appEntry = jsClosure(manifest, 'index.html');
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
      what: `customer JS (${files.length} files)`,
      size: kb(jsGz),
      raw: kb(js.reduce((n, x) => n + x.raw.length, 0)),
      target: '≤ 75 KB',
    },
    { what: 'for comparison: the dashboard app shell JS', size: kb(appGz), raw: '', target: '' },
  ]);
} finally {
  await product.stop();
}
