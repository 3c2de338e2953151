// @module-tag node-release
import { spawnSync } from 'node:child_process';
import { lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/config.ts';
import { startMain } from '#server/test/main-process.ts';
import { openDatabase } from './client';

const dataDir = mkdtempSync(path.join(tmpdir(), 'embedded-db-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const config = (extra: Record<string, string> = {}) =>
  loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...extra });

async function settings() {
  const database = await openDatabase(config());
  try {
    const shared = await database.db.execute(sql`show shared_buffers`);
    const tables = await database.db.execute(
      sql`select count(*)::int as n from information_schema.tables where table_name in ('users', 'businesses', 'scans')`,
    );
    const first = (r: unknown) => (r as { rows: unknown[] }).rows[0];
    return { shared: first(shared), tables: first(tables) };
  } finally {
    await database.close();
  }
}

it('a new data directory is created, migrated and opened with the small footprint, and reopens', async () => {
  // The first open creates the cluster in a short-lived child process; the second finds it.
  expect(await settings()).toEqual({ shared: { shared_buffers: '16MB' }, tables: { n: 3 } });
  expect(await settings()).toEqual({ shared: { shared_buffers: '16MB' }, tables: { n: 3 } });
}, 60_000);

it('a shared-buffers size that is not a size is refused by name', () => {
  expect(() => config({ PGLITE_SHARED_BUFFERS: 'lots' })).toThrow(ConfigError);
  expect(() => config({ PGLITE_SHARED_BUFFERS: 'lots' })).toThrow(/PGLITE_SHARED_BUFFERS/);
});

it('a second server on the same data directory refuses to start, and says why', () => {
  // This test's own process stands for the server that owns the directory.
  const owned = mkdtempSync(path.join(tmpdir(), 'embedded-owned-'));
  mkdirSync(path.join(owned, 'run'));
  writeFileSync(path.join(owned, 'run', 'server.pid'), String(process.pid));
  const second = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'test', DATA_DIR: owned, PORT: '0', LOG_LEVEL: 'silent' },
    encoding: 'utf8',
    timeout: 30_000,
  });
  rmSync(owned, { recursive: true, force: true });
  expect(second.status).toBe(1);
  expect(second.stderr).toContain('Another ReviewTap server is already running on');
  // Refused before the files were touched: no database was created.
  expect(second.stderr).not.toContain('Could not open');
}, 40_000);

it('a new data directory is private to the service whatever the umask: folders 0700, files 0600', async () => {
  const fresh = path.join(mkdtempSync(path.join(tmpdir(), 'embedded-private-')), 'data');
  // umask 000 would leave every file readable and writable by every local user.
  const server = await startMain({ DATA_DIR: fresh, PORT: '0' }, { umask: '000' });
  await server.stop();
  const loose: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      const mode = lstatSync(file).mode & 0o777;
      if (entry.isDirectory()) {
        if (mode !== 0o700) loose.push(`${file} ${mode.toString(8)}`);
        walk(file);
      } else if (entry.isFile() && (mode & 0o077) !== 0) loose.push(`${file} ${mode.toString(8)}`);
    }
  };
  expect(lstatSync(fresh).mode & 0o777).toBe(0o700);
  walk(fresh);
  const files = readdirSync(path.join(fresh, 'pglite'), { recursive: true }).length;
  rmSync(path.dirname(fresh), { recursive: true, force: true });
  expect(files).toBeGreaterThan(100); // the database really was created there
  expect(loose).toEqual([]);
}, 90_000);
