// Writes the published API document (docs/api/openapi.json) from the routes themselves, and the
// TypeScript types a client generates from it (docs/api/reviewtap-api.d.ts, with
// openapi-typescript). `npm run lint` runs Redocly and Spectral on the document; a test fails when
// either file differs from what the server serves. Run after changing a route: npx tsx scripts/write-openapi.ts
import { writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import {
  clientTypesFor,
  DOCUMENT_ENV,
  DOCUMENT_FILE,
  TYPES_FILE,
} from '#server/contract/published-document.ts';
import { migrationsFolder, openPglite } from '#server/db/client.ts';

const database = await openPglite(new PGlite());
await migrate(database.db as never, { migrationsFolder: migrationsFolder() });
const app = await buildApp(loadConfig({ ...DOCUMENT_ENV, LOG_LEVEL: 'silent' }), {
  database,
  webDir: '/nonexistent',
});
await app.ready();
const doc = (await app.inject('/api/openapi.json')).json();
await app.close();
await database.close();
writeFileSync(DOCUMENT_FILE, `${JSON.stringify(doc, null, 2)}\n`);
writeFileSync(TYPES_FILE, await clientTypesFor(doc));
console.log(`wrote ${DOCUMENT_FILE} and ${TYPES_FILE}`);
