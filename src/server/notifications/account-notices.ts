// The e-mails of the Google Business Profile, all through the outbox, each written in the
// transaction of what it tells: a place claimed, a connection Google stopped accepting, a low review.
import { eq } from 'drizzle-orm';
import type { ReactElement } from 'react';
import { createElement } from 'react';
import { userSummaries } from '#server/auth/service.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { mailOutbox } from '#server/db/tables/notifications.ts';
import { addDays, isoDayOf, localParts, startOfLocalDay } from '#server/lib/time-zone.ts';
import { DEFAULT_LOCALE } from '#shared/lib/i18n/locales.ts';
import { links, type MailContext, unsubscribeUrl } from './context';
import { ConnectionBrokenEmail, connectionBrokenSubject } from './emails/connection-broken';
import { PlaceClaimedEmail, placeClaimedSubject } from './emails/place-claimed';
import { ReviewAlertEmail, reviewAlertSubject } from './emails/review-alert';
import { WebhookDisabledEmail, webhookDisabledSubject } from './emails/webhook-disabled';
import { alertRecipients, type Recipient } from './recipients';
import { renderMail } from './render';

/** Where an account notice goes, and in which language; null when the user has no address. */
async function addressOf(db: DbOrTx, userId: string) {
  const person = (await userSummaries(db, [userId])).get(userId);
  return person?.email ? { toAddress: person.email, locale: person.locale ?? DEFAULT_LOCALE } : null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const sectionUrl = (ctx: MailContext) => `${ctx.publicUrl}/dashboard?section=google`;

type Row = { businessId: string | null; userId: string; toAddress: string; now: Date };

async function queue(
  tx: DbOrTx,
  row: Row & {
    kind: 'account_notice' | 'review_alert';
    subject: string;
    element: ReactElement;
    dedupeKey?: string;
  },
) {
  const mail = await renderMail(row.element);
  await tx
    .insert(mailOutbox)
    .values({
      businessId: row.businessId,
      userId: row.userId,
      kind: row.kind,
      toAddress: row.toAddress,
      subject: row.subject,
      ...mail,
      dedupeKey: row.dedupeKey,
      createdAt: row.now,
      nextAttemptAt: row.now,
    })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey });
}

/** The earlier registrant of a place learns that its verified owner claimed it. No address, no mail. */
export async function queuePlaceClaimedNotice(
  tx: DbOrTx,
  ctx: MailContext,
  input: { businessId: string; businessName: string; userId: string; now: Date; graceDays: number },
) {
  const to = await addressOf(tx, input.userId);
  if (!to) return;
  const { toAddress, locale } = to;
  const props = {
    businessName: input.businessName,
    locale,
    linksUntil: new Date(input.now.getTime() + input.graceDays * DAY_MS).toLocaleDateString(
      locale === 'en' ? 'en-GB' : locale,
      { dateStyle: 'long', timeZone: 'UTC' },
    ),
    dashboardUrl: sectionUrl(ctx),
    settingsUrl: links(ctx).settings,
  };
  const subject = placeClaimedSubject(props);
  await queue(tx, {
    ...input,
    toAddress,
    kind: 'account_notice',
    subject,
    element: createElement(PlaceClaimedEmail, props),
  });
}

/** The owner learns, once, that Google stopped accepting the Business Profile connection. */
export async function queueConnectionBrokenNotice(
  tx: DbOrTx,
  ctx: MailContext,
  input: { businessId: string; businessName: string; userId: string; now: Date },
) {
  const to = await addressOf(tx, input.userId);
  if (!to) return;
  const { toAddress, locale } = to;
  const props = {
    businessName: input.businessName,
    locale,
    sectionUrl: sectionUrl(ctx),
    settingsUrl: links(ctx).settings,
  };
  const subject = connectionBrokenSubject(props);
  await queue(tx, {
    ...input,
    toAddress,
    kind: 'account_notice',
    subject,
    element: createElement(ConnectionBrokenEmail, props),
  });
}

/** The owner learns, once per endpoint and day, that a failing webhook was turned off. */
export async function queueWebhookDisabledNotice(
  tx: DbOrTx,
  ctx: MailContext,
  input: { endpointId: string; url: string; lastError: string; userId: string; now: Date },
) {
  const to = await addressOf(tx, input.userId);
  if (!to) return;
  const { toAddress, locale } = to;
  const props = {
    locale,
    url: input.url,
    lastError: input.lastError,
    sectionUrl: `${ctx.publicUrl}/dashboard?section=developers`,
    settingsUrl: links(ctx).settings,
  };
  await queue(tx, {
    businessId: null,
    userId: input.userId,
    now: input.now,
    toAddress,
    kind: 'account_notice',
    subject: webhookDisabledSubject(props),
    element: createElement(WebhookDisabledEmail, props),
    dedupeKey: `webhook-disabled:${input.endpointId}:${input.now.toISOString().slice(0, 10)}`,
  });
}

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
    sectionUrl: sectionUrl(ctx),
    unsubscribeUrl: unsubscribeUrl(ctx, input.recipient.userId, 'review_alert'),
    settingsUrl: links(ctx).settings,
  };
  return queue(db, {
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
