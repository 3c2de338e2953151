// A start of the built server as `npm run start:built` does it, on its embedded defaults in a fresh data
// folder: waits for "Ready at", asks /api/ready and the rating page's shell, then stops it. CI runs it on
// each supported Node line after a build there.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address();
    probe.close(() => resolve(port));
  });
});
const dataDir = mkdtempSync(path.join(tmpdir(), 'reviewtap-smoke-'));
const server = spawn(process.execPath, ['dist/server/main.js'], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info', BACKUP_SCHEDULE: 'off' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
let log = '';
const failed = (why) => {
  console.error(`✖ The built server on Node ${process.version}: ${why}\n${log}`);
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
};
const timer = setTimeout(() => failed('not ready within 60 s'), 60_000);
server.on('exit', (code) => failed(`stopped (${code}) before it was asked`));
server.stdout.on('data', async (chunk) => {
  log += chunk;
  if (!log.includes('Ready at') || server.asked) return;
  server.asked = true;
  const base = `http://127.0.0.1:${port}`;
  for (const url of ['/api/ready', '/']) {
    const res = await fetch(base + url).catch((err) => ({ status: String(err) }));
    if (res.status !== 200) failed(`${url} answered ${res.status}`);
  }
  clearTimeout(timer);
  server.removeAllListeners('exit');
  server.kill('SIGTERM');
  server.once('exit', () => {
    rmSync(dataDir, { recursive: true, force: true });
    console.log(`✔ The built server started on Node ${process.version} and answered /api/ready and /.`);
  });
});
