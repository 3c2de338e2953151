import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { feedback, feedbackAnswers } from '#server/db/tables/feedback.ts';
import { displayNames } from '#server/domains/auth/service.ts';
import { findBusiness } from '#server/domains/businesses/service.ts';
import { notFound } from '#server/lib/domain-errors.ts';
import { RATING_LABELS } from '#shared/lib/feedback.ts';
import type { Role } from '#shared/schemas/businesses.ts';
import {
  FEEDBACK_LIST_SIZE,
  type FeedbackAnswer,
  type FeedbackItem,
  INBOX_PAGE_SIZE,
  type InboxFilter,
  type InboxPage,
} from '#shared/schemas/feedback.ts';

/** The columns of a feedback item as the owner's inbox shows it (also the dashboard card's). */
const feedbackItemColumns = {
  id: feedback.id,
  rating: feedback.rating,
  feedbackText: feedback.feedbackText,
  customerName: feedback.customerName,
  customerEmail: feedback.customerEmail,
  emailConfirmedAt: feedback.emailConfirmedAt,
  createdAt: feedback.createdAt,
  resolvedAt: feedback.resolvedAt,
};
type Row = {
  id: string;
  rating: number;
  feedbackText: string;
  customerName: string | null;
  customerEmail: string | null;
  emailConfirmedAt: Date | null;
  createdAt: Date;
  resolvedAt: Date | null;
};

// Same order as the dashboard card, written to walk the (business_id, created_at desc) index.
const newestFirst = [sql`${feedback.createdAt} desc nulls last`, desc(feedback.id)];

function where(businessId: string, filter: InboxFilter): SQL {
  const parts: SQL[] = [eq(feedback.businessId, businessId)];
  if (filter.rating) parts.push(eq(feedback.rating, filter.rating));
  if (filter.unresolved) parts.push(isNull(feedback.resolvedAt));
  return and(...parts)!;
}

/** The answers of these feedback items, oldest first, with who wrote each. */
async function answersOf(db: DbOrTx, ids: string[]) {
  const byFeedback = new Map<string, FeedbackAnswer[]>();
  if (ids.length === 0) return byFeedback;
  const rows = await db
    .select()
    .from(feedbackAnswers)
    .where(inArray(feedbackAnswers.feedbackId, ids))
    .orderBy(asc(feedbackAnswers.createdAt));
  const names = await displayNames(
    db,
    rows.map((r) => r.answeredBy).filter((id): id is string => id !== null),
  );
  for (const r of rows) {
    const list = byFeedback.get(r.feedbackId) ?? [];
    list.push({
      followUp: r.followUp,
      text: r.text,
      answeredAt: r.createdAt.toISOString(),
      answeredBy: r.answeredBy ? (names.get(r.answeredBy) ?? null) : null,
    });
    byFeedback.set(r.feedbackId, list);
  }
  return byFeedback;
}

async function withAnswers<T extends { id: string }>(db: DbOrTx, items: T[]) {
  const answers = await answersOf(
    db,
    items.map((i) => i.id),
  );
  return items.map((i) => ({ ...i, answers: answers.get(i.id) ?? [] }));
}

/** Whether this caller may answer feedback here: the owner, or a member when the owner allows it. */
export const mayAnswer = (role: Role | null, membersMayAnswer: boolean) =>
  role === 'owner' || (role === 'member' && membersMayAnswer);

const toItem = (r: Row) => ({
  id: r.id,
  rating: r.rating,
  feedbackText: r.feedbackText,
  customerName: r.customerName,
  customerEmail: r.customerEmail,
  emailConfirmed: r.customerEmail !== null && r.emailConfirmedAt !== null,
  createdAt: r.createdAt.toISOString(),
  resolvedAt: r.resolvedAt?.toISOString() ?? null,
});

/** The dashboard card: the newest items, through the (business_id, created_at) index. */
export async function listLatestFeedback(db: DbOrTx, businessId: string): Promise<FeedbackItem[]> {
  const rows = await db
    .select(feedbackItemColumns)
    .from(feedback)
    .where(eq(feedback.businessId, businessId))
    .orderBy(...newestFirst)
    .limit(FEEDBACK_LIST_SIZE);
  return withAnswers(db, rows.map(toItem));
}

