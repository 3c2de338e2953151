import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { type Database, openPglite, openPostgres } from '#server/db/client.ts';
import { createPostgresDatabase, DEFAULT_POSTGRES_URL } from './postgres-template';

/**
 * A fresh, migrated database for one test file: PGlite by default, or its own PostgreSQL database
 * when TEST_DATABASE_URL is set, so files can run in parallel on either engine.
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const dump = readFileSync(inject('pgliteTemplate'));
    const client = await PGlite.create({ loadDataDir: new Blob([dump]) });
    return openPglite(client);
  }
  return createPostgresTestDatabase(url);
}

/** A fresh, migrated PostgreSQL database of its own (dropped on close), for a test that needs one. */
export async function createPostgresTestDatabase(url: string): Promise<Database & { url: string }> {
  // Copied from the run's template when it lives on this server (the template's server is the default's or TEST_DATABASE_URL's).
  const created = await createPostgresDatabase(url, sameServer(url) ? inject('postgresTemplate') : null);
  const database = await openPostgres(created.url, 20);
  return {
    ...database,
    url: created.url,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}

const sameServer = (url: string) => {
  const server = (u: string) => new URL(u).host;
  return server(url) === server(process.env.TEST_DATABASE_URL ?? DEFAULT_POSTGRES_URL);
};
