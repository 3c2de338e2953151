import { spawn } from 'node:child_process';

/**
 * Starts `src/server/main.ts` as its own process, as `npm start` does, and waits until it says it
 * is ready. `umask` starts it under that file-mode mask. Answers its log so far and a stop.
 */
export async function startMain(env: Record<string, string>, options: { umask?: string } = {}) {
  const node = `"${process.execPath}" --import tsx src/server/main.ts`;
  const server = spawn(
    'sh',
    ['-c', options.umask ? `umask ${options.umask}; exec ${node}` : `exec ${node}`],
    {
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', BACKUP_SCHEDULE: 'off', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  const stop = async () => {
    if (server.exitCode !== null) return;
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  };
  try {
    await new Promise<void>((resolve, reject) => {
      server.stdout.on('data', (c) => {
        log += c;
        if (log.includes('Ready at')) resolve();
      });
      server.on('exit', (code) => reject(new Error(`the server stopped (${code}): ${log}`)));
    });
  } catch (err) {
    await stop();
    throw err;
  }
  return { log: () => log, stop };
}
