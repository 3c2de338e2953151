import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { invitationSettings } from '#server/db/tables/invitations.ts';
import { DEFAULT_REMINDER_DAYS, type PauseReason } from '#shared/lib/invitations.ts';
import type { InvitationSettings, InvitationSettingsView } from '#shared/schemas/invitations.ts';

/** Days after the invitation for its reminder; null: none. A location that never chose has 3. */
export async function reminderDaysOf(db: DbOrTx, businessId: string): Promise<number | null> {
  const [row] = await db
    .select({ reminderDays: invitationSettings.reminderDays })
    .from(invitationSettings)
    .where(eq(invitationSettings.businessId, businessId));
  return row ? row.reminderDays : DEFAULT_REMINDER_DAYS;
}

export async function getInvitationSettings(db: DbOrTx, businessId: string): Promise<InvitationSettingsView> {
  const [reminderDays, pause] = await Promise.all([reminderDaysOf(db, businessId), pauseOf(db, businessId)]);
  return {
    reminderDays: reminderDays as InvitationSettings['reminderDays'],
    pause: pause ? { reason: pause.reason, since: pause.since.toISOString() } : null,
  };
}

/** Why this location's invitations are paused, and since when; null when they are not. */
export async function pauseOf(db: DbOrTx, businessId: string) {
  const [row] = await db
    .select({ reason: invitationSettings.pauseReason, since: invitationSettings.pausedAt })
    .from(invitationSettings)
    .where(eq(invitationSettings.businessId, businessId));
  return row?.reason && row.since ? { reason: row.reason, since: row.since } : null;
}

/** A settings row for each location, with the defaults where it had none, so an update finds it. */
async function ensureSettingsRows(db: DbOrTx, businessIds: string[]) {
  await db
    .insert(invitationSettings)
    .values(businessIds.map((businessId) => ({ businessId, reminderDays: DEFAULT_REMINDER_DAYS })))
    .onConflictDoNothing();
}

/**
 * Pauses the invitations of these locations (those not paused already, whose first reason stays).
 * Answers the ones paused now.
 */
export async function pauseInvitations(db: DbOrTx, businessIds: string[], reason: PauseReason, now: Date) {
  if (businessIds.length === 0) return [];
  await ensureSettingsRows(db, businessIds);
  const paused = await db
    .update(invitationSettings)
    .set({ pausedAt: now, pauseReason: reason, updatedAt: now })
    .where(and(inArray(invitationSettings.businessId, businessIds), isNull(invitationSettings.pausedAt)))
    .returning({ businessId: invitationSettings.businessId });
  return paused.map((p) => p.businessId);
}

/** The operator lifts a location's pause. Answers whether it was paused. */
export async function liftPause(db: DbOrTx, businessId: string, now: Date) {
  const lifted = await db
    .update(invitationSettings)
    .set({ pausedAt: null, pauseReason: null, updatedAt: now })
    .where(and(eq(invitationSettings.businessId, businessId), isNotNull(invitationSettings.pausedAt)))
    .returning({ businessId: invitationSettings.businessId });
  return lifted.length > 0;
}

/**
 * The operator pauses these locations' sending: invitations and answers. Their word replaces an
 * automatic pause's reason, so what the owner reads is the operator's. Answers the ids paused.
 */
export async function pauseByOperator(db: DbOrTx, businessIds: string[], now: Date) {
  if (businessIds.length === 0) return [];
  await ensureSettingsRows(db, businessIds);
  const paused = await db
    .update(invitationSettings)
    .set({ pausedAt: now, pauseReason: 'operator', updatedAt: now })
    .where(inArray(invitationSettings.businessId, businessIds))
    .returning({ businessId: invitationSettings.businessId });
  return paused.map((p) => p.businessId);
}

/** The operator's word on a location's daily cap (null: the defaults again), or the warm-up's end. */
export async function setSendingLimit(
  db: DbOrTx,
  businessId: string,
  change: { dailyLimit: number | null } | { warmUpEndedAt: Date },
  now: Date,
) {
  await ensureSettingsRows(db, [businessId]);
  await db
    .update(invitationSettings)
    .set({ ...change, updatedAt: now })
    .where(eq(invitationSettings.businessId, businessId));
}

/** The operator's word on the cap: a daily limit and whether the warm-up ended early. */
export async function sendingLimitOf(db: DbOrTx, businessId: string) {
  const [row] = await db
    .select({ dailyLimit: invitationSettings.dailyLimit, warmUpEndedAt: invitationSettings.warmUpEndedAt })
    .from(invitationSettings)
    .where(eq(invitationSettings.businessId, businessId));
  return { dailyLimit: row?.dailyLimit ?? null, warmUpEnded: row?.warmUpEndedAt != null };
}

export async function setInvitationSettings(db: DbOrTx, businessId: string, settings: InvitationSettings) {
  await db
    .insert(invitationSettings)
    .values({ businessId, reminderDays: settings.reminderDays })
    .onConflictDoUpdate({
      target: invitationSettings.businessId,
      set: { reminderDays: settings.reminderDays, updatedAt: new Date() },
    });
  return getInvitationSettings(db, businessId);
}
