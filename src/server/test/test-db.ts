import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, migrationsFolder, openPglite, openPostgres } from '#server/db/client.ts';

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
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openPostgres(target.toString(), 20);
  await migrate(database.db as never, { migrationsFolder: migrationsFolder() });
  return {
    ...database,
    url: target.toString(),
    async close() {
      await database.close();
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}
