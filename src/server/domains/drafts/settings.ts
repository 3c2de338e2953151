// The owner's voice per location: the tone and the sign-off every draft uses.
import { eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { draftSettings, draftUsage } from '#server/db/tables/drafts.ts';
import type { ReplyVoice } from '#shared/schemas/drafts.ts';

export async function replyVoiceOf(db: DbOrTx, businessId: string): Promise<ReplyVoice> {
  const [row] = await db
    .select({ tone: draftSettings.tone, signOff: draftSettings.signOff })
    .from(draftSettings)
    .where(eq(draftSettings.businessId, businessId));
  return row ?? { tone: 'warm', signOff: '' };
}

export async function saveReplyVoice(db: DbOrTx, businessId: string, voice: ReplyVoice, now = new Date()) {
  await db
    .insert(draftSettings)
    .values({ businessId, ...voice, updatedAt: now })
    .onConflictDoUpdate({ target: draftSettings.businessId, set: { ...voice, updatedAt: now } });
  return replyVoiceOf(db, businessId);
}

/**
 * Counts one model draft against the location's day, in one statement: the row lock of the upsert
 * orders parallel requests, so no more than `perDay` ever pass. False when the day is used up.
 */
export async function takeDraft(db: DbOrTx, businessId: string, day: string, perDay: number) {
  const result = await db.execute(sql`
    insert into ${draftUsage} (business_id, day, drafts) values (${businessId}, ${day}, 1)
    on conflict (business_id, day) do update set drafts = ${draftUsage}.drafts + 1
      where ${draftUsage}.drafts < ${perDay}
    returning drafts`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/** A draft the model never gave back does not count. */
export async function giveBackDraft(db: DbOrTx, businessId: string, day: string) {
  await db.execute(sql`
    update ${draftUsage} set drafts = drafts - 1
    where business_id = ${businessId} and day = ${day} and drafts > 0`);
}

/** The model drafts a location used on a day (for its owner's screen and the tests). */
export async function draftsUsed(db: DbOrTx, businessId: string, day: string) {
  const [row] = await db
    .select({ drafts: draftUsage.drafts })
    .from(draftUsage)
    .where(sql`${draftUsage.businessId} = ${businessId} and ${draftUsage.day} = ${day}`);
  return row?.drafts ?? 0;
}

/** Days long past are only counters: a week is plenty. */
export async function forgetDraftUsageBefore(db: DbOrTx, day: string) {
  await db.delete(draftUsage).where(lt(draftUsage.day, day));
}
