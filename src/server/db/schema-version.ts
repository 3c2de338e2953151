// An older release never runs on a database a newer one has migrated. Drizzle would skip its
// migrations silently and serve a schema it does not know; this stops the start-up with a message.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';

type Journal = { entries: { idx: number; when: number; tag: string }[] };

/** The newest migration this release carries: its tag and when drizzle-kit made it. */
export function newestMigration(folder: string) {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
  const last = journal.entries.at(-1);
  if (!last) throw new Error(`No migrations in ${folder}`);
  return { tag: last.tag, when: last.when, count: journal.entries.length };
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export class NewerDatabaseError extends Error {}

/** Throws when the database holds a migration newer than any this release has. */
export async function refuseNewerDatabase(db: { execute(query: SQL): Promise<unknown> }, folder: string) {
  const ours = newestMigration(folder);
  // PostgreSQL resolves every table a statement names before it runs it: ask whether the table
  // exists first, then read it (a brand-new database has no drizzle schema yet).
  const exists = await db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!rowsOf<{ present: boolean }>(exists)[0]?.present) return;
  const result = await db.execute(sql`
    select max(created_at)::bigint as newest, count(*)::int as applied from drizzle.__drizzle_migrations`);
  const row = rowsOf<{ newest: string | null; applied: number }>(result)[0];
  if (!row?.newest || Number(row.newest) <= ours.when) return;
  throw new NewerDatabaseError(
    `This database was upgraded by a newer ReviewTap (${row.applied} migrations; this release knows ${ours.count}, up to ${ours.tag}). ` +
      'Start the newer release again, or restore a backup this release made. Nothing was changed.',
  );
}
