// Google review alerts to everyone on the team who wants them: a new 1–3 star review at once, and
// yesterday's 4–5 star reviews in one digest each morning.
import { eq } from 'drizzle-orm';
import { createElement } from 'react';
import type { DbOrTx } from '#server/db/client.ts';
import { mailOutbox } from '#server/db/tables/notifications.ts';
import { addDays, isoDayOf, localParts, startOfLocalDay } from '#server/lib/time-zone.ts';
import { links, type MailContext, unsubscribeUrl } from './context';
import { ReviewAlertEmail, reviewAlertSubject } from './emails/review-alert';
import { queueMail } from './queue-mail';
import { alertRecipients, type Recipient } from './recipients';

export type ReviewAlertInput = { stars: number; reviewer: string; comment: string | null };

/** New 1–3 star Google reviews, at once, to everyone on the team who wants alerts. */
export async function queueReviewAlerts(
  tx: DbOrTx,
  ctx: MailContext,
  input: { businessId: string; businessName: string; reviews: ReviewAlertInput[]; now: Date },
) {
  if (input.reviews.length === 0) return 0;
  const recipients = await alertRecipients(tx, input.businessId);
  for (const r of recipients) await queueReviewMail(tx, ctx, { ...input, recipient: r });
  return recipients.length;
}

/** One review e-mail (a low review at once, or the daily digest) to one person on the team. */
function queueReviewMail(
  db: DbOrTx,
  ctx: MailContext,
  input: {
    businessId: string;
    businessName: string;
    reviews: ReviewAlertInput[];
    now: Date;
    recipient: Recipient;
    digest?: 'daily';
    dedupeKey?: string;
  },
) {
  const props = {
    businessName: input.businessName,
    reviews: input.reviews,
    digest: input.digest,
    locale: input.recipient.locale,
    // The reviews are answered in the inbox.
    sectionUrl: links(ctx).inbox,
    unsubscribeUrl: unsubscribeUrl(ctx, input.recipient.userId, 'review_alert', input.recipient.locale),
    settingsUrl: links(ctx).settings,
  };
  return queueMail(db, {
    businessId: input.businessId,
    userId: input.recipient.userId,
    toAddress: input.recipient.email,
    now: input.now,
    kind: 'review_alert',
    subject: reviewAlertSubject(props),
    element: createElement(ReviewAlertEmail, props),
    dedupeKey: input.dedupeKey,
  });
}

/** Local time after which yesterday's good reviews are sent: with the morning's first coffee. */
const DIGEST_HOUR = 8;

/**
 * Yesterday's 4–5 star Google reviews, once a day after 08:00 in each recipient's own time zone, to
 * everyone on the team who wants alerts. `reviewsBetween` reads the business's reviews created in a
 * window (the google domain owns them). The key (user, business, local day) makes it once a day even
 * when runs overlap or two instances compose at once. Answers how many were queued.
 */
export async function queueReviewDigests(
  db: DbOrTx,
  ctx: MailContext,
  input: {
    businessId: string;
    businessName: string;
    now: Date;
    reviewsBetween: (from: Date, to: Date) => Promise<ReviewAlertInput[]>;
  },
) {
  let queued = 0;
  for (const r of await alertRecipients(db, input.businessId)) {
    const local = localParts(input.now, r.timeZone);
    if (local.hour < DIGEST_HOUR) continue;
    const today = isoDayOf(local);
    const dedupeKey = `review-digest:${r.userId}:${input.businessId}:${today}`;
    const [sent] = await db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, dedupeKey))
      .limit(1);
    if (sent) continue;
    const reviews = await input.reviewsBetween(
      startOfLocalDay(addDays(today, -1), r.timeZone),
      startOfLocalDay(today, r.timeZone),
    );
    if (reviews.length === 0) continue;
    await queueReviewMail(db, ctx, { ...input, reviews, recipient: r, digest: 'daily', dedupeKey });
    queued += 1;
  }
  return queued;
}
