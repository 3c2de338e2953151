// @module-tag node-release
// Backups taken while customers write, restored on both engines; a truncated or foreign file
// is refused and changes nothing; a restore never overwrites data unless told to.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  BackupError,
  backupEmbedded,
  backupPostgres,
  checkBackup,
  restoreEmbedded,
  restorePostgres,
} from './backups';
import { type Database, migrationsFolder, openPglite, openPostgres } from './client';
import { askServerForBackup, serveBackups, serverRunning } from './control-socket';

const PG = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const work = mkdtempSync(path.join(tmpdir(), 'rt-backups-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Users written one after another until stopped; the ids whose insert was acknowledged. */
function keepWriting(database: Database) {
  const acknowledged: string[] = [];
  let stop = false;
  const done = (async () => {
    for (let i = 0; !stop; i++) {
      const id = `w${i}`;
      await database.db.execute(
        sql`insert into users (id, google_sub, email) values (${id}, ${`sub-${id}`}, ${`${id}@example.com`})`,
      );
      acknowledged.push(id);
      // Requests arrive from the network: let the event loop run between them (PGlite answers from
      // microtasks alone, and a tight loop would starve every timer and socket).
      await new Promise((r) => setImmediate(r));
    }
  })();
  return {
    acknowledged,
    /** Resolves once at least `n` writes are acknowledged, however busy the machine is. */
    written: (n: number) =>
      vi.waitFor(() => expect(acknowledged.length).toBeGreaterThanOrEqual(n), {
        timeout: 30_000,
        interval: 20,
      }),
    stop: async () => {
      stop = true;
      await done;
    },
  };
}

const idsIn = async (query: (text: string) => Promise<{ rows: unknown[] }>) =>
  new Set(((await query('select id from users')).rows as { id: string }[]).map((r) => r.id));

// Whole databases are copied, unpacked and opened here: on a busy two-core machine one step takes
// far longer than the suite's default 20 s, so these tests wait for the work, however long it takes.
describe('the embedded database', { timeout: 120_000 }, () => {
  let database: Database;
  const dataDir = path.join(work, 'live');
  const backups = path.join(work, 'backups');
  let file = '';
  let before: string[] = [];

  beforeAll(async () => {
    mkdirSync(dataDir, { recursive: true });
    database = await openPglite(await PGlite.create(path.join(dataDir, 'pglite')));
    await migratePglite(database.db as never, { migrationsFolder: migrationsFolder() });
    serveBackups(
      dataDir,
      (dir) => backupEmbedded(database, dir, migrationsFolder()),
      () => {},
    );
  });
  afterAll(() => database.close());

  it('is copied by the running server while writes go on, and the copy holds every acknowledged row', async () => {
    const writer = keepWriting(database);
    await writer.written(11);
    before = [...writer.acknowledged];
    file = (await askServerForBackup(dataDir, backups))!;
    const during = [...writer.acknowledged];
    await writer.stop();
    expect(before.length).toBeGreaterThan(10);
    expect(path.basename(file)).toMatch(
      /^reviewtap-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ-\d{4}_[a-z0-9_]+\.pglite\.tgz$/,
    );
    expect(readdirSync(backups).filter((f) => f.endsWith('.part'))).toEqual([]);
    // Customers' names and e-mails are in it: the server's own user only.
    expect(statSync(file).mode & 0o777).toBe(0o600);

    // Restored on "a second machine": a fresh DATA_DIR.
    const second = path.join(work, 'second');
    const { migrations, keptAside } = await restoreEmbedded(file, second, false);
    expect(keptAside).toBeNull();
    expect(migrations).toBeGreaterThan(10);
    const copy = await PGlite.create(path.join(second, 'pglite'));
    const restored = await idsIn((t) => copy.query(t));
    await copy.close();
    for (const id of before) expect(restored.has(id), id).toBe(true);
    // Nothing the copy holds was never written, and it holds no more than what was acknowledged by its end.
    expect(restored.size).toBeLessThanOrEqual(during.length + 1);
  });

  it('knows a server runs on this DATA_DIR, so nothing opens its files beside it', () => {
    expect(serverRunning(dataDir)).toBe(true);
    expect(serverRunning(path.join(work, 'nobody'))).toBe(false);
  });

  it('answers null when no server listens, so the command opens the files itself', async () => {
    expect(await askServerForBackup(path.join(work, 'nobody'), backups)).toBeNull();
  });

  it('refuses a truncated or foreign file, and changes nothing', async () => {
    const truncated = path.join(work, 'truncated.pglite.tgz');
    const whole = readFileSync(file);
    writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length / 2)));
    await expect(checkBackup(truncated)).rejects.toThrow(/not a complete embedded-database backup/);
    const target = path.join(work, 'untouched');
    await expect(restoreEmbedded(truncated, target, false)).rejects.toBeInstanceOf(BackupError);
    expect(existsSync(path.join(target, 'pglite'))).toBe(false);
    const foreign = path.join(work, 'holiday.jpg');
    writeFileSync(foreign, 'not a backup');
    await expect(checkBackup(foreign)).rejects.toThrow(/not a ReviewTap backup/);
  });

  it('refuses to restore over a database without --force, and keeps the old one aside with it', async () => {
    const target = path.join(work, 'second');
    await expect(restoreEmbedded(file, target, false)).rejects.toThrow(/already holds a database.*--force/);
    const { keptAside } = await restoreEmbedded(file, target, true);
    expect(keptAside && existsSync(keptAside)).toBe(true);
  });
});

describe('PostgreSQL', { timeout: 120_000 }, () => {
  const names: string[] = [];
  const urlOf = (name: string) => {
    const u = new URL(PG);
    u.pathname = `/${name}`;
    return u.toString();
  };
  async function createDb() {
    const name = `backup_${Date.now().toString(36)}_${names.length}`;
    const admin = new pg.Client({ connectionString: PG });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    names.push(name);
    return urlOf(name);
  }
  afterAll(async () => {
    const admin = new pg.Client({ connectionString: PG });
    await admin.connect();
    for (const name of names) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('is dumped while writes go on, restored into an empty database with every acknowledged row, and never over data without --force', async () => {
    const source = await createDb();
    const database = await openPostgres(source, 4);
    await migratePg(database.db as never, { migrationsFolder: migrationsFolder() });
    const writer = keepWriting(database);
    await writer.written(11);
    const before = [...writer.acknowledged];
    const file = await backupPostgres(source, path.join(work, 'pg'), migrationsFolder());
    await writer.stop();
    await database.close();
    expect(path.basename(file)).toMatch(/\.pgdump$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect((await checkBackup(file)).kind).toBe('postgres');

    const target = await createDb();
    await restorePostgres(file, target, false);
    const client = new pg.Client({ connectionString: target });
    await client.connect();
    const restored = await idsIn((t) => client.query(t));
    await client.end();
    for (const id of before) expect(restored.has(id), id).toBe(true);

    await expect(restorePostgres(file, target, false)).rejects.toThrow(/already has tables.*--force/);
    await restorePostgres(file, target, true);

    const truncated = `${file}.cut.pgdump`;
    writeFileSync(truncated, readFileSync(file).subarray(0, 200));
    await expect(checkBackup(truncated)).rejects.toThrow(/not a complete PostgreSQL backup/);
  });
});
