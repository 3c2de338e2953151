// Writes the published API document (docs/api/openapi.json) from the routes themselves: the app is built
// over an empty in-memory database, asked for /api/openapi.json, and closed. `npm run lint` runs Redocly
// and Spectral on this file; a test fails when it differs from what the server serves.
// Run: npx tsx scripts/write-openapi.ts [file]
import { writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { migrationsFolder, openPglite } from '#server/db/client.ts';

const file = process.argv[2] ?? 'docs/api/openapi.json';
const database = await openPglite(new PGlite());
await migrate(database.db as never, { migrationsFolder: migrationsFolder() });
const app = await buildApp(
  loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'https://reviewtap.example',
    SESSION_SECRET: 'openapi-document-openapi-document-0000',
    LOG_LEVEL: 'silent',
  }),
  { database, webDir: '/nonexistent' },
);
await app.ready();
const doc = await app.inject('/api/openapi.json');
writeFileSync(file, `${JSON.stringify(doc.json(), null, 2)}\n`);
await app.close();
await database.close();
console.log(`wrote ${file}`);
