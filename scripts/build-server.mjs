// Bundles the server into dist/server/main.js so `npm start` runs plain Node, and copies
// the SQL migrations beside it (the migrator reads them at start-up).
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist/server', { recursive: true, force: true });
const result = await build({
  // create-pglite runs as a short-lived child when the embedded database is new (0030); backup-cli is
  // `npm run backup` and `npm run restore`.
  entryPoints: [
    'src/server/main.ts',
    'src/server/db/create-pglite.ts',
    'src/server/backup-cli.ts',
    'src/server/operator-cli.ts',
  ],
  outdir: 'dist/server',
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  jsx: 'automatic',
  sourcemap: true,
  logLevel: 'warning',
  metafile: true,
});
// Test stand-ins (Stripe, Google, OpenID, SMTP) live in src/server/test and never ship.
const standIns = Object.keys(result.metafile.inputs).filter((input) => input.startsWith('src/server/test/'));
if (standIns.length > 0) {
  console.error(`The server bundle includes test code: ${standIns.join(', ')}`);
  process.exit(1);
}
cpSync('src/server/db/migrations', 'dist/server/migrations', { recursive: true });
