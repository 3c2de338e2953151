// Runs one of the server's command-line tools: the built one (dist/server, what `npm start` made), or
// from source through tsx in a checkout that has not been built. Usage: run-built.mjs <tool> [args…]
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const [tool, ...args] = process.argv.slice(2);
const built = `dist/server/${tool}.js`;
const command = existsSync(built)
  ? [process.execPath, [built, ...args]]
  : ['npx', ['tsx', `src/server/${tool}.ts`, ...args]];
const r = spawnSync(command[0], command[1], { stdio: 'inherit' });
process.exit(r.status ?? 1);
