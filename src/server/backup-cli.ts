// `npm run backup` and `npm run restore -- FILE [--force]` (issue 32), with the product's own settings
// (DATABASE_URL or DATA_DIR, BACKUP_DIR). The embedded database is copied by the running server when
// there is one (its socket in DATA_DIR), otherwise opened here.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type Config, ConfigError, loadConfig } from './config';
import { BackupError, backupEmbedded, backupPostgres, restoreEmbedded, restorePostgres } from './db/backups';
import { migrationsFolder, openPglite } from './db/client';
import { askServerForBackup, serverRunning } from './db/control-socket';
import { pgliteDataDirExists, pgliteOptions } from './db/pglite-settings';

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

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) throw new BackupError(err.message);
    throw err;
  }
  const dir = process.env.BACKUP_DIR ?? './backups';
  if (command === 'backup') {
    console.log(`Backup written: ${await backup(config, dir)}`);
    return;
  }
  if (command === 'restore') {
    const file = rest.find((a) => !a.startsWith('--'));
    if (!file)
      throw new BackupError('Say which file: npm run restore -- backups/reviewtap-….pglite.tgz [--force]');
    console.log(await restore(config, file, rest.includes('--force')));
    return;
  }
  throw new BackupError('Usage: backup-cli backup | restore FILE [--force]');
}

main().catch((err: unknown) => {
  process.stderr.write(`\n${err instanceof Error ? err.message : String(err)}\n\n`);
  process.exit(1);
});
