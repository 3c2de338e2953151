// The customer's hot path runs two statements whose text never changes. Built once, they are named
// prepared statements on PostgreSQL: each connection parses and plans them once, and a call sends only
// its values. Building the same SQL anew on every request was a tenth of the process's time.
import type { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { DbOrTx } from './client';

export type PreparedStatement = { name: string; text: string };

const dialect = new PgDialect();

/** `$n`, the statement's n-th value. */
export const param = (n: number) => sql.raw(`$${n}`);

/**
 * A statement's text, rendered once from SQL composed of fragments and `param(n)`: it may carry no
 * value in its text, so every call sends its values apart.
 */
export function preparedStatement(name: string, query: SQL): PreparedStatement {
  const { sql: text, params } = dialect.sqlToQuery(query);
  if (params.length > 0)
    throw new Error(`${name}: a prepared statement takes its values as $n, not in its text`);
  return { name, text };
}

/** The database's client, or the transaction's: PGlite's (or its transaction's), or a pg pool or pooled client. */
type Client = pg.Pool | pg.PoolClient | Pick<PGlite, 'query' | 'exec'>;

/** Runs a prepared statement with its values, on the database or inside a transaction; both drivers answer rows of the same shape. */
export async function runPrepared<T>(
  db: DbOrTx,
  statement: PreparedStatement,
  values: unknown[],
): Promise<T[]> {
  const client = (db as unknown as { session: { client: Client } }).session.client;
  if ('exec' in client) {
    // PGlite runs in this process: there is no connection to keep a prepared statement on.
    return (await client.query<T>(statement.text, values)).rows;
  }
  const { name, text } = statement;
  return (await (client as pg.Pool).query<T & pg.QueryResultRow>({ name, text, values })).rows;
}