/** These items of this business, as the inbox shows them; another business's ids find nothing. */
export async function feedbackItemsByIds(db: DbOrTx, businessId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select(feedbackItemColumns)
    .from(feedback)
    .where(and(eq(feedback.businessId, businessId), inArray(feedback.id, ids)));
  return withAnswers(db, rows.map(toItem));
}

/** One page of the full inbox, newest first, with the count the pager needs. */
export async function listInbox(
  db: DbOrTx,
  businessId: string,
  filter: InboxFilter & { page: number },
  role: Role | null = 'owner',
): Promise<InboxPage> {
  const cond = where(businessId, filter);
  const [rows, [totals], business] = await Promise.all([
    db
      .select(feedbackItemColumns)
      .from(feedback)
      .where(cond)
      .orderBy(...newestFirst)
      .limit(INBOX_PAGE_SIZE)
      .offset((filter.page - 1) * INBOX_PAGE_SIZE),
    db.select({ n: count() }).from(feedback).where(cond),
    findBusiness(db, businessId),
  ]);
  const total = totals?.n ?? 0;
  const membersMayAnswer = business?.membersAnswerFeedback ?? false;
  return {
    items: await withAnswers(db, rows.map(toItem)),
    canAnswer: mayAnswer(role, membersMayAnswer),
    membersMayAnswer,
    page: filter.page,
    pageSize: INBOX_PAGE_SIZE,
    total,
    pageCount: Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE)),
  };
}

/** Marks an item handled, or open again. Only items of this business are found. */
export async function setResolved(
  db: DbOrTx,
  businessId: string,
  feedbackId: string,
  resolved: boolean,
  now = new Date(),
) {
  const [row] = await db
    .update(feedback)
    .set({ resolvedAt: resolved ? sql`coalesce(${feedback.resolvedAt}, ${now})` : null })
    .where(and(eq(feedback.id, feedbackId), eq(feedback.businessId, businessId)))
    .returning({ id: feedback.id, resolvedAt: feedback.resolvedAt });
  if (!row) throw notFound('That feedback item was not found.', 'FEEDBACK_NOT_FOUND');
  return { id: row.id, resolvedAt: row.resolvedAt?.toISOString() ?? null };
}

export const FEEDBACK_CSV_COLUMNS = [
  'id',
  'createdAt',
  'rating',
  'ratingLabel',
  'feedbackText',
  'customerName',
  'customerEmail',
  'resolvedAt',
  'answer',
  'answeredAt',
  'answeredBy',
  'followUp',
  'followUpAt',
];

const BATCH = 1000;

/** Every matching item, in keyset batches (no OFFSET walk), shaped for feedback.csv. */
export async function* feedbackCsvRows(db: DbOrTx, businessId: string, filter: InboxFilter = {}) {
  // The cursor keeps created_at as PostgreSQL's text: a JS Date would drop the microseconds and skip rows.
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const cond: SQL = after
      ? and(
          where(businessId, filter),
          sql`(${feedback.createdAt}, ${feedback.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`,
        )!
      : where(businessId, filter);
    const rows = await db
      .select({
        ...feedbackItemColumns,
        scanId: feedback.scanId,
        cursor: sql<string>`${feedback.createdAt}::text`,
      })
      .from(feedback)
      .where(cond)
      .orderBy(...newestFirst)
      .limit(BATCH);
    const answers = await answersOf(
      db,
      rows.map((r) => r.id),
    );
    for (const { cursor: _, ...r } of rows) {
      const list = answers.get(r.id) ?? [];
      const answer = list.find((a) => !a.followUp);
      const followUp = list.find((a) => a.followUp);
      yield {
        ...r,
        ratingLabel: RATING_LABELS[r.rating] ?? String(r.rating),
        answer: answer?.text ?? null,
        answeredAt: answer?.answeredAt ?? null,
        answeredBy: answer?.answeredBy ?? null,
        followUp: followUp?.text ?? null,
        followUpAt: followUp?.answeredAt ?? null,
      };
    }
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return;
    after = { at: last.cursor, id: last.id };
  }
}
