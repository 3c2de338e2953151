// How `npm run backup` reaches a running embedded server: PGlite's files belong to the one
// process that opened them, so the copy is taken by that process. The server listens on a Unix socket
// in DATA_DIR/run (a directory only its own user can enter) and writes its pid beside it; the command
// asks it for a backup and waits for the file, and never opens the files while that pid is alive.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const runDir = (dataDir: string) => path.join(dataDir, 'run');
const controlSocketPath = (dataDir: string) => path.join(runDir(dataDir), 'control.sock');
const pidFile = (dataDir: string) => path.join(runDir(dataDir), 'server.pid');

type Answer = { file: string } | { error: string };

/**
 * Listens for backup requests; a failure to listen is reported, never fatal to the server. `backup`
 * is the server's one queue (app.takeBackup): requests never run at once, with each other or with
 * the scheduled backup.
 */
export function serveBackups(
  dataDir: string,
  backup: (dir: string) => Promise<string>,
  warn: (message: string) => void,
) {
  mkdirSync(runDir(dataDir), { recursive: true, mode: 0o700 });
  const socketPath = controlSocketPath(dataDir);
  rmSync(socketPath, { force: true });
  writeFileSync(pidFile(dataDir), String(process.pid));
  const server = net.createServer((socket) => {
    let text = '';
    let asked = false;
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      text += chunk;
      if (asked || !text.includes('\n')) return;
      asked = true;
      const answer = async (): Promise<Answer> => {
        try {
          const { dir } = JSON.parse(text.slice(0, text.indexOf('\n'))) as { dir: string };
          return { file: await backup(dir) };
        } catch (err) {
          return { error: err instanceof Error ? err.message : String(err) };
        }
      };
      void answer().then((a) => socket.end(`${JSON.stringify(a)}\n`));
    });
    socket.on('error', () => {});
  });
  server.on('error', (err) =>
    warn(`npm run backup cannot reach this server (${err.message}); it will refuse to run.`),
  );
  server.listen(socketPath);
  server.unref();
  return {
    close() {
      server.close();
      rmSync(pidFile(dataDir), { force: true });
    },
  };
}

/** The pid of a live server that owns this DATA_DIR, or null: its pid file names a live process. */
export function serverPid(dataDir: string): number | null {
  const file = pidFile(dataDir);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8'));
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}

/** Whether a server that owns this DATA_DIR is running. */
export const serverRunning = (dataDir: string) => serverPid(dataDir) !== null;

/** The running server's backup, or null when no server answers on the socket. */
export function askServerForBackup(dataDir: string, dir: string): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(controlSocketPath(dataDir));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify({ dir })}\n`));
    socket.on('data', (chunk) => (text += chunk));
    socket.on('end', () => {
      try {
        const answer = JSON.parse(text) as Answer;
        if ('file' in answer) resolve(answer.file);
        else reject(new Error(answer.error));
      } catch {
        reject(new Error('The server gave no answer to the backup request.'));
      }
    });
    socket.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT' || err.code === 'ECONNREFUSED') resolve(null);
      else reject(err);
    });
  });
}
