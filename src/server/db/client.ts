import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '#server/config.ts';
import { pgliteDataDirExists, pgliteOptions } from './pglite-settings';
import * as schema from './schema';
import { refuseNewerDatabase } from './schema-version';

/** Either driver, one type: services take this and never know which engine runs underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction has the same query surface as the database. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** The rows of a raw `db.execute`: PGlite and node-postgres both answer `{ rows }`. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * After personal data is deleted or erased: on the embedded database, rewrites the tables and
   * retires the write-ahead log, so no deleted byte stays in its files. PostgreSQL's
   * own autovacuum and WAL management are the operator's (docs/decisions/0036-deleted-means-gone.md).
   */
  scrub(): Promise<void>;
  /** PostgreSQL's pool: connections in use, idle, and requests waiting for one. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /**
   * The embedded database as one gzipped tar of its data directory, taken between two queries (no
   * query runs while it is read) after a checkpoint: what `npm run backup` keeps.
   */
  snapshot?(): Promise<Blob>;
};

// From source the migrations sit beside this file; the bundled build copies them next to main.js.
export function migrationsFolder(): string {
  return path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
}

export class DatabaseUnavailableError extends Error {}

export async function openPglite(client: PGlite): Promise<Database> {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => void (await client.query('select 1')),
    async scrub() {
      // VACUUM FULL writes each table anew and drops the old files, dead row versions and all.
      await client.exec('vacuum full');
      // Twice: the first checkpoint still needs the segment the deletions were written to.
      for (let i = 0; i < 2; i++) {
        await client.query('select pg_switch_wal()');
        await client.query('checkpoint');
      }
    },
    async snapshot() {
      await client.query('checkpoint');
      return client.dumpDataDir('gzip');
    },
    close: () => client.close(),
  };
}

export async function openPostgres(url: string, max = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000 });
  // An idle client that loses its connection emits 'error'; without a listener that would crash the process.
  pool.on('error', () => {});
  try {
    const c = await pool.connect();
    c.release();
  } catch (err) {
    await pool.end().catch(() => {});
    const where = safeUrl(url);
    const reason = err instanceof Error ? err.message : String(err);
    throw new DatabaseUnavailableError(`Cannot connect to PostgreSQL at ${where}: ${reason}`);
  }
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    ping: async () => void (await pool.query('select 1')),
    // Prunes dead row versions of the tables that hold personal data now rather than at autovacuum's
    // leisure; rewriting files and the WAL's retention are the operator's on a server of their own.
    scrub: async () => void (await pool.query('vacuum feedback, mail_outbox, invitations, users, sessions')),
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/**
 * Instances starting together migrate one after another: each holds a session-level advisory lock
 * on a connection of its own while it migrates, so the next finds the work done.
 */
async function migrateOnce(url: string, migrate: () => Promise<void>) {
  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query("select pg_advisory_lock(hashtext('reviewtap:migrations'))");
    await migrate();
  } finally {
    await lock.end().catch(() => {});
  }
}

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(config: Config): Promise<Database> {
  if (config.database.kind === 'postgres') {
    const database = await openPostgres(config.database.url);
    try {
      await migrateOnce(config.database.url, async () => {
        await refuseNewerDatabase(database.db, migrationsFolder());
        await migratePg(database.db as never, { migrationsFolder: migrationsFolder() });
      });
    } catch (err) {
      await database.close();
      throw err;
    }
    return database;
  }
  const dir = path.join(config.database.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  if (!pgliteDataDirExists(dir)) await createPgliteInChild(dir, config.database.sharedBuffers);
  const client = await PGlite.create(dir, pgliteOptions(config.database.sharedBuffers));
  const database = await openPglite(client);
  try {
    await refuseNewerDatabase(database.db, migrationsFolder());
    await migratePglite(database.db as never, { migrationsFolder: migrationsFolder() });
  } catch (err) {
    await database.close();
    throw err;
  }
  return database;
}

/**
 * Creates and migrates a new embedded database in a child process (see create-pglite.ts for why).
 * The bundled build has create-pglite.js beside main.js; from source it runs through tsx.
 */
async function createPgliteInChild(dir: string, sharedBuffers: string): Promise<void> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const built = path.join(here, 'create-pglite.js');
  const args = existsSync(built) ? [built] : ['--import', 'tsx', path.join(here, 'create-pglite.ts')];
  await new Promise<void>((resolve, reject) => {
    execFile(process.execPath, [...args, dir, sharedBuffers], (err, _stdout, stderr) => {
      if (err)
        reject(
          new Error(`Could not create the embedded database in ${dir}: ${stderr.trim() || err.message}`),
        );
      else resolve();
    });
  });
}

/** The URL without its password, for messages. */
function safeUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparseable URL)';
  }
}
