import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type Running = { url: string; pid: number; proc: ChildProcess; stop(): Promise<void> };

async function waitForHealth(url: string, timeoutMs = 60_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.ok) return Date.now() - start;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

const stopper = (proc: ChildProcess) => () =>
  new Promise<void>((resolve) => {
    if (proc.exitCode !== null) return resolve();
    proc.once('exit', () => resolve());
    proc.kill('SIGTERM');
  });

// BENCH_PORT lets engineers who share a machine keep to their own port range.
let nextPort = Number(process.env.BENCH_PORT ?? 3400);

/** Starts the built product (dist/server/main.js) as a real process, on PGlite unless DATABASE_URL is given. */
export async function startProduct(env: Record<string, string> = {}) {
  const port = nextPort++;
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'bench-data-'));
  const started = Date.now();
  const proc = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_ALLOW: '127.0.0.1',
      // A backup at start-up would skew the start-up and memory figures.
      BACKUP_SCHEDULE: 'off',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  await waitForHealth(`${url}/api/health`);
  return { url, pid: proc.pid!, proc, dataDir, coldStartMs: Date.now() - started, stop: stopper(proc) };
}

export async function startHelloWorld(): Promise<Running> {
  const proc = spawn(process.execPath, ['bench/support/hello-world.mjs'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve) =>
    proc.stdout!.once('data', (d) => resolve(String(d).trim())),
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url);
  return { url, pid: proc.pid!, proc, stop: stopper(proc) };
}

export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}
