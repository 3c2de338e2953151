// One trial per person and per place (docs/product-rules.md §6): deleting a business, or the account,
// and registering again continues the first trial instead of starting a new one.
import { createHash } from 'node:crypto';
import { inArray, lt, min } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { trialsGiven } from '#server/db/tables/businesses.ts';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** What a trial is remembered by: a hash of the Google account id or of the place id, nothing readable. */
export const trialSubjects = (googleSub: string, placeId: string) =>
  [`user:${googleSub}`, `place:${placeId}`].map((s) => createHash('sha256').update(s).digest('hex'));

/** When the earliest trial this person or this place already had ends (or ended); null for none. */
export async function earlierTrialEnd(tx: DbOrTx, subjects: string[]) {
  const [row] = await tx
    .select({ endsAt: min(trialsGiven.endsAt) })
    .from(trialsGiven)
    .where(inArray(trialsGiven.subject, subjects));
  return row?.endsAt ?? null;
}

export async function recordTrial(tx: DbOrTx, subjects: string[], endsAt: Date) {
  await tx
    .insert(trialsGiven)
    .values(subjects.map((subject) => ({ subject, endsAt })))
    .onConflictDoNothing();
}

/** A year after a trial ended, it is forgotten. */
export async function forgetOldTrials(db: DbOrTx, now: Date) {
  await db.delete(trialsGiven).where(lt(trialsGiven.endsAt, new Date(now.getTime() - YEAR_MS)));
}
