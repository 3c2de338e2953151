import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { mailOutbox, notificationSettings } from '#server/db/tables/notifications.ts';
import { lockUser } from '#server/domains/auth/service.ts';
import { ownsABusiness } from '#server/domains/businesses/service.ts';
import { isOnTeam } from '#server/domains/teams/service.ts';
import type { SubscribedKind } from '#shared/lib/mail-kinds.ts';
import type { NotificationSettings } from '#shared/schemas/notifications.ts';
import { inertHtml, inertText } from './customer-mail';
import { effective } from './recipients';

export async function getNotificationSettings(
  db: DbOrTx,
  userId: string,
  mailMode: 'smtp' | 'demo',
): Promise<NotificationSettings> {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  const role = (await ownsABusiness(db, userId)) ? 'owner' : 'member';
  return {
    feedbackAlerts: effective(row?.feedbackAlerts, role),
    weeklySummary: effective(row?.weeklySummary, role),
    timeZone: row?.timeZone ?? 'UTC',
    mailMode,
  };
}

type Patch = { feedbackAlerts?: boolean; weeklySummary?: boolean; timeZone?: string };

export async function updateNotificationSettings(db: DbOrTx, userId: string, patch: Patch, now = new Date()) {
  const set: Record<string, unknown> = { updatedAt: now };
  if (patch.feedbackAlerts !== undefined) set.feedbackAlerts = patch.feedbackAlerts;
  if (patch.weeklySummary !== undefined) set.weeklySummary = patch.weeklySummary;
  if (patch.timeZone !== undefined) set.timeZone = patch.timeZone;
  await db
    .insert(notificationSettings)
    .values({ userId, ...patch, updatedAt: now })
    .onConflictDoUpdate({ target: notificationSettings.userId, set });
}

/** The browser's zone at sign-in: kept only while the user has not chosen one. */
export async function rememberBrowserTimeZone(db: DbOrTx, userId: string, timeZone: string) {
  const rows = await db
    .insert(notificationSettings)
    .values({ userId, timeZone })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: { timeZone, updatedAt: new Date() },
      setWhere: sql`${notificationSettings.timeZone} is null`,
    })
    .returning({ userId: notificationSettings.userId });
  return rows.length === 1;
}

/** Switches one kind of mail off and drops that kind's e-mails still waiting to be sent. */
export async function unsubscribe(db: DbOrTx, userId: string, kind: SubscribedKind) {
  await db.transaction(async (tx) => {
    // A deleted account has no settings and no mail left: the link's page answers as usual.
    if (!(await lockUser(tx, userId, 'update'))) return;
    // Feedback and low Google review alerts share one switch: the owner's 'alerts'.
    const column = kind === 'weekly_summary' ? 'weeklySummary' : 'feedbackAlerts';
    await updateNotificationSettings(tx, userId, { [column]: false });
    await tx
      .delete(mailOutbox)
      .where(and(eq(mailOutbox.userId, userId), eq(mailOutbox.kind, kind), eq(mailOutbox.status, 'pending')));
  });
}

/**
 * The signed-in user's own e-mails, newest first: only those of businesses they are still on the team
 * of, and with the customers' own links named, never given (customer-mail.ts).
 */
export async function listOutbox(db: DbOrTx, userId: string, limit = 50) {
  const rows = await db
    .select({
      id: mailOutbox.id,
      businessId: mailOutbox.businessId,
      kind: mailOutbox.kind,
      toAddress: mailOutbox.toAddress,
      replyTo: mailOutbox.replyTo,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.userId, userId))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(limit);
  const teams = await teamsOf(db, userId, rows);
  return rows
    .filter((r) => r.businessId === null || teams.has(r.businessId))
    .map(({ businessId: _, ...r }) => ({ ...r, text: inertText(r.text) }));
}

/** Which of these rows' businesses the user is on the team of now. */
async function teamsOf(db: DbOrTx, userId: string, rows: { businessId: string | null }[]) {
  const ids = [...new Set(rows.flatMap((r) => (r.businessId ? [r.businessId] : [])))];
  const on = await Promise.all(ids.map(async (id) => [id, await isOnTeam(db, id, userId)] as const));
  return new Set(on.filter(([, yes]) => yes).map(([id]) => id));
}

export async function outboxMailHtml(db: DbOrTx, userId: string, mailId: string) {
  const [row] = await db
    .select({ html: mailOutbox.html, businessId: mailOutbox.businessId })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.id, mailId), eq(mailOutbox.userId, userId)));
  if (!row) return null;
  if (row.businessId && !(await isOnTeam(db, row.businessId, userId))) return null;
  return inertHtml(row.html);
}
