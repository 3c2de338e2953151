// The ledger of deletions: which accounts and businesses were deleted, kept where no backup copies
// it, so a restore of an older backup cannot bring them back (auth/account-deletion.ts re-applies it
// at every start, before the server serves a request or sends anything). It holds ids and times only:
// nothing that names a person. Entries are kept for good, as hand-made backups are. An unsubscribe from
// invitations (and a bounce) is kept here too, as its keyed hash, so a restore never invites again
// someone who said no.
import { appendFileSync, closeSync, fsyncSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';

type Deletion = { kind: 'business' | 'user' | 'suppression'; id: string; at: string };
const KINDS = new Set(['business', 'user', 'suppression']);

export interface DeletionLedger {
  record(entry: Omit<Deletion, 'at'>, now?: Date): Promise<void>;
  entries(): Promise<Deletion[]>;
}

/**
 * The embedded database: one JSON line per deletion in DATA_DIR/deletions.jsonl, beside the database
 * directory that backups copy and a restore replaces, synced to disk before the answer goes out.
 */
export function fileLedger(dataDir: string): DeletionLedger {
  const file = path.join(dataDir, 'deletions.jsonl');
  return {
    async record(entry, now = new Date()) {
      const fd = openSync(file, 'a', 0o600);
      try {
        appendFileSync(fd, `${JSON.stringify({ ...entry, at: now.toISOString() })}\n`);
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
    },
    async entries() {
      let text = '';
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        return [];
      }
      // A line cut short by a crash mid-write is skipped; every whole line counts.
      return text.split('\n').flatMap((line) => {
        try {
          const e = JSON.parse(line) as Deletion;
          return KINDS.has(e.kind) && typeof e.id === 'string' ? [e] : [];
        } catch {
          return [];
        }
      });
    },
  };
}

/**
 * PostgreSQL: a schema of its own, `reviewtap_ledger`, which `npm run backup` leaves out of its dump
 * and a restore leaves in place (it replaces only `public` and `drizzle`). Made on first use.
 */
export function postgresLedger(db: Db): DeletionLedger {
  let ready: Promise<void> | null = null;
  const ensure = () => {
    // Instances starting together make it one after another: "if not exists" alone is not safe
    // against a parallel create, so each waits on a lock and then finds it made.
    ready ??= db
      .transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('reviewtap:deletion-ledger'))`);
        await tx.execute(sql`create schema if not exists reviewtap_ledger`);
        await tx.execute(sql`create table if not exists reviewtap_ledger.deletions (
          kind text not null, id text not null, at timestamptz not null, primary key (kind, id))`);
      })
      .catch((err) => {
        ready = null;
        throw err;
      });
    return ready;
  };
  return {
    async record(entry, now = new Date()) {
      await ensure();
      await db.execute(sql`insert into reviewtap_ledger.deletions (kind, id, at)
        values (${entry.kind}, ${entry.id}, ${now}) on conflict do nothing`);
    },
    async entries() {
      await ensure();
      const result = await db.execute(
        sql`select kind, id, at from reviewtap_ledger.deletions order by at, kind, id`,
      );
      return (
        result as unknown as { rows: { kind: Deletion['kind']; id: string; at: Date | string }[] }
      ).rows.map((r) => ({ kind: r.kind, id: r.id, at: new Date(r.at).toISOString() }));
    },
  };
}

/** The ledger for this deployment's database. */
export const deletionLedgerFor = (kind: 'pglite' | 'postgres', db: Db, dataDir: string) =>
  kind === 'postgres' ? postgresLedger(db) : fileLedger(dataDir);
