// What the notifications domain offers the others: the mail outbox, the settings and their defaults.
import { and, asc, eq, lt, notInArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { mailOutbox, notificationSettings } from '#server/db/tables/notifications.ts';
import { inertText } from './customer-mail';

export { type MailContext, mailContext } from './context';
export { composeFeedbackAlerts } from './feedback-alerts';
export { type MailTransport, refusalOf, trackingHeaders } from './mail-transport';
export { deliverDueMail, retryFailedMail } from './outbox';
export { effective } from './recipients';
export { composeWeeklySummaries } from './weekly-summary';

/**
 * Deletes the e-mails of the businesses `businessIds` selects that were written before `cutoff`
 * (they carry the feedback's name, e-mail and text). Mail still on its way is left to be sent.
 */
export async function deleteSentMailBefore(db: DbOrTx, businessIds: SQL, cutoff: Date) {
  const rows = await db
    .delete(mailOutbox)
    .where(
      and(
        lt(mailOutbox.createdAt, cutoff),
        notInArray(mailOutbox.status, ['pending', 'sending']),
        sql`${mailOutbox.businessId} in ${businessIds}`,
      ),
    )
    .returning({ id: mailOutbox.id });
  return rows.length;
}

/** The e-mails the business sent (feedback alerts, weekly summaries), oldest first. */
export async function* mailRowsForExport(db: DbOrTx, businessId: string) {
  yield* await db
    .select({
      createdAt: mailOutbox.createdAt,
      kind: mailOutbox.kind,
      toAddress: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      sentAt: mailOutbox.sentAt,
      text: mailOutbox.text,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.businessId, businessId))
    .orderBy(asc(mailOutbox.createdAt))
    .then((rows) => rows.map((r) => ({ ...r, text: inertText(r.text) })));
}

/** A user's stored mail settings (null fields follow their role's default), or undefined. */
export async function mailSettingsOf(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      feedbackAlerts: notificationSettings.feedbackAlerts,
      weeklySummary: notificationSettings.weeklySummary,
      timeZone: notificationSettings.timeZone,
    })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return row;
}

export {
  queueConnectionBrokenNotice,
  queueOperatorNotice,
  queuePlaceClaimedNotice,
  queueWebhookDisabledNotice,
} from './account-notices';
export {
  inertHtml,
  inertText,
  queueAddressConfirmationMail,
  queueFeedbackAnswerMail,
} from './customer-mail';
export { queueReviewAlerts, queueReviewDigests } from './review-alerts';

/** Deletes every e-mail about the feedback `feedbackIds` selects: their details are being erased. */
export async function deleteMailAboutFeedback(db: DbOrTx, feedbackIds: SQL) {
  const rows = await db
    .delete(mailOutbox)
    .where(sql`${mailOutbox.feedbackId} in ${feedbackIds}`)
    .returning({ id: mailOutbox.id });
  return rows.length;
}

/** The outbox e-mail a relay's event is about, from our Message-ID (`mail-<id>@host`). */
export async function outboxMailOfMessage(db: DbOrTx, messageRef: string) {
  const m = /^mail-([0-9a-f-]{36})@/.exec(messageRef);
  if (!m?.[1]) return null;
  const [row] = await db
    .select({ businessId: mailOutbox.businessId, kind: mailOutbox.kind })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, m[1]));
  return row ?? null;
}
