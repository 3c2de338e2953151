// The one way our outboxes take and settle work: the mail outbox, the webhook deliveries and the
// invitations. A worker claims due rows for a while (a lease) in one statement, `FOR UPDATE SKIP
// LOCKED`, so parallel workers (other instances) take disjoint rows and a worker that died hands its
// rows back when the lease ends. A failed try waits by one back-off policy and is given up by its
// rule. Each queue counts what became of its tries, for /metrics. The domains keep their tables,
// their queries and their `send()`; the work loop that runs them is `work-loop.ts`.
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';

export type RetryPolicy = {
  /** The wait after the first failed try; each further failure doubles it, up to `maxMs`. */
  firstMs: number;
  maxMs: number;
  /** Given up after this many tries… */
  maxAttempts?: number;
  /** …or once this long has passed since the queue's starting point (made, or first failed). */
  giveUpAfterMs?: number;
};

/** The wait before the next try after `failures` failed tries (the first failure is 1). */
export const backoffMs = (policy: RetryPolicy, failures: number) =>
  Math.min(policy.firstMs * 2 ** Math.max(0, failures - 1), policy.maxMs);

/**
 * What follows a failed try: the time of the next one, or null when the policy gives up. `since` is
 * when the queue starts counting (the row's creation, or its run of failures' first).
 */
export function nextTry(policy: RetryPolicy, failures: number, now: Date, since: Date): Date | null {
  if (policy.maxAttempts !== undefined && failures >= policy.maxAttempts) return null;
  if (policy.giveUpAfterMs !== undefined && now.getTime() - since.getTime() >= policy.giveUpAfterMs)
    return null;
  return new Date(now.getTime() + backoffMs(policy, failures));
}

type Claim = {
  /** The queue's table. */
  table: SQL;
  /** A select of the ids to take, each `for update skip locked`, with its own order and limit. */
  candidates: SQL;
  /** What a claim changes besides the lease (the status, the tries, whose claim it is). */
  set: SQL;
  leaseMs: number;
  now: Date;
};

/**
 * Takes the candidates for this worker until the lease ends, in one statement, and answers the rows
 * as the database returns them (column names). Works the same on PGlite.
 */
export async function claimWithLease(db: DbOrTx, claim: Claim): Promise<Record<string, unknown>[]> {
  const leaseEnd = new Date(claim.now.getTime() + claim.leaseMs).toISOString();
  const result = await db.execute(sql`
    update ${claim.table}
    set ${claim.set}, locked_until = ${leaseEnd}::timestamptz
    where id in (${claim.candidates})
    returning *`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}

/** The ids of claimed rows. */
export const idsOf = (rows: Record<string, unknown>[]) => rows.map((row) => String(row.id));

export type QueueName = 'mail' | 'webhooks' | 'invitations';
export type TryOutcome = 'sent' | 'retry' | 'failed' | 'skipped';

const tries = new Map<string, number>();

/** Counts one settled try of a queue, for /metrics (this process's count since it started). */
export function countTry(queue: QueueName, outcome: TryOutcome) {
  const key = `${queue}:${outcome}`;
  tries.set(key, (tries.get(key) ?? 0) + 1);
}

/** Every queue's tries by outcome so far, for the metrics' collector. */
export const triesSoFar = () =>
  [...tries].map(([key, n]) => {
    const [queue, outcome] = key.split(':') as [QueueName, TryOutcome];
    return { queue, outcome, n };
  });
