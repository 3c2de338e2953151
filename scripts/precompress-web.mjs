// Writes .br and .gz beside every built text asset, so @fastify/static can send them as they are
// (preCompressed): the customer page's 225 KB of JavaScript travels as ~60 KB, with no CPU per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = 'dist/web';
const TEXT = /\.(js|css|html|svg|json|txt|map)$/;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

let count = 0;
for (const file of files(root)) {
  if (!TEXT.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
  const raw = readFileSync(file);
  // Below a few hundred bytes compression saves nothing worth a file.
  if (raw.length < 300) continue;
  const br = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  const gz = gzipSync(raw, { level: 9 });
  if (br.length >= raw.length) continue;
  writeFileSync(`${file}.br`, br);
  if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
  count += 1;
}
console.log(`precompressed ${count} files in ${root}`);
