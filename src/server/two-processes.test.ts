import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Redis from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '#server/test/free-port.ts';
import { WRONG_CODE_LIMIT } from './domains/teams/join-attempts';

// Two real server processes on one PostgreSQL and one Redis, as behind a load balancer.
// The project's machines and CI run both locally; PGlite cannot be shared between processes.
const PG = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PUBLIC_URL = 'http://localhost:4999'; // the proxy's address, as both instances are told
const dbName = `t_two_${randomBytes(5).toString('hex')}`;
const procs: ChildProcess[] = [];
let urls: string[] = [];

async function start(databaseUrl: string) {
  const port = await freePort();
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      PUBLIC_URL,
      DATABASE_URL: databaseUrl,
      REDIS_URL: REDIS,
      // This run's keys only: another run's counts (same user agent, same 127.0.0.1) never leak in.
      REDIS_KEY_PREFIX: `t:${dbName}:`,
      SESSION_SECRET: 'two-processes-secret-two-processes-0001',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'two-processes-')),
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  procs.push(proc);
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i += 1) {
    const ok = await fetch(`${url}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return url;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`instance on ${port} did not become ready`);
}

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: PG });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const target = new URL(PG);
  target.pathname = `/${dbName}`;
  // Started together: the second waits for the first's migrations (advisory lock).
  urls = await Promise.all([start(target.toString()), start(target.toString())]);
}, 90_000);

afterAll(async () => {
  const redis = new Redis(REDIS);
  const keys = await redis.keys(`t:${dbName}:*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
  await Promise.all(
    procs.map(
      (p) =>
        new Promise<void>((resolve) => {
          if (p.exitCode !== null || p.signalCode !== null) return resolve();
          p.once('exit', () => resolve());
          p.kill('SIGTERM');
        }),
    ),
  );
  const admin = new pg.Client({ connectionString: PG });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
}, 30_000);

const json = { origin: PUBLIC_URL, 'content-type': 'application/json' };

describe('two server processes behind one address', () => {
  it('a session made on one works on the other, and wrong codes sent to both are limited together', async () => {
    const [a, b] = urls as [string, string];
    const login = await fetch(`${a}/api/login/demo`, {
      method: 'POST',
      headers: { origin: PUBLIC_URL, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: `two-${dbName}@example.com`, firstName: 'Tess', lastName: 'Two' }),
    });
    expect(login.status).toBe(200);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    const me = await fetch(`${b}/api/auth/user`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { firstName: string }).firstName).toBe('Tess');

    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        fetch(`${i % 2 ? a : b}/api/teams/join`, {
          method: 'POST',
          headers: { ...json, cookie },
          body: JSON.stringify({ businessCode: 'ZZZZZZ' }),
        }).then((r) => r.status),
      ),
    );
    expect(answers.filter((s) => s === 404)).toHaveLength(WRONG_CODE_LIMIT);
    expect(answers.filter((s) => s === 429)).toHaveLength(30 - WRONG_CODE_LIMIT);
  }, 30_000);
});
