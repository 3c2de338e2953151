import { and, eq, max } from 'drizzle-orm';
import { createElement } from 'react';
import type { DbOrTx } from '#server/db/client.ts';
import { mailOutbox } from '#server/db/tables/notifications.ts';
import { businessNameOf } from '#server/domains/businesses/service.ts';
import {
  businessesWithPendingAlerts,
  feedbackForAlert,
  lockPendingAlerts,
  markAlerted,
} from '#server/domains/feedback/service.ts';
import { links, type MailContext, unsubscribeUrl } from './context';
import { FeedbackAlertEmail, feedbackAlertSubject } from './emails/feedback-alert';
import { mailTranslator } from './emails/messages';
import { queueMail } from './queue-mail';
import { alertRecipients } from './recipients';

/** After an alert, what arrives in this window is gathered into one follow-up. */
export const FOLLOW_UP_MS = 10 * 60_000;

/**
 * Turns pending feedback into alert e-mails, one per recipient per business, when it is due:
 * the gathering time (`alertGatherMs`) after the first pending item, and never sooner than FOLLOW_UP_MS after the previous
 * alert. Each business is one transaction: the queue rows are locked (SKIP LOCKED, so a parallel run
 * skips them), the e-mails written, and the rows marked, together.
 */
export async function composeFeedbackAlerts(db: DbOrTx, ctx: MailContext, now: Date) {
  const pending = await businessesWithPendingAlerts(db, now);
  let composed = 0;
  for (const { businessId } of pending) {
    composed += await composeForBusiness(db, ctx, businessId, now);
  }
  return composed;
}

async function composeForBusiness(db: DbOrTx, ctx: MailContext, businessId: string, now: Date) {
  return db.transaction(async (tx) => {
    const queued = await lockPendingAlerts(tx, businessId, now);
    const first = queued[0];
    if (!first) return 0;

    const [last] = await tx
      .select({ at: max(mailOutbox.createdAt) })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.businessId, businessId), eq(mailOutbox.kind, 'feedback_alert')));
    const lastAt = last?.at ? new Date(last.at).getTime() : null;
    const due = Math.max(
      first.createdAt.getTime() + ctx.alertGatherMs,
      lastAt === null ? 0 : lastAt + FOLLOW_UP_MS,
    );
    if (now.getTime() < due) return 0;
    const followUp = lastAt !== null && first.createdAt.getTime() < lastAt + FOLLOW_UP_MS;

    const ids = queued.map((q) => q.feedbackId);
    const businessName = await businessNameOf(tx, businessId);
    const items = await feedbackForAlert(tx, ids);
    const recipients = await alertRecipients(tx, businessId);
    const link = links(ctx);
    for (const r of recipients) {
      const props = {
        businessName: businessName ?? mailTranslator(r.locale).t('email.alert.yourBusiness'),
        items,
        followUp,
        inboxUrl: link.inbox,
        settingsUrl: link.settings,
        unsubscribeUrl: unsubscribeUrl(ctx, r.userId, 'feedback_alert', r.locale),
        timeZone: r.timeZone,
        locale: r.locale,
      };
      await queueMail(tx, {
        kind: 'feedback_alert',
        businessId,
        userId: r.userId,
        toAddress: r.email,
        subject: feedbackAlertSubject(props),
        element: createElement(FeedbackAlertEmail, props),
        now,
      });
    }
    await markAlerted(tx, ids, now);
    return recipients.length;
  });
}
