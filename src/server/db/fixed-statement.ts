// The customer's hot path runs two statements whose text never changes (issue 32). Built once, they
// are named prepared statements on PostgreSQL: each connection parses and plans them once, and a call
// sends only its values. Building the same SQL anew on every request was a tenth of the process's time.
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Db } from './client';

export type FixedStatement = { name: string; text: string };

/**
 * Tags a statement's text: plain SQL with $1…$n for values and nothing interpolated, so it can never
 * carry a value into its text. The table-ownership test reads these like `sql` templates.
 */
export function fixedSql(name: string) {
  return (strings: TemplateStringsArray): FixedStatement => {
    if (strings.length !== 1) throw new Error(`${name}: a fixed statement interpolates nothing`);
    return { name, text: strings[0]! };
  };
}

/** Runs a fixed statement with its values; both drivers answer rows of the same shape. */
export async function runFixed<T>(db: Db, statement: FixedStatement, values: unknown[]): Promise<T[]> {
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  if ('totalCount' in client) {
    return (await client.query<T & pg.QueryResultRow>({ name: statement.name, text: statement.text, values }))
      .rows;
  }
  // PGlite runs in this process: there is no connection to keep a prepared statement on.
  return (await client.query<T>(statement.text, values)).rows;
}
