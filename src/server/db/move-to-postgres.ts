// Moving from the embedded default to PostgreSQL: `npm run migrate-to-postgres -- URL`.
// The target gets this release's schema through the same migrations, then every table's rows are
// copied in one transaction, parents before children, and the row counts are compared before it
// commits: a move that does not add up leaves nothing behind but the empty schema.
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { BackupError, migrationsIn } from './backups';

/** Rows read from the embedded database per fetch: few, since a QR template row can hold megabytes. */
const FETCH = 100;
/** Rows written to PostgreSQL per insert: up to this many, or this much JSON, whichever comes first. */
const BATCH_ROWS = 2000;
const BATCH_BYTES = 16 * 1024 * 1024;

type Query = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function tablesIn(query: Query) {
  const r = await query(
    "select tablename as name from pg_tables where schemaname = 'public' order by tablename",
  );
  return (r.rows as { name: string }[]).map((t) => t.name);
}

/** Parents before children, from the foreign keys; a table's references to itself do not count. */
export async function tablesInCopyOrder(query: Query) {
  const tables = await tablesIn(query);
  const r = await query(`
    select child.relname as child, parent.relname as parent
    from pg_constraint c
    join pg_class child on child.oid = c.conrelid
    join pg_class parent on parent.oid = c.confrelid
    where c.contype = 'f' and c.connamespace = 'public'::regnamespace`);
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const { child, parent } of r.rows as { child: string; parent: string }[]) {
    if (child !== parent) parents.get(child)?.add(parent);
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter((t) => !placed.has(t) && [...parents.get(t)!].every((p) => placed.has(p)));
    if (ready.length === 0)
      throw new BackupError('The tables reference each other in a circle; cannot order them.');
    for (const t of ready) {
      ordered.push(t);
      placed.add(t);
    }
  }
  return ordered;
}

const countOf = async (query: Query, table: string) =>
  Number(
    (await query(`select count(*)::bigint as n from ${quote(table)}`)).rows.map(
      (r) => (r as { n: string }).n,
    )[0],
  );

/** The target must be empty: no tables, or this release's schema with no rows (a move that failed). */
async function checkTargetEmpty(client: pg.Client) {
  const query: Query = (t, v) => client.query(t, v as unknown[]);
  for (const table of await tablesIn(query)) {
    if ((await countOf(query, table)) > 0) {
      throw new BackupError(
        `The PostgreSQL database already holds data (table ${table}). Move into an empty database: createdb reviewtap`,
      );
    }
  }
}

export type MoveReport = { tables: { name: string; rows: number }[]; migrations: number };

/**
 * Copies every row of the embedded database `source` (already at this release's schema) into the
 * empty PostgreSQL database at `url`, and proves the counts equal before committing.
 */
export async function moveToPostgres(
  source: PGlite,
  url: string,
  migrationsFolder: string,
): Promise<MoveReport> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (err) {
    throw new BackupError(`Cannot connect to PostgreSQL: ${(err as Error).message}`);
  }
  try {
    await checkTargetEmpty(client);
    await migrate(drizzle(client), { migrationsFolder });
    const target: Query = (t, v) => client.query(t, v as unknown[]);
    const migrations = await migrationsIn(target);
    return await source.transaction(async (tx) => {
      const from: Query = (t, v) => tx.query(t, v);
      const sourceMigrations = await migrationsIn(from);
      if (sourceMigrations !== migrations) {
        throw new BackupError(
          `The embedded database has ${sourceMigrations} migrations and this release ${migrations}: start the product once on it first, so it is up to date.`,
        );
      }
      const tables = await tablesInCopyOrder(from);
      await client.query('begin');
      try {
        const report: MoveReport['tables'] = [];
        for (const table of tables) report.push({ name: table, rows: await copyTable(tx, client, table) });
        for (const { name, rows } of report) {
          const there = await countOf(target, name);
          if (there !== rows || (await countOf(from, name)) !== rows) {
            throw new BackupError(
              `Table ${name}: ${rows} rows read but ${there} in PostgreSQL. Nothing was moved.`,
            );
          }
        }
        await client.query('commit');
        return { tables: report, migrations };
      } catch (err) {
        await client.query('rollback').catch(() => {});
        throw err;
      }
    });
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * One table, through a cursor in batches: PostgreSQL itself writes each row as JSON on one side and
 * reads it back into the same columns on the other, so every type (timestamps, arrays, jsonb) keeps
 * its exact value without passing through JavaScript's.
 */
async function copyTable(tx: Transaction, client: pg.Client, table: string) {
  const cursor = `move_${table}`;
  await tx.query(
    `declare ${quote(cursor)} no scroll cursor for select row_to_json(t)::text as r from ${quote(table)} t`,
  );
  let copied = 0;
  let batch: string[] = [];
  let bytes = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await client.query(
      `insert into ${quote(table)} select * from json_populate_recordset(null::${quote(table)}, $1::json)`,
      [`[${batch.join(',')}]`],
    );
    copied += batch.length;
    batch = [];
    bytes = 0;
  };
  for (;;) {
    const { rows } = await tx.query<{ r: string }>(`fetch ${FETCH} from ${quote(cursor)}`);
    if (rows.length === 0) break;
    for (const { r } of rows) {
      if (batch.length >= BATCH_ROWS || (batch.length > 0 && bytes + r.length > BATCH_BYTES)) await flush();
      batch.push(r);
      bytes += r.length;
    }
  }
  await flush();
  await tx.query(`close ${quote(cursor)}`);
  return copied;
}
