// How `npm run backup` reaches a running embedded server (issue 32): PGlite's files belong to the one
// process that opened them, so the copy is taken by that process. The server listens on a Unix socket
// in DATA_DIR, readable by its own user only; the command asks it for a backup and waits for the file.
import { chmodSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const controlSocketPath = (dataDir: string) => path.join(dataDir, 'control.sock');

type Request = { dir: string };
type Answer = { file: string } | { error: string };

export function serveBackups(socketPath: string, backup: (dir: string) => Promise<string>) {
  rmSync(socketPath, { force: true });
  // Never two at once: each request waits for the one before it and gets its own copy after it.
  let queue: Promise<unknown> = Promise.resolve();
  const server = net.createServer((socket) => {
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      text += chunk;
      if (!text.includes('\n')) return;
      const answer = async (): Promise<Answer> => {
        try {
          const { dir } = JSON.parse(text) as Request;
          const mine = queue.then(() => backup(dir));
          queue = mine.catch(() => {});
          return { file: await mine };
        } catch (err) {
          return { error: err instanceof Error ? err.message : String(err) };
        }
      };
      void answer().then((a) => socket.end(`${JSON.stringify(a)}\n`));
    });
    socket.on('error', () => {});
  });
  server.listen(socketPath, () => chmodSync(socketPath, 0o600));
  server.unref();
  return server;
}

/** The running server's backup, or null when no server answers on the socket. */
export function askServerForBackup(socketPath: string, dir: string): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
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
