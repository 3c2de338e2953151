// The feedback domain: a customer's private feedback, the owner's inbox, its CSV and the
// retention of the customer's details. It owns the `feedback` table; other domains come through here.
import {
  and,
  asc,
  count,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { feedback, feedbackAlertQueue, feedbackAnswers } from '#server/db/tables/feedback.ts';
import { addFeedbackToMemberDay, memberOfStaffDays } from '#server/domains/analytics/service.ts';
import { displayNames } from '#server/domains/auth/service.ts';
import { businessForVisit, setFeedbackRetention, timeZoneOf } from '#server/domains/businesses/service.ts';
import { emitEvent } from '#server/domains/developers/service.ts';
import { attributionOfScans, scanForFeedback } from '#server/domains/visits/service.ts';
import { conflict, notFound } from '#server/lib/domain-errors.ts';
import type { FeedbackRetention } from '#shared/lib/retention.ts';
import type { Role } from '#shared/schemas/businesses.ts';
import type { FeedbackItem } from '#shared/schemas/feedback.ts';
import { LOW_RATING_MAX } from '#shared/schemas/visits.ts';
import { listLatestFeedback } from './inbox';

export {
  FEEDBACK_CSV_COLUMNS,
  feedbackCsvRows,
  feedbackItemsByIds,
  listInbox,
  mayAnswer,
  setResolved,
} from './inbox';

/** What a draft of an answer needs of one feedback; another business's is simply not found. */
export async function feedbackToAnswer(db: DbOrTx, businessId: string, feedbackId: string) {
  const [row] = await db
    .select({ stars: feedback.rating, text: feedback.feedbackText, customerName: feedback.customerName })
    .from(feedback)
    .where(and(eq(feedback.id, feedbackId), eq(feedback.businessId, businessId)));
  if (!row) throw notFound('That feedback item was not found.', 'FEEDBACK_NOT_FOUND');
  return row;
}

/** What happens to a feedback's address in its transaction (feedback/address-confirmation.ts). */
export type AddressCheck = (
  tx: DbOrTx,
  item: { id: string; businessId: string; email: string; text: string; scanId: string | null; now: Date },
) => Promise<unknown>;

/**
 * A customer's private feedback. When it comes from a rated visit, the rating the customer really
 * chose is kept (docs/product-rules.md §1); a form opened directly sends 3. The member whose QR
 * brought the visit gets it counted, in the same transaction.
 */
export async function submitFeedback(
  db: DbOrTx,
  input: {
    businessId: string;
    feedback: string;
    rating: number;
    scanId?: string;
    customerName?: string;
    customerEmail?: string;
    now?: Date;
  },
  /** Proves the address a feedback came with, or asks its customer to confirm it (`app.proveAddress`). */
  proveAddress?: AddressCheck,
) {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const business = await businessForVisit(tx, input.businessId);
    const scan = input.scanId ? await scanForFeedback(tx, business, input.scanId) : null;
    const rating = scan?.rating != null && scan.rating <= LOW_RATING_MAX ? scan.rating : input.rating;
    const row = await recordFeedback(tx, {
      businessId: input.businessId,
      scanId: input.scanId ?? null,
      rating,
      text: input.feedback,
      customerName: input.customerName,
      customerEmail: input.customerEmail,
      now,
    });
    if (input.customerEmail && proveAddress) {
      await proveAddress(tx, {
        id: row.id,
        businessId: input.businessId,
        email: input.customerEmail,
        text: input.feedback,
        scanId: input.scanId ?? null,
        now,
      });
    }
    if (scan?.staffRef) {
      await addFeedbackToMemberDay(tx, {
        businessId: input.businessId,
        staffRef: scan.staffRef,
        day: scan.day,
      });
    }
    // For a CRM's ticket: the message, and the customer's name and e-mail when they gave them.
    await emitEvent(
      tx,
      business,
      'feedback.created',
      {
        feedbackId: row.id,
        rating,
        feedback: input.feedback,
        customerName: input.customerName ?? null,
        customerEmail: input.customerEmail ?? null,
        scanId: input.scanId ?? null,
      },
      now,
    );
    return { id: row.id, rating };
  });
}

/**
 * The dashboard card's newest items. The owner also sees whose QR brought each one: the
 * member whose reference the visit carried, also after they left, or null for a plain code.
 */
