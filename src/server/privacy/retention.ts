import { and, eq, isNotNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { businesses, feedback, mailOutbox } from '#server/db/schema.ts';
import type { Scheduler } from '#server/jobs/scheduler.ts';
import { RETENTION_DAYS } from '#shared/retention.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const RETENTION_JOB = 'feedback-retention';
// Hourly: an address is erased at most an hour after its period ends; each run touches only what is due.
const RETENTION_EVERY_MS = 60 * 60 * 1000;

/**
 * Erases the customer's name and e-mail from feedback older than its business's chosen period, and
 * the business's e-mails of that age. The feedback's text and rating stay, anonymous. One UPDATE per period, so it is idempotent and safe to re-run.
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
    // The e-mails about that feedback carry the same name, e-mail and text (issue 26): mail a business
    // keeps lives no longer than its feedback's details. Mail still on its way is left to be sent.
    const mails = await db
      .delete(mailOutbox)
      .where(
        and(
          lt(mailOutbox.createdAt, cutoff),
          notInArray(mailOutbox.status, ['pending', 'sending']),
          sql`${mailOutbox.businessId} in (select ${businesses.id} from ${businesses} where ${eq(businesses.feedbackRetention, period)})`,
        ),
      )
      .returning({ id: mailOutbox.id });
    erased += mails.length;
  }
  return erased;
}

/** Once per deployment per period, through the shared scheduler (docs/decisions/0007). */
export function registerRetentionJob(scheduler: Scheduler, db: DbOrTx, scrub: () => Promise<void>) {
  scheduler.register({
    name: RETENTION_JOB,
    everyMs: RETENTION_EVERY_MS,
    run: async (now) => {
      if ((await purgeCustomerDetails(db, now)) > 0) await scrub();
    },
  });
}
