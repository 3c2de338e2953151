import { and, eq, isNotNull, lt, or, sql } from 'drizzle-orm';
import { RETENTION_DAYS } from '../../shared/retention';
import type { DbOrTx } from '../db/client';
import { businesses, feedback } from '../db/schema';
import type { Scheduler } from '../jobs/scheduler';

const DAY_MS = 24 * 60 * 60 * 1000;
export const RETENTION_JOB = 'feedback-retention';
// Hourly: an address is erased at most an hour after its period ends; each run touches only what is due.
const RETENTION_EVERY_MS = 60 * 60 * 1000;

/**
 * Erases the customer's name and e-mail from feedback older than its business's chosen period.
 * The text and rating stay, anonymous. One UPDATE per period, so it is idempotent and safe to re-run.
 */
async function purgeCustomerDetails(db: DbOrTx, now = new Date()): Promise<number> {
  let erased = 0;
  for (const [period, days] of Object.entries(RETENTION_DAYS) as [keyof typeof RETENTION_DAYS, number][]) {
    const cutoff = new Date(now.getTime() - days * DAY_MS);
    const rows = await db
      .update(feedback)
      .set({ customerName: null, customerEmail: null })
      .where(
        and(
          lt(feedback.createdAt, cutoff),
          or(isNotNull(feedback.customerName), isNotNull(feedback.customerEmail)),
          sql`${feedback.businessId} in (select ${businesses.id} from ${businesses} where ${eq(businesses.feedbackRetention, period)})`,
        ),
      )
      .returning({ id: feedback.id });
    erased += rows.length;
  }
  return erased;
}

/** Once per deployment per period, through the shared scheduler (docs/decisions/0007). */
export function registerRetentionJob(scheduler: Scheduler, db: DbOrTx) {
  scheduler.register({
    name: RETENTION_JOB,
    everyMs: RETENTION_EVERY_MS,
    run: async (now) => void (await purgeCustomerDetails(db, now)),
  });
}
