// What the notifications domain offers the others: the mail outbox, the settings and their defaults.
import { and, asc, eq, lt, notInArray, type SQL, sql } from 'drizzle-orm';
import { createElement } from 'react';
import { emailOf } from '#server/auth/service.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { mailOutbox, notificationSettings } from '#server/db/tables/notifications.ts';
import { type MailContext as Ctx, links, unsubscribeUrl } from './context';
import { ConnectionBrokenEmail, connectionBrokenSubject } from './emails/connection-broken';
import { PlaceClaimedEmail, placeClaimedSubject } from './emails/place-claimed';
import { ReviewAlertEmail, reviewAlertSubject } from './emails/review-alert';
import { alertRecipients } from './recipients';
import { renderMail } from './render';

export { type MailContext, mailContext } from './context';
export { composeFeedbackAlerts } from './feedback-alerts';
export { deliverDueMail } from './outbox';
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
    .orderBy(asc(mailOutbox.createdAt));
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

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Tells the earlier registrant of a place that its verified owner claimed it (issue 28), through the
 * outbox, in the claim's own transaction. A user without an address (deleted meanwhile) gets nothing.
 */
export async function queuePlaceClaimedNotice(
  tx: DbOrTx,
  ctx: Ctx,
  input: { businessId: string; businessName: string; userId: string; now: Date; graceDays: number },
) {
  const toAddress = await emailOf(tx, input.userId);
  if (!toAddress) return;
  const props = {
    businessName: input.businessName,
    linksUntil: new Date(input.now.getTime() + input.graceDays * DAY_MS).toLocaleDateString('en-GB', {
      dateStyle: 'long',
      timeZone: 'UTC',
    }),
    dashboardUrl: `${ctx.publicUrl}/dashboard?section=google`,
    settingsUrl: links(ctx).settings,
  };
  const mail = await renderMail(createElement(PlaceClaimedEmail, props));
  await tx.insert(mailOutbox).values({
    businessId: input.businessId,
    userId: input.userId,
    kind: 'account_notice',
    toAddress,
    subject: placeClaimedSubject(props),
    ...mail,
    createdAt: input.now,
    nextAttemptAt: input.now,
  });
}

/** Tells the owner once that Google stopped accepting the Business Profile connection (issue 28). */
export async function queueConnectionBrokenNotice(
  tx: DbOrTx,
  ctx: Ctx,
  input: { businessId: string; businessName: string; userId: string; now: Date },
) {
  const toAddress = await emailOf(tx, input.userId);
  if (!toAddress) return;
  const props = {
    businessName: input.businessName,
    sectionUrl: `${ctx.publicUrl}/dashboard?section=google`,
    settingsUrl: links(ctx).settings,
  };
  const mail = await renderMail(createElement(ConnectionBrokenEmail, props));
  await tx.insert(mailOutbox).values({
    businessId: input.businessId,
    userId: input.userId,
    kind: 'account_notice',
    toAddress,
    subject: connectionBrokenSubject(props),
    ...mail,
    createdAt: input.now,
    nextAttemptAt: input.now,
  });
}

type ReviewAlertInput = { stars: number; reviewer: string; comment: string | null };

/**
 * New 1–3 star Google reviews, at once, to everyone on the team who wants alerts (issue 28), in the
 * sync's own transaction: the e-mail exists exactly when the reviews were first seen.
 */
export async function queueReviewAlerts(
  tx: DbOrTx,
  ctx: Ctx,
  input: { businessId: string; businessName: string; reviews: ReviewAlertInput[]; now: Date },
) {
  if (input.reviews.length === 0) return 0;
  const recipients = await alertRecipients(tx, input.businessId);
  for (const r of recipients) {
    const props = {
      businessName: input.businessName,
      reviews: input.reviews,
      sectionUrl: `${ctx.publicUrl}/dashboard?section=google`,
      unsubscribeUrl: unsubscribeUrl(ctx, r.userId, 'review_alert'),
      settingsUrl: links(ctx).settings,
    };
    const mail = await renderMail(createElement(ReviewAlertEmail, props));
    await tx.insert(mailOutbox).values({
      businessId: input.businessId,
      userId: r.userId,
      kind: 'review_alert',
      toAddress: r.email,
      subject: reviewAlertSubject(props),
      ...mail,
      createdAt: input.now,
      nextAttemptAt: input.now,
    });
  }
  return recipients.length;
}
