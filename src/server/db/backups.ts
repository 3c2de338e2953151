// Backups and restore. One file per backup, named with its time and the schema it holds:
// the embedded database as a gzipped tar of its data directory (taken by the running server between two
// queries), PostgreSQL as pg_dump's custom format. A file is checked before anything is restored, and a
// restore never overwrites data unless told to (and then keeps the old embedded directory beside it).
import { execFile } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Config } from '#server/config.ts';
import { type Database, migrationsFolder } from './client';
import { pgliteDataDirExists } from './pglite-settings';
import { newestMigration } from './schema-version';

const run = promisify(execFile);

export class BackupError extends Error {}

const stamp = (now: Date) =>
  now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');
const PGLITE_EXT = '.pglite.tgz';
const PG_EXT = '.pgdump';

function backupName(kind: 'pglite' | 'postgres', migrations: string, now: Date) {
  const tag = newestMigration(migrations).tag;
  return `reviewtap-${stamp(now)}-${tag}${kind === 'pglite' ? PGLITE_EXT : PG_EXT}`;
}

/** Writes next to the final name, then renames: a crash never leaves a half file that looks whole. */
function writeAtomically(file: string, bytes: Uint8Array) {
  const part = `${file}.part`;
  try {
    writeFileSync(part, bytes, { mode: PRIVATE });
    renameSync(part, file);
  } catch (err) {
    rmSync(part, { force: true });
    throw err;
  }
}

/** A backup holds customers' names and e-mails: readable by the server's own user only. */
const PRIVATE = 0o600;
const backupDir = (dir: string) => mkdirSync(dir, { recursive: true, mode: 0o700 });

/** The running embedded database, copied between two queries; answers the file's path. */
export async function backupEmbedded(database: Database, dir: string, migrations: string, now = new Date()) {
  if (!database.snapshot) throw new BackupError('This database cannot be copied from inside the server.');
  backupDir(dir);
  const file = path.join(dir, backupName('pglite', migrations, now));
  const blob = await database.snapshot();
  writeAtomically(file, new Uint8Array(await blob.arrayBuffer()));
  return file;
}

/** A backup of the database this process serves, of either engine, into `dir`; answers its path. */
export function backupDatabase(
  database: Database,
  engine: Config['database'],
  dir: string,
  now = new Date(),
) {
  return engine.kind === 'postgres'
    ? backupPostgres(engine.url, dir, migrationsFolder(), now)
    : backupEmbedded(database, dir, migrationsFolder(), now);
}

/**
 * The URL without its password, and the password for PGPASSWORD: on the command line it would be
 * visible to every local user (ps) and could end up in an error message.
 */
