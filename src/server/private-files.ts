import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Everything the service writes is private to the user it runs as, whatever umask it was started
 * with: the embedded database's files hold customers' e-mails and feedback, and its write-ahead log
 * a copy of them. The umask makes our own files 0600 and folders 0700, and DATA_DIR is 0700, so
 * nobody else can reach anything inside it. PGlite's file system layer creates its files 0666
 * whatever the umask, so the tree is tightened too: call this again once the database is open.
 */
export function keepFilesPrivate(dataDir: string) {
  process.umask(0o077);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  tighten(dataDir);
}

function tighten(dir: string) {
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) tighten(file);
    else if (entry.isFile()) {
      const mode = lstatSync(file).mode & 0o777;
      if (mode & 0o077) chmodSync(file, mode & 0o700);
    }
  }
}