export async function latestFeedbackFor(
  db: DbOrTx,
  businessId: string,
  role: Role | null,
): Promise<FeedbackItem[]> {
  const items = await listLatestFeedback(db, businessId);
  if (role !== 'owner') return items;
  const links = await scansOfFeedback(
    db,
    businessId,
    items.map((i) => i.id),
  );
  const scans = await attributionOfScans(
    db,
    businessId,
    await timeZoneOf(db, businessId),
    links.map((l) => l.scanId!),
  );
  const members = await memberOfStaffDays(db, businessId, [...scans.values()]);
  const names = await displayNames(
    db,
    [...members.values()].filter((id): id is string => id !== null),
  );
  const nameOf = (feedbackId: string) => {
    const scanId = links.find((l) => l.id === feedbackId)?.scanId;
    const staff = scanId ? scans.get(scanId) : undefined;
    if (!staff) return null;
    const key = `${staff.staffRef}|${staff.day}`;
    if (!members.has(key)) return null;
    const userId = members.get(key);
    return (userId && names.get(userId)) || 'Team member';
  };
  return items.map((i) => ({ ...i, staffName: nameOf(i.id) }));
}

/**
 * Stores one private feedback inside the caller's transaction, with its owner's alert: the alert
 * exists exactly when the feedback does. A second send for the same visit is a conflict.
 */
async function recordFeedback(
  tx: DbOrTx,
  input: {
    businessId: string;
    scanId: string | null;
    rating: number;
    text: string;
    customerName?: string;
    customerEmail?: string;
    now: Date;
  },
) {
  // The unique scan id decides between two sends of the same visit (a double tap, two tabs): a
  // check-then-insert would let both pass the check and fail the loser with a 500 on PostgreSQL.
  const [row] = await tx
    .insert(feedback)
    .values({
      businessId: input.businessId,
      scanId: input.scanId,
      rating: input.rating,
      feedbackText: input.text,
      customerName: input.customerName ?? null,
      customerEmail: input.customerEmail ?? null,
      createdAt: input.now,
    })
    .onConflictDoNothing({ target: feedback.scanId })
    .returning({ id: feedback.id });
  if (!row) throw conflict('Your feedback for this visit was already sent. Thank you!', 'FEEDBACK_EXISTS');
  // The owner's alert, queued in the same transaction (the alert trigger is the feedback's own).
  await tx
    .insert(feedbackAlertQueue)
    .values({ feedbackId: row.id, businessId: input.businessId, createdAt: input.now });
  return row;
}

/** The advisory lock class of "composing this business's feedback alert". */
const ALERT_LOCK_CLASS = 17;

/** Businesses with feedback waiting for its alert e-mail. */
export function businessesWithPendingAlerts(db: DbOrTx, now: Date) {
  return db
    .selectDistinct({ businessId: feedbackAlertQueue.businessId })
    .from(feedbackAlertQueue)
    .where(and(isNull(feedbackAlertQueue.mailedAt), lte(feedbackAlertQueue.createdAt, now)))
    .limit(500);
}

/**
 * A business's pending alerts, oldest first, for the caller's transaction. One worker composes a
 * business at a time: a transaction-level advisory lock on the business is tried first, and a worker
 * that does not get it answers nothing. Row locks with SKIP LOCKED alone let two workers each take
 * part of one business's items and send two half alerts (seen on PostgreSQL with four workers).
 */
export async function lockPendingAlerts(tx: DbOrTx, businessId: string, now: Date) {
  const taken = await tx.execute(
    sql`select pg_try_advisory_xact_lock(${ALERT_LOCK_CLASS}, hashtext(${businessId})) as locked`,
  );
  // Both drivers answer { rows }; the shared Db type does not name it.
  const [row] = (taken as unknown as { rows: { locked: boolean }[] }).rows;
  if (!row?.locked) return [];
  return tx
    .select({ feedbackId: feedbackAlertQueue.feedbackId, createdAt: feedbackAlertQueue.createdAt })
    .from(feedbackAlertQueue)
    .where(
      and(
        eq(feedbackAlertQueue.businessId, businessId),
        isNull(feedbackAlertQueue.mailedAt),
        lte(feedbackAlertQueue.createdAt, now),
      ),
    )
    .orderBy(asc(feedbackAlertQueue.createdAt))
    .for('update', { skipLocked: true });
}

export async function markAlerted(tx: DbOrTx, feedbackIds: string[], now: Date) {
  await tx
    .update(feedbackAlertQueue)
    .set({ mailedAt: now })
    .where(inArray(feedbackAlertQueue.feedbackId, feedbackIds));
}

