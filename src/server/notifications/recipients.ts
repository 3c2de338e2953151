import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { memberships, notificationSettings, users } from '#server/db/schema.ts';

export type Recipient = { userId: string; email: string; timeZone: string; businessId: string };

/** A switch left unset follows the role: owners hear everything, members only what they opt in to. */
export const effective = (chosen: boolean | null | undefined, role: 'owner' | 'member') =>
  chosen ?? role === 'owner';

const recipientColumns = {
  userId: users.id,
  email: users.email,
  role: memberships.role,
  businessId: memberships.businessId,
  feedbackAlerts: notificationSettings.feedbackAlerts,
  weeklySummary: notificationSettings.weeklySummary,
  timeZone: notificationSettings.timeZone,
};

function select(db: DbOrTx) {
  return db
    .select(recipientColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id));
}

const toRecipient = (r: { userId: string; email: string; businessId: string; timeZone: string | null }) => ({
  userId: r.userId,
  email: r.email,
  businessId: r.businessId,
  timeZone: r.timeZone ?? 'UTC',
});

/** Everyone on the business's team who wants feedback alerts. */
export async function alertRecipients(db: DbOrTx, businessId: string): Promise<Recipient[]> {
  const rows = await select(db).where(eq(memberships.businessId, businessId));
  return rows.filter((r) => effective(r.feedbackAlerts, r.role)).map(toRecipient);
}

/** Everyone, on every team, who wants the weekly summary. */
export async function weeklySummaryRecipients(db: DbOrTx): Promise<Recipient[]> {
  const rows = await select(db);
  return rows.filter((r) => effective(r.weeklySummary, r.role)).map(toRecipient);
}
