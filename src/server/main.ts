import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { DatabaseUnavailableError, openDatabase } from './db/client';
import { serveBackups, serverPid } from './db/control-socket';
import { reapplyDeletions } from './domains/auth/account-deletion';
import { deletionLedgerFor } from './domains/privacy/service';
import { keepFilesPrivate } from './private-files';
import { loadOrCreateSessionSecret } from './session-secret';

function fail(message: string): never {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(`${err.message}\nFix these settings and start again.`);
    throw err;
  }
  keepFilesPrivate(config.dataDir);
  config.sessionSecret ??= loadOrCreateSessionSecret(config.dataDir);
  config.tokenEncryptionKey ??= loadOrCreateSessionSecret(config.dataDir, 'token-encryption-key');

  // The embedded database belongs to one process: a second server on the same files would corrupt them.
  // Our own pid in the file is a server that died before this one started under the same number (a
  // container starts its server as pid 1 every time), not a live owner.
  const owner = config.database.kind === 'pglite' ? serverPid(config.dataDir) : null;
  if (owner !== null && owner !== process.pid) {
    fail(
      `Another ReviewTap server is already running on ${config.dataDir} (its pid is in run/server.pid).\nStop it, or give this one its own DATA_DIR; several instances share PostgreSQL (DATABASE_URL). If no server runs, delete ${config.dataDir}/run/server.pid.`,
    );
  }
  const database = await openDatabase(config).catch((err: unknown) => {
    if (err instanceof DatabaseUnavailableError)
      fail(`${err.message}\nIs PostgreSQL running, and is DATABASE_URL right?`);
    fail(`Could not open the database: ${err instanceof Error ? err.message : String(err)}`);
  });

  if (config.database.kind === 'pglite') keepFilesPrivate(config.dataDir);
  // A restored backup may hold accounts and businesses deleted since it was taken: they go again
  // before anything is served or sent.
  const again = await reapplyDeletions(
    database.db,
    deletionLedgerFor(database.kind, database.db, config.dataDir),
  );
  const app = await buildApp(config, { database });
  if (again.businesses + again.users > 0) {
    app.log.warn(again, 'deleted again what a restored backup brought back');
    await app.scrubDeleted();
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // Requests in flight finish; a keep-alive connection that goes idle after its last answer is
    // closed at once rather than held open until its timeout (which would hold the exit too).
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    try {
      await app.close();
      clearInterval(sweep);
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    await database.close();
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      fail(`Port ${config.port} is already in use. Stop the other program or set PORT.`);
    throw err;
  }
  app.scheduler.start();
  app.startWebhookSender();
  app.startInvitationSender();
  // `npm run backup` asks this process for a copy of the embedded database.
  const backups =
    config.database.kind === 'pglite'
      ? serveBackups(
          config.dataDir,
          (dir) => app.takeBackup(dir),
          (message) => app.log.warn(message),
        )
      : null;
  process.on('exit', () => backups?.close());
  const where = config.database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.database.dataDir}`;
  app.log.info(`Ready at ${config.publicUrl} (database: ${where})`);
}

void main();
