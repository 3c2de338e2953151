// Run as a short-lived child process by `openDatabase` when the embedded data directory is new:
// creating a PostgreSQL cluster (initdb) and migrating it peaks at ~700 MB, and a WebAssembly heap
// never shrinks, so the server would keep that peak for its whole life. The child exits and gives
// it all back; the server then opens the finished directory at its idle size.
// Usage: node create-pglite.js <data dir> <shared buffers>
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from './client';
import { pgliteOptions } from './pglite-settings';

const [dir, sharedBuffers] = process.argv.slice(2);
if (!dir || !sharedBuffers) {
  console.error('usage: create-pglite <data dir> <shared buffers>');
  process.exit(2);
}
const client = await PGlite.create(dir, pgliteOptions(sharedBuffers));
await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
await client.close();
