import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openPostgres } from '#server/db/client.ts';
import { createPostgresTestDatabase } from '#server/test/test-db.ts';
import { claimWithLease, countTry, idsOf, nextTry, type RetryPolicy, triesSoFar } from './lease-queue';

// The module on PostgreSQL, where claimers really run side by side: a queue table of its own, shaped
// like ours (a status, tries, a lease, a due time), and a log of what was "sent" under which id.
const PG = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const MINUTE = 60_000;

let database: Awaited<ReturnType<typeof createPostgresTestDatabase>>;

beforeAll(async () => {
  database = await createPostgresTestDatabase(PG);
  await database.db.execute(sql`
    create table test_queue (
      id text primary key,
      status text not null default 'pending',
      attempts int not null default 0,
      locked_until timestamptz,
      next_attempt_at timestamptz not null
    )`);
  await database.db.execute(sql`create table test_sent (message_id text not null, worker text not null)`);
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.execute(sql`truncate test_queue, test_sent`);
});

const t0 = new Date('2026-12-06T10:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

async function queue(n: number) {
  await database.db.execute(sql`
    insert into test_queue (id, next_attempt_at)
    select 'row-' || g, ${t0.toISOString()}::timestamptz from generate_series(1, ${n}) g`);
}

/** One worker's claim of up to `limit` due rows, as our outboxes make theirs. */
const claim = (db: typeof database.db, now: Date, limit: number) =>
  claimWithLease(db, {
    table: sql`test_queue`,
    candidates: sql`
      select id from test_queue
      where (status = 'pending' and next_attempt_at <= ${now.toISOString()}::timestamptz)
         or (status = 'sending' and locked_until <= ${now.toISOString()}::timestamptz)
      order by next_attempt_at, id
      limit ${limit}
      for update skip locked`,
    set: sql`status = 'sending', attempts = attempts + 1`,
    leaseMs: 2 * MINUTE,
    now,
  });

describe('claiming with a lease (PostgreSQL)', () => {
  it('never gives one row to two claimers running side by side', async () => {
    await queue(300);
    // Eight instances, each with connections of its own, claiming seven at a time until nothing is left.
    const instances = await Promise.all(Array.from({ length: 8 }, () => openPostgres(database.url, 3)));
    try {
      const taken = await Promise.all(
        instances.map(async (instance) => {
          const mine: string[] = [];
          for (;;) {
            const rows = await claim(instance.db, at(1000), 7);
            if (rows.length === 0) return mine;
            mine.push(...idsOf(rows));
          }
        }),
      );
      const all = taken.flat();
      expect(all).toHaveLength(300);
      expect(new Set(all).size).toBe(300);
      // More than one instance did the work: the claims really ran side by side.
      expect(taken.filter((ids) => ids.length > 0).length).toBeGreaterThan(1);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
  });

  it('hands a row back when its lease runs out, and not before', async () => {
    await queue(1);
    expect(idsOf(await claim(database.db, at(0), 10))).toEqual(['row-1']);
    // Its worker died: within the lease nobody takes the row; after it, another worker does.
    expect(await claim(database.db, at(2 * MINUTE - 1000), 10)).toEqual([]);
    const again = await claim(database.db, at(2 * MINUTE + 1000), 10);
    expect(idsOf(again)).toEqual(['row-1']);
    expect(again[0]?.attempts).toBe(2);
  });

  it('sends again, under the same id, what a worker sent but never settled', async () => {
    await queue(1);
    const send = async (worker: string, rows: Record<string, unknown>[]) => {
      for (const row of rows)
        await database.db.execute(sql`insert into test_sent values (${String(row.id)}, ${worker})`);
    };
    // The first worker sends and dies before it records the send; the second takes the row over.
    await send('first', await claim(database.db, at(0), 10));
    await send('second', await claim(database.db, at(3 * MINUTE), 10));
    const sent = (
      (await database.db.execute(
        sql`select message_id, worker from test_sent order by worker`,
      )) as unknown as {
        rows: { message_id: string; worker: string }[];
      }
    ).rows;
    expect(sent).toEqual([
      { message_id: 'row-1', worker: 'first' },
      { message_id: 'row-1', worker: 'second' },
    ]);
  });
});

describe('the retry policy', () => {
  const policy: RetryPolicy = { firstMs: MINUTE, maxMs: 60 * MINUTE, maxAttempts: 10 };

  it('waits 1, 2, 4 … minutes after each failure, at most an hour, and gives up after the last try', () => {
    const waits = Array.from(
      { length: 9 },
      (_, i) => (nextTry(policy, i + 1, t0, t0)!.getTime() - t0.getTime()) / MINUTE,
    );
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
    expect(nextTry(policy, 10, t0, t0)).toBeNull();
  });

  it('gives up once its time has passed since the starting point, whatever the tries', () => {
    const day: RetryPolicy = { firstMs: 30_000, maxMs: 60 * MINUTE, giveUpAfterMs: 24 * 60 * MINUTE };
    expect(nextTry(day, 1, at(24 * 60 * MINUTE - 1), t0)).not.toBeNull();
    expect(nextTry(day, 1, at(24 * 60 * MINUTE), t0)).toBeNull();
    expect((nextTry(day, 2, t0, t0)!.getTime() - t0.getTime()) / 1000).toBe(60);
  });

  it('counts each queue’s settled tries by outcome', () => {
    const before = triesSoFar().find((c) => c.queue === 'webhooks' && c.outcome === 'retry')?.n ?? 0;
    countTry('webhooks', 'retry');
    countTry('webhooks', 'retry');
    expect(triesSoFar().find((c) => c.queue === 'webhooks' && c.outcome === 'retry')?.n).toBe(before + 2);
  });
});
