import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/config.ts';
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
