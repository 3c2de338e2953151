import { PGlite } from '@electric-sql/pglite';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { type Database, migrationsFolder, openPglite, openPostgres } from '#server/db/client.ts';

/** PostgreSQL at BENCH_DATABASE_URL or TEST_DATABASE_URL when set, else PGlite in memory; migrated. */
export const benchDatabaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

export async function openBenchDatabase(): Promise<Database> {
  if (!benchDatabaseUrl) {
    const database = await openPglite(await PGlite.create());
    await migratePglite(database.db as never, { migrationsFolder: migrationsFolder() });
    return database;
  }
  const database = await openPostgres(benchDatabaseUrl);
  await migratePg(database.db as never, { migrationsFolder: migrationsFolder() });
  return database;
}