/** The items an alert e-mail lists, oldest first. */
export function feedbackForAlert(db: DbOrTx, ids: string[]) {
  return db
    .select({
      rating: feedback.rating,
      text: feedback.feedbackText,
      customerName: feedback.customerName,
      customerEmail: feedback.customerEmail,
      createdAt: feedback.createdAt,
    })
    .from(feedback)
    .where(inArray(feedback.id, ids))
    .orderBy(asc(feedback.createdAt));
}

/** Feedback a business received in [from, to). */
export async function feedbackCountBetween(db: DbOrTx, businessId: string, from: Date, to: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(feedback)
    .where(
      and(eq(feedback.businessId, businessId), gte(feedback.createdAt, from), lt(feedback.createdAt, to)),
    );
  return Number(row?.n ?? 0);
}

/**
 * A scalar subquery for another domain's one statement: the feedback of the business named by
 * `businessId` (an outer column) in [from, to), through the (business_id, created_at) index.
 */
/** A scalar subquery: feedback received in [from, to), both timestamptz expressions. */
export const feedbackCountSql = (businessId: SQL, from: SQL, to: SQL): SQL<number> =>
  sql<number>`(select count(*) from ${feedback} f where f.business_id = ${businessId}
    and f.created_at >= ${from} and f.created_at < ${to})`.mapWith(Number);

/** Feedback that needs an answer: not handled, and received since `since` (older history does not nag). */
const waitingFeedback = (since: Date) =>
  sql`f.resolved_at is null and f.created_at >= ${since.toISOString()}::timestamptz`;

/** A scalar subquery: the business's feedback that needs an answer (not handled, since `since`). */
export const unresolvedFeedbackSql = (businessId: SQL, since: Date): SQL<number> =>
  sql<number>`(select count(*) from ${feedback} f where f.business_id = ${businessId}
    and ${waitingFeedback(since)})`.mapWith(Number);

/**
 * The business's feedback as inbox lines (kind, id, at) for another domain's one
 * statement; with `waitingSince`, only what needs an answer.
 */
export const feedbackLinesSql = (businessId: string, waitingSince: Date | null): SQL =>
  sql`select 'feedback'::text as kind, f.id::text as id, f.created_at as at from ${feedback} f
    where f.business_id = ${businessId}${waitingSince ? sql` and ${waitingFeedback(waitingSince)}` : sql``}`;

/** The visit each item came from, for the owner's "whose QR" column. */
async function scansOfFeedback(db: DbOrTx, businessId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: feedback.id, scanId: feedback.scanId })
    .from(feedback)
    .where(and(eq(feedback.businessId, businessId), inArray(feedback.id, ids), isNotNull(feedback.scanId)));
}

/**
 * Erases the customer's name and e-mail from feedback created before `cutoff` in the businesses
 * `businessIds` selects. The text and rating stay, anonymous. Idempotent.
 */
export async function eraseCustomerDetails(db: DbOrTx, businessIds: SQL, cutoff: Date) {
  // The answers may name the customer: their text goes with the details, who and when stay.
  const answers = await db
    .update(feedbackAnswers)
    .set({ text: null })
    .where(
      and(
        isNotNull(feedbackAnswers.text),
        sql`${feedbackAnswers.businessId} in ${businessIds}`,
        sql`${feedbackAnswers.feedbackId} in ${feedbackBeforeSql(businessIds, cutoff)}`,
      ),
    )
    .returning({ id: feedbackAnswers.feedbackId });
  const rows = await db
    .update(feedback)
    .set({ customerName: null, customerEmail: null })
    .where(
      and(
        lt(feedback.createdAt, cutoff),
        or(isNotNull(feedback.customerName), isNotNull(feedback.customerEmail)),
        sql`${feedback.businessId} in ${businessIds}`,
      ),
    )
    .returning({ id: feedback.id });
  return rows.length + answers.length;
}

/** A subquery of the ids of the feedback in the businesses `businessIds` selects, created before `cutoff`. */
export const feedbackBeforeSql = (businessIds: SQL, cutoff: Date): SQL =>
  sql`(select f.id from ${feedback} f where f.created_at < ${cutoff} and f.business_id in ${businessIds})`;

/** How long the business keeps its customers' names and e-mails on feedback. */
export const setRetention = (db: DbOrTx, businessId: string, period: FeedbackRetention) =>
  setFeedbackRetention(db, businessId, period);

/** A scalar subquery: how many feedback items a visit has (0 or 1; feedback.scan_id is unique). */
export const feedbackOfScanSql = (scanId: SQL): SQL =>
  sql`(select count(*) from ${feedback} f where f.scan_id = ${scanId})`;
