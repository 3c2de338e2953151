import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { jobRuns } from '#server/db/tables/jobs.ts';

/**
 * Claims the run of `name` that is due at `now`, for one instance of the whole deployment.
 * One statement: the row is created on the first claim, and afterwards only moved forward when its
 * `next_run_at` has passed. On PostgreSQL a concurrent claimer waits on the row lock, re-checks the
 * condition against the moved row and gets nothing, so exactly one caller wins each period.
 */
export async function claimJobRun(db: DbOrTx, name: string, everyMs: number, now: Date): Promise<boolean> {
  const next = new Date(now.getTime() + everyMs);
  const rows = await db
    .insert(jobRuns)
    .values({ name, nextRunAt: next, lastStartedAt: now })
    .onConflictDoUpdate({
      target: jobRuns.name,
      set: { nextRunAt: next, lastStartedAt: now },
      setWhere: sql`${jobRuns.nextRunAt} <= ${now}`,
    })
    .returning({ name: jobRuns.name });
  return rows.length === 1;
}

export async function recordJobResult(db: DbOrTx, name: string, finishedAt: Date, error: string | null) {
  await db
    .update(jobRuns)
    .set({ lastFinishedAt: finishedAt, lastError: error })
    .where(sql`${jobRuns.name} = ${name}`);
}
