// `npm test`: every check a change must pass, in order, stopping at the first failure.
import { spawnSync } from 'node:child_process';

const steps = [
  ['Type check', 'npx', ['tsc', '--noEmit']],
  // Biome, the import rules (dependency-cruiser) and unused code (knip): docs/decisions/0020-import-rules.md
  ['Lint', 'npm', ['run', 'lint']],
  ['Server and web tests', 'npx', ['vitest', 'run']],
  ['Chromium, nginx and systemd-analyze', 'node', ['scripts/ensure-system-tools.mjs']],
  ['Build', 'npm', ['run', 'build']],
  ['Browser journeys', 'npx', ['playwright', 'test']],
];

for (const [name, cmd, args] of steps) {
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`\n✖ ${name} failed.`);
    process.exit(r.status ?? 1);
  }
}
console.log('\n✔ All checks passed.');
