import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { backupEmbedded, backupPostgres, restoreEmbedded, restorePostgres } from '#server/db/backups.ts';
import { migrationsFolder, openDatabase, openPostgres } from '#server/db/client.ts';
import { apiTokens, businesses, users } from '#server/db/schema.ts';
import { createBusinessFor } from '#server/test/fixtures.ts';
import { freePort } from '#server/test/free-port.ts';
import { startMain } from '#server/test/main-process.ts';
import { createTestApp, createUser, sameOrigin, testConfig } from '#server/test/test-app.ts';
import { createPostgresTestDatabase } from '#server/test/test-db.ts';
import { fileLedger, postgresLedger } from './deletion-ledger';

/**
 * Deleted means deleted, even after a restore: a backup taken before an account was deleted brings
 * back its rows, and the server, starting on the restored database, deletes them again before it
 * answers anyone (the token that worked before the deletion is refused, the QR page is gone).
 */
const work = mkdtempSync(path.join(tmpdir(), 'rt-ledger-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

it('a restored embedded backup does not bring a deleted account back: the server deletes it again at start', async () => {
  const dataDir = path.join(work, 'data');
  const config = testConfig({ DATA_DIR: dataDir });
  const database = await openDatabase(config);
  const t = await createTestApp({ database, env: { DATA_DIR: dataDir } });
  const owner = await createUser(t.db);
  const business = await createBusinessFor(t.db, owner.user.id);
  const token = (
    await t.app.inject({
      method: 'POST',
      url: '/api/tokens',
      headers: sameOrigin(owner.cookie),
      payload: { name: 'POS', businessIds: [business.id], scopes: ['read'] },
    })
  ).json().token as string;
  const backup = await backupEmbedded(database, path.join(work, 'backups'), migrationsFolder());
  const deleted = await t.app.inject({
    method: 'DELETE',
    url: '/api/auth/user',
    headers: sameOrigin(owner.cookie),
    payload: { confirmEmail: owner.user.email },
  });
  expect(deleted.statusCode).toBe(200);
  await t.close();
  await database.close();

  await restoreEmbedded(backup, dataDir, true);
  // The restored files hold the account again, as the backup had it.
  const restored = await openDatabase(config);
  expect(await restored.db.select().from(users).where(eq(users.id, owner.user.id))).toHaveLength(1);
  await restored.close();

  const port = await freePort();
  const server = await startMain({ DATA_DIR: dataDir, PORT: String(port) });
  try {
    expect(server.log()).toContain('deleted again what a restored backup brought back');
    const base = `http://127.0.0.1:${port}`;
    const api = await fetch(`${base}/api/businesses/${business.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(api.status).toBe(401);
    expect((await fetch(`${base}/rate/${business.id}`)).status).toBe(404);
  } finally {
    await server.stop();
  }
  const after = await openDatabase(config);
  expect(await after.db.select().from(users).where(eq(users.id, owner.user.id))).toEqual([]);
  expect(await after.db.select().from(businesses).where(eq(businesses.id, business.id))).toEqual([]);
  expect(await after.db.select().from(apiTokens).where(eq(apiTokens.userId, owner.user.id))).toEqual([]);
  await after.close();
  expect((await fileLedger(dataDir).entries()).map((e) => e.kind).sort()).toEqual(['business', 'user']);
}, 120_000);

describe('the ledger on PostgreSQL', () => {
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  it('stays out of the dump, and a restore with --force leaves it in place', async () => {
    const name = `ledger_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    try {
      const config = testConfig({ DATABASE_URL: target.toString() });
      const database = await openDatabase(config);
      const ledger = postgresLedger(database.db);
      const file = await backupPostgres(target.toString(), path.join(work, 'pg'), migrationsFolder());
      await ledger.record({ kind: 'business', id: 'b_after_the_backup' });
      await database.close();
      await restorePostgres(file, target.toString(), true);
      const again = await openPostgres(target.toString());
      expect((await postgresLedger(again.db).entries()).map((e) => e.id)).toEqual(['b_after_the_backup']);
      await again.close();
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 60_000);

  it('is made once when instances start together on a new database', async () => {
    const database = await createPostgresTestDatabase(url);
    // Twelve instances, each with its own connections, making it at the same moment, three times over.
    const instances = await Promise.all(Array.from({ length: 12 }, () => openPostgres(database.url, 2)));
    try {
      for (let round = 0; round < 3; round += 1) {
        await database.db.execute(sql`drop schema if exists reviewtap_ledger cascade`);
        const made = await Promise.allSettled(
          instances.map((instance, i) =>
            postgresLedger(instance.db).record({ kind: 'business', id: `b_${i}` }),
          ),
        );
        expect(made.filter((m) => m.status === 'rejected')).toEqual([]);
        expect(await postgresLedger(database.db).entries()).toHaveLength(instances.length);
      }
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
      await database.close();
    }
  }, 60_000);
});
