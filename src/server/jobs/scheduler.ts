import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { loggableError } from '#server/lib/log-safety.ts';
import { claimJobRun, recordJobResult } from './claim';

type Job = {
  /** Unique across the product; it is the row that instances claim. */
  name: string;
  /** At most one run per this many milliseconds, across every instance. */
  everyMs: number;
  run(now: Date): Promise<void>;
};

export type Scheduler = {
  register(job: Job): void;
  /** Runs every job whose period has come, once per deployment. Tests call this with their own clock. */
  runDue(now?: Date): Promise<string[]>;
  /** Checks for due jobs every `tickMs` until stop(). Timers never hold the process open. */
  start(tickMs?: number): void;
  /** Stops ticking and waits for a run in progress. */
  stop(): Promise<void>;
};

export function createScheduler(
  db: Db,
  log: FastifyBaseLogger,
  clock: () => Date = () => new Date(),
): Scheduler {
  const jobs = new Map<string, Job>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<string[]> | undefined;

  async function runDue(now = clock()) {
    const ran: string[] = [];
    for (const job of jobs.values()) {
      let claimed = false;
      try {
        claimed = await claimJobRun(db, job.name, job.everyMs, now);
        if (!claimed) continue;
        await job.run(now);
        await recordJobResult(db, job.name, clock(), null);
        ran.push(job.name);
      } catch (err) {
        // A failing job is logged and retried next period; it never stops the others.
        log.error({ err: loggableError(err), job: job.name }, 'scheduled job failed');
        if (claimed) {
          const message = err instanceof Error ? err.message : String(err);
          await recordJobResult(db, job.name, clock(), message.slice(0, 500)).catch(() => {});
        }
      }
    }
    return ran;
  }

  return {
    register(job) {
      if (jobs.has(job.name)) throw new Error(`Job ${job.name} is registered twice`);
      jobs.set(job.name, job);
    },
    runDue,
    // Every 5 s: an owner's alert waits at most one tick for the outbox (within 10 s, measured in
    // bench/alert-latency.bench.ts); a tick that finds nothing due is one statement per job.
    start(tickMs = 5_000) {
      if (timer) return;
      const tick = () => {
        if (running) return;
        running = runDue().finally(() => {
          running = undefined;
        });
      };
      timer = setInterval(tick, tickMs);
      timer.unref();
      tick();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
