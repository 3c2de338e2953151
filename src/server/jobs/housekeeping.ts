import { lt } from 'drizzle-orm';
import { purgeExpiredSessions } from '#server/auth/sessions.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { webhookEvents } from '#server/db/schema.ts';
import type { Scheduler } from './scheduler';

export const HOUSEKEEPING_JOB = 'housekeeping';
const HOUR_MS = 60 * 60 * 1000;
/** Stripe retries an event for up to 3 days; a month of ids is plenty to recognise a repeat. */
const WEBHOOK_EVENTS_KEPT_DAYS = 30;

/** Expired and idle sessions go, and webhook event ids older than 30 days. */
async function houseKeep(db: DbOrTx, now: Date) {
  await purgeExpiredSessions(db, now);
  const cutoff = new Date(now.getTime() - WEBHOOK_EVENTS_KEPT_DAYS * 24 * HOUR_MS);
  await db.delete(webhookEvents).where(lt(webhookEvents.receivedAt, cutoff));
}

/** Hourly, once per deployment through the shared scheduler's row claim (docs/decisions/0007). */
export function registerHousekeepingJob(scheduler: Scheduler, db: DbOrTx) {
  scheduler.register({ name: HOUSEKEEPING_JOB, everyMs: HOUR_MS, run: (now) => houseKeep(db, now) });
}
