import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { migrationsFolder } from '#server/db/client.ts';
// biome-ignore lint/style/noRestrictedImports: the build's message compiler is a script, as the build runs it.
import { compileMessages } from '../../../scripts/compile-messages.mjs';
import { DEFAULT_POSTGRES_URL, migratedPostgresTemplate } from './postgres-template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** A migrated PostgreSQL database that each test file's own database is copied from, when one answers. */
    postgresTemplate: string | null;
    /** A folder for the files the app writes beside its database (the deletion ledger). */
    testDataDir: string;
  }
}

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? DEFAULT_POSTGRES_URL;

/**
 * Creating and migrating a PGlite database takes seconds; loading a dump of one takes a fraction.
 * Migrate once here, and let every test file start from the dump.
 */
export default async function setup(project: TestProject) {
  // Every part of the product reads the compiled messages, as a build leaves them.
  compileMessages();
  const client = await PGlite.create();
  await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'pglite-template-'));
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  const data = mkdtempSync(path.join(tmpdir(), 'reviewtap-test-data-'));
  project.provide('testDataDir', data);
  const postgres = await migratedPostgresTemplate(POSTGRES_URL);
  project.provide('postgresTemplate', postgres?.name ?? null);
  return async () => {
    await postgres?.drop();
    rmSync(dir, { recursive: true, force: true });
    rmSync(data, { recursive: true, force: true });
  };
}