function pgArgs(url: string) {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { dbname: u.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

function missingTool(tool: string, err: unknown): never {
  if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
    throw new BackupError(
      `${tool} was not found. Install PostgreSQL's client tools (Debian: apt-get install postgresql-client) in the same major version as the server.`,
    );
  }
  const stderr = (err as { stderr?: string }).stderr?.trim();
  throw new BackupError(`${tool} failed: ${stderr || (err as Error).message}`);
}

/** PostgreSQL with pg_dump's custom format (compressed, restorable table by table). */
export async function backupPostgres(url: string, dir: string, migrations: string, now = new Date()) {
  backupDir(dir);
  const file = path.join(dir, backupName('postgres', migrations, now));
  try {
    const { dbname, env } = pgArgs(url);
    // The deletion ledger stays out of every backup: a restore must not roll it back.
    await run(
      'pg_dump',
      ['--format=custom', '--exclude-schema=reviewtap_ledger', `--file=${file}.part`, `--dbname=${dbname}`],
      { env },
    );
  } catch (err) {
    // A failed dump (disk full, a version mismatch) leaves no half file behind.
    rmSync(`${file}.part`, { force: true });
    missingTool('pg_dump', err);
  }
  chmodSync(`${file}.part`, PRIVATE);
  renameSync(`${file}.part`, file);
  return file;
}

type Checked = { kind: 'pglite' | 'postgres'; summary: string };

/** The number of migrations a database holds: proof that it is a ReviewTap database. */
export async function migrationsIn(query: (text: string) => Promise<{ rows: unknown[] }>) {
  const r = await query('select count(*)::int as n from drizzle.__drizzle_migrations');
  return (r.rows[0] as { n: number }).n;
}

/** Reads the whole file and proves it is a complete ReviewTap backup; changes nothing anywhere. */
export async function checkBackup(file: string): Promise<Checked> {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist.`);
  if (file.endsWith(PG_EXT)) {
    let listing = '';
    try {
      listing = (await run('pg_restore', ['--list', file], { maxBuffer: 64 * 1024 * 1024 })).stdout;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') missingTool('pg_restore', err);
      throw new BackupError(
        `${path.basename(file)} is not a complete PostgreSQL backup (pg_restore cannot read it).`,
      );
    }
    if (!/TABLE DATA drizzle __drizzle_migrations/.test(listing)) {
      throw new BackupError(
        `${path.basename(file)} is a PostgreSQL backup, but not of a ReviewTap database.`,
      );
    }
    return { kind: 'postgres', summary: `${(listing.match(/TABLE DATA public /g) ?? []).length} tables` };
  }
  if (!file.endsWith(PGLITE_EXT)) {
    throw new BackupError(
      `${path.basename(file)} is not a ReviewTap backup (expected ${PGLITE_EXT} or ${PG_EXT}).`,
    );
  }
  let probe: PGlite | undefined;
  try {
    const bytes = readFileSync(file);
    // A cut or altered file fails here, whole, before PGlite reads a byte of it.
    gunzipSync(bytes);
    probe = await PGlite.create({ loadDataDir: new Blob([bytes]) });
    return { kind: 'pglite', summary: `${await migrationsIn((t) => probe!.query(t))} migrations` };
  } catch (err) {
    throw new BackupError(
      `${path.basename(file)} is not a complete embedded-database backup (${(err as Error).message}). Nothing was changed.`,
    );
  } finally {
    await probe?.close().catch(() => {});
  }
}

/**
 * Restores an embedded backup into DATA_DIR/pglite. A directory that already holds a database is
 * refused unless `force`; then it is moved aside (pglite.before-restore-<time>), never deleted.
 */
export async function restoreEmbedded(file: string, dataDir: string, force: boolean, now = new Date()) {
  const checked = await checkBackup(file);
  if (checked.kind !== 'pglite')
    throw new BackupError('This is a PostgreSQL backup: restore it with DATABASE_URL set.');
  const dir = path.join(dataDir, 'pglite');
  const occupied = pgliteDataDirExists(dir) || (existsSync(dir) && readdirSync(dir).length > 0);
  if (occupied && !force) {
    throw new BackupError(`${dir} already holds a database. Restore into an empty DATA_DIR, or add --force.`);
  }
  // Into a directory of its own first: a restore that fails halfway leaves no half database where the
  // server looks, and the database that was there is moved aside only once the new one is whole.
  mkdirSync(path.dirname(dir), { recursive: true });
  const staging = `${dir}.restoring-${stamp(now)}`;
  const db = await PGlite.create(staging, { loadDataDir: new Blob([readFileSync(file)]) });
  const migrations = await migrationsIn((t) => db.query(t));
  await db.close();
  const keptAside = occupied ? `${dir}.before-restore-${stamp(now)}` : null;
  if (keptAside) renameSync(dir, keptAside);
  renameSync(staging, dir);
  return { migrations, keptAside };
}

/** Restores a pg_dump backup. A database with tables is refused unless `force` (then replaced). */
export async function restorePostgres(file: string, url: string, force: boolean) {
  const checked = await checkBackup(file);
  if (checked.kind !== 'postgres') {
    throw new BackupError('This is an embedded-database backup: restore it without DATABASE_URL.');
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')",
    );
    if ((rows[0] as { n: number }).n > 0) {
      if (!force) {
        throw new BackupError(
          'That database already has tables. Restore into an empty database, or add --force.',
        );
      }
      // Replace means replace: a newer schema's own tables would block dropping the dump's ones.
      await client.query(
        'drop schema if exists drizzle cascade; drop schema public cascade; create schema public',
      );
    }
  } finally {
    await client.end();
  }
  const { dbname, env } = pgArgs(url);
  try {
    await run(
      'pg_restore',
      ['--no-owner', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, file],
      {
        env,
      },
    );
  } catch (err) {
    missingTool('pg_restore', err);
  }
}
