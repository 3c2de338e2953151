import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { mailOutbox } from '#server/db/tables/notifications.ts';
import { findBusiness } from '#server/domains/businesses/service.ts';
import { isOnTeam } from '#server/domains/teams/service.ts';
import { claimWithLease, countTry, idsOf, nextTry, type RetryPolicy } from '#server/lib/lease-queue.ts';
import { isCustomerKind, type SubscribedKind } from '#shared/lib/mail-kinds.ts';
import { type MailContext, unsubscribeUrl } from './context';
import { CUSTOMER_TOKEN } from './customer-mail';
import { refusalOf, trackingHeaders } from './mail-transport';

const LEASE_MS = 2 * 60_000;
const BATCH = 10;

export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;
/** 1, 2, 4 … minutes after each failed attempt, at most an hour apart, for 24 hours from when it was made. */
const MAIL_RETRIES: RetryPolicy = { firstMs: 60_000, maxMs: 60 * 60_000, giveUpAfterMs: GIVE_UP_AFTER_MS };

type MailRow = typeof mailOutbox.$inferSelect;

/**
 * Takes up to `limit` due e-mails for this worker in one statement. SKIP LOCKED lets parallel
 * workers take disjoint rows; the lease (`locked_until`) returns a row to the pool if its worker
 * died mid-send. Works the same on PGlite.
 */
async function claimDueMail(db: DbOrTx, now: Date, limit = BATCH): Promise<MailRow[]> {
  const claimed = await claimWithLease(db, {
    table: sql`${mailOutbox}`,
    candidates: sql`
      select id from ${mailOutbox}
      where (status = 'pending' and next_attempt_at <= ${now})
         or (status = 'sending' and locked_until <= ${now})
      order by next_attempt_at
      limit ${limit}
      for update skip locked`,
    set: sql`status = 'sending', attempts = attempts + 1`,
    leaseMs: LEASE_MS,
    now,
  });
  const ids = idsOf(claimed);
  if (ids.length === 0) return [];
  return db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
}

/** How far back an operator's retry reaches: an older alert or answer would only confuse its reader. */
const RETRY_WITHIN_MS = 3 * 24 * 60 * 60_000;

/**
 * Puts the e-mails that failed in the last three days back in the queue, for one more try each (the
 * operator's retry, once the mail server is fixed). A customer's mail is checked again as it leaves:
 * one who said no in the meantime still gets nothing. Answers how many were put back.
 */
export async function retryFailedMail(db: DbOrTx, now: Date) {
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'pending', nextAttemptAt: now, lockedUntil: null })
    .where(
      and(
        eq(mailOutbox.status, 'failed'),
        sql`${mailOutbox.createdAt} > ${new Date(now.getTime() - RETRY_WITHIN_MS)}`,
      ),
    )
    .returning({ id: mailOutbox.id });
  return rows.length;
}

/**
 * Sends what is due and records each result. A failure is retried with backoff for 24 hours, then
 * marked failed; it never throws for one bad e-mail, so one outage cannot stop the others.
 */
export async function deliverDueMail(db: DbOrTx, ctx: MailContext, now: Date, limit = BATCH) {
  const claimed = await claimDueMail(db, now, limit);
  const results = await Promise.all(claimed.map((row) => deliverOne(db, ctx, row, now)));
  for (const result of results)
    countTry(
      'mail',
      result === 'sent' || result === 'kept' ? 'sent' : result === 'dropped' ? 'skipped' : result,
    );
  return {
    sent: results.filter((r) => r === 'sent' || r === 'kept').length,
    failed: results.filter((r) => r === 'retry' || r === 'failed').length,
  };
}

/** A mail about a business goes only to someone still on its team when it leaves. */
async function stillOnTeam(db: DbOrTx, row: MailRow) {
  if (!row.businessId) return true;
  return isOnTeam(db, row.businessId, row.userId);
}

async function deliverOne(db: DbOrTx, ctx: MailContext, row: MailRow, now: Date) {
  const mine = and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'sending'));
  // A member removed while the mail waited (SMTP down, say) never receives customers' details:
  // the mail is dropped, not sent and not kept. An answer goes to the customer, not to the member who
  // wrote it: it leaves whoever is on the team now.
  if (!isCustomerKind(row.kind) && !(await stillOnTeam(db, row))) {
    await db.delete(mailOutbox).where(mine);
    return 'dropped';
  }
  // The customer unsubscribed, complained or bounced while it waited: it does not leave.
  if (isCustomerKind(row.kind) && (await ctx.customerStopped(row))) {
    await db
      .update(mailOutbox)
      .set({ status: 'failed', lockedUntil: null, lastError: 'The customer asked for no more e-mail.' })
      .where(mine);
    return 'failed';
  }
  try {
    // The customer's own token goes into their e-mail here and is stored nowhere.
    const location = row.businessId ? await findBusiness(db, row.businessId) : null;
    const token = isCustomerKind(row.kind) ? ctx.customerToken(row, location) : null;
    if (isCustomerKind(row.kind) && !token) throw new Error('no customer token for this e-mail');
    const fill = (text: string) => (token ? text.replaceAll(CUSTOMER_TOKEN, token) : text);
    // A service notice (a place claimed by its owner) is not a subscription: no unsubscribe header.
    const unsubscribe = row.listUnsubscribe
      ? fill(row.listUnsubscribe)
      : row.kind === 'account_notice' || isCustomerKind(row.kind)
        ? null
        : unsubscribeUrl(ctx, row.userId, row.kind as SubscribedKind);
    const ourId = `<mail-${row.id}@${new URL(ctx.publicUrl).hostname}>`;
    const { messageId } = await ctx.transport.send({
      from: ctx.from,
      to: row.toAddress,
      subject: row.subject,
      html: fill(row.html),
      text: fill(row.text),
      messageId: ourId,
      ...(row.replyTo ? { replyTo: row.replyTo } : {}),
      headers: {
        ...trackingHeaders({
          messageId: ourId,
          kind: row.kind,
          locationId: row.businessId,
          ownerId: location?.ownerId ?? null,
          senderId: ctx.senderId,
        }),
        // RFC 8058: the mail app POSTs "List-Unsubscribe=One-Click" to this URL, signed out.
        ...(unsubscribe
          ? { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
          : {}),
      },
    });
    const status = ctx.transport.kind === 'demo' ? 'kept' : 'sent';
    await db
      .update(mailOutbox)
      .set({ status, sentAt: now, messageId, lockedUntil: null, lastError: null })
      .where(mine);
    return status;
  } catch (err) {
    const message = (err instanceof Error ? err.message : String(err)).slice(0, 300);
    // A permanent refusal is not tried again for a day; a dead customer address is heard by every business.
    const refusal = refusalOf(err);
    if (refusal.kind === 'mailbox' && isCustomerKind(row.kind)) await ctx.addressIsDead(row.toAddress, now);
    const next =
      refusal.kind === 'temporary' ? nextTry(MAIL_RETRIES, row.attempts, now, row.createdAt) : null;
    const giveUp = next === null;
    await db
      .update(mailOutbox)
      .set(
        next
          ? { status: 'pending', lockedUntil: null, lastError: message, nextAttemptAt: next }
          : { status: 'failed', lockedUntil: null, lastError: message },
      )
      .where(mine);
    return giveUp ? 'failed' : 'retry';
  }
}
