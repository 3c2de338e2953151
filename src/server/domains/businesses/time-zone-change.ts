// Changing a business's zone builds on analytics (its rollups are counted again), so it lives beside
// service.ts rather than in it, like registration.ts.

import type { Db } from '#server/db/client.ts';
import { recountRollups } from '#server/domains/analytics/service.ts';
import { feedbackOfScanSql } from '#server/domains/feedback/service.ts';
import { lockTimeZone, setTimeZone, usableTimeZone } from './service';

/**
 * Sets the zone the business's days are counted in and moves its history to those days in
 * the same transaction. Setting the zone it already has changes nothing.
 */
export async function changeTimeZone(db: Db, businessId: string, value: string) {
  const timeZone = await usableTimeZone(db, value);
  return db.transaction(async (tx) => {
    if ((await lockTimeZone(tx, businessId)) === timeZone) return { timeZone };
    await setTimeZone(tx, businessId, timeZone);
    await recountRollups(tx, businessId, timeZone, feedbackOfScanSql);
    return { timeZone };
  });
}
