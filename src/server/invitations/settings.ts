import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { invitationSettings } from '#server/db/tables/invitations.ts';
import { DEFAULT_REMINDER_DAYS } from '#shared/lib/invitations.ts';
import type { InvitationSettings } from '#shared/schemas/invitations.ts';

/** Days after the invitation for its reminder; null: none. A location that never chose has 3. */
export async function reminderDaysOf(db: DbOrTx, businessId: string): Promise<number | null> {
  const [row] = await db
    .select({ reminderDays: invitationSettings.reminderDays })
    .from(invitationSettings)
    .where(eq(invitationSettings.businessId, businessId));
  return row ? row.reminderDays : DEFAULT_REMINDER_DAYS;
}

export async function getInvitationSettings(db: DbOrTx, businessId: string): Promise<InvitationSettings> {
  return { reminderDays: (await reminderDaysOf(db, businessId)) as InvitationSettings['reminderDays'] };
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
