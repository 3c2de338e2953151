// `npm run bench`: builds, then runs every benchmark in bench/ one after another and prints figures.
// Never pass/fail: machines are shared and noisy, so each figure is a ratio to a baseline from the same run.
import { spawnSync } from 'node:child_process';

const benches = [
  'bench/server.bench.ts',
  'bench/write-path.bench.ts',
  'bench/page-weight.bench.ts',
  'bench/route-js.bench.ts',
  'bench/home-qr.bench.ts',
  'bench/lighthouse.bench.ts',
  'bench/analytics.bench.ts',
  'bench/mail.bench.ts',
  'bench/alert-latency.bench.ts',
  'bench/invitations.bench.ts',
  'bench/spreadsheet-check.bench.ts',
  'bench/drafts.bench.ts',
  'bench/webhooks.bench.ts',
  'bench/production.bench.ts',
  'bench/operator-search.bench.ts',
];

const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const only = process.argv.slice(2);
for (const file of benches) {
  if (only.length && !only.some((o) => file.includes(o))) continue;
  console.log(`\n━━━ ${file} ━━━`);
  const r = spawnSync('npx', ['tsx', file], { stdio: 'inherit' });
  if (r.status !== 0) console.log(`(${file} exited with ${r.status})`);
}
