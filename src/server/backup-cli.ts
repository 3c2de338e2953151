// `npm run backup`, `npm run restore -- FILE [--force]` and `npm run migrate-to-postgres -- URL`, with the product's own settings
// (DATABASE_URL or DATA_DIR, BACKUP_DIR). The embedded database is copied by the running server when
// there is one (its socket in DATA_DIR), otherwise opened here.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type Config, ConfigError, loadConfig } from './config';
import { BackupError, backupEmbedded, backupPostgres, restoreEmbedded, restorePostgres } from './db/backups';
import { migrationsFolder, openPglite } from './db/client';
import { askServerForBackup, serverRunning } from './db/control-socket';
import { moveToPostgres } from './db/move-to-postgres';
import { pgliteDataDirExists, pgliteOptions } from './db/pglite-settings';
import { keepFilesPrivate } from './private-files';

async function backup(config: Config, dir: string) {
  if (config.database.kind === 'postgres')
    return backupPostgres(config.database.url, dir, migrationsFolder());
  const fromServer = await askServerForBackup(config.dataDir, path.resolve(dir));
  if (fromServer) return fromServer;
  if (serverRunning(config.dataDir)) {
    throw new BackupError(
      'The server is running but did not answer the backup request. Stop it and try again.',
    );
  }
  const files = path.join(config.database.dataDir, 'pglite');
  if (!pgliteDataDirExists(files)) throw new BackupError(`There is no database in ${files} to back up.`);
  // No server running: this process is the only one with the files.
  const client = await PGlite.create(files, pgliteOptions(config.database.sharedBuffers));
  const database = await openPglite(client);
  try {
    return await backupEmbedded(database, dir, migrationsFolder());
  } finally {
    await database.close();
  }
}

async function restore(config: Config, file: string, force: boolean) {
  if (config.database.kind === 'postgres') {
    await restorePostgres(file, config.database.url, force);
    return 'Restored into the PostgreSQL database at DATABASE_URL. Start the product to use it.';
  }
  if (serverRunning(config.dataDir)) {
    throw new BackupError('Stop the server first: it is using the database you would restore over.');
  }
  const { migrations, keptAside } = await restoreEmbedded(file, config.dataDir, force);
  return [
    `Restored into ${path.join(config.dataDir, 'pglite')} (${migrations} migrations). Start the product to use it.`,
    keptAside ? `The database that was there is kept at ${keptAside}.` : null,
  ]
    .filter(Boolean)
    .join('\n');
}

/** Every row of the embedded database into an empty PostgreSQL database, counts checked. */
async function migrateToPostgres(config: Config, url: string | undefined) {
  if (!url || !/^postgres(ql)?:\/\/\S+$/.test(url)) {
    throw new BackupError(
      'Say where: npm run migrate-to-postgres -- postgres://user:password@host:5432/reviewtap',
    );
  }
  if (config.database.kind === 'postgres') {
    throw new BackupError(
      'DATABASE_URL is set: the move reads the embedded database in DATA_DIR. Unset it for this command.',
    );
  }
  if (serverRunning(config.dataDir)) {
    throw new BackupError('Stop the server first: customers would keep writing to the database being moved.');
  }
  const files = path.join(config.database.dataDir, 'pglite');
  if (!pgliteDataDirExists(files)) throw new BackupError(`There is no database in ${files} to move.`);
  const source = await PGlite.create(files, pgliteOptions(config.database.sharedBuffers));
  try {
    const report = await moveToPostgres(source, url, migrationsFolder());
    const rows = report.tables.reduce((n, t) => n + t.rows, 0);
    // Host and database only: a password may be in the user part or in the query (?password=).
    const where = new URL(url);
    const shown = `${where.host}${where.pathname}`;
    return [
      `Moved ${rows} rows in ${report.tables.length} tables to PostgreSQL at ${shown}; every table's count matches.`,
      ...report.tables.filter((t) => t.rows > 0).map((t) => `  ${t.name.padEnd(28)} ${t.rows}`),
      '',
      'Now, to run on PostgreSQL:',
      '  1. Set DATABASE_URL to that address (with its password) wherever you start the product.',
      `  2. Keep DATA_DIR (${config.dataDir}): its session-secret and token-encryption-key keep owners signed in`,
      '     and Google connections working. With several instances, set SESSION_SECRET and TOKEN_ENCRYPTION_KEY',
      "     to those files' contents on every instance instead.",
      '  3. Scheduled backups are off on PostgreSQL unless BACKUP_SCHEDULE is set; or back it up with pg_dump.',
      `  4. The embedded database in ${files} is left as it was: remove it once the product runs on PostgreSQL.`,
    ].join('\n');
  } finally {
    await source.close();
  }
}

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) throw new BackupError(err.message);
    throw err;
  }
  // Backups and a restored database are as private as the files the server writes.
  if (config.database.kind === 'pglite') keepFilesPrivate(config.dataDir);
  else process.umask(0o077);
  const dir = config.backups.dir;
  if (command === 'backup') {
    console.log(`Backup written: ${await backup(config, dir)}`);
    return;
  }
  if (command === 'restore') {
    const file = rest.find((a) => !a.startsWith('--'));
    if (!file)
      throw new BackupError('Say which file: npm run restore -- backups/reviewtap-….pglite.tgz [--force]');
    const done = await restore(config, file, rest.includes('--force'));
    if (config.database.kind === 'pglite') keepFilesPrivate(config.dataDir);
    console.log(done);
    return;
  }
  if (command === 'migrate-to-postgres') {
    console.log(await migrateToPostgres(config, rest[0]));
    return;
  }
  throw new BackupError(
    'Usage: backup-cli backup | restore FILE [--force] | migrate-to-postgres DATABASE_URL',
  );
}

main().catch((err: unknown) => {
  process.stderr.write(`\n${err instanceof Error ? err.message : String(err)}\n\n`);
  process.exit(1);
});
