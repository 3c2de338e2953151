// The reviews as the owner reads them: newest first, a page at a time, with whether each followed a
// visit from a QR code; and every review for the export.
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { googleConnections, googleReviews } from '#server/db/tables/google.ts';
import { conversionsBetween } from '#server/domains/visits/service.ts';
import { invalid } from '#server/lib/domain-errors.ts';
import type { GoogleReview, ReviewsPage } from '#shared/schemas/google.ts';
import { waitingReview } from './connection';

/** A review written within this long after a customer went from a QR code to Google "followed a visit". */
export const FOLLOW_WINDOW_MS = 2 * 60 * 60 * 1000;
const PAGE_SIZE = 20;

type Cursor = { t: string; id: string };
const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify(c)).toString('base64url');
function decodeCursor(raw: string): Cursor {
  try {
    const c = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<Cursor>;
    if (typeof c.t === 'string' && typeof c.id === 'string' && !Number.isNaN(Date.parse(c.t)))
      return c as Cursor;
  } catch {
    // fall through
  }
  throw invalid('That page link is not valid.', 'BAD_CURSOR');
}

/** Whether a conversion came within the window before each time (both lists sorted oldest first). */
function followed(times: Date[], conversions: { at: Date | null }[]) {
  const at = conversions.map((c) => c.at?.getTime() ?? 0);
  return times.map((t) => {
    const end = t.getTime();
    return at.some((c) => c <= end && c >= end - FOLLOW_WINDOW_MS);
  });
}

/** The reviews, newest first, 20 a page, with the stars and replied filters. */
export async function listReviews(
  db: DbOrTx,
  businessId: string,
  filter: { stars?: number[]; replied?: boolean; cursor?: string },
): Promise<ReviewsPage> {
  const where: SQL[] = [eq(googleReviews.businessId, businessId)];
  if (filter.stars?.length) where.push(inArray(googleReviews.stars, filter.stars));
  if (filter.replied === true) where.push(isNotNull(googleReviews.replyComment));
  if (filter.replied === false) where.push(isNull(googleReviews.replyComment));
  if (filter.cursor) {
    const c = decodeCursor(filter.cursor);
    where.push(
      sql`(${googleReviews.createTime}, ${googleReviews.reviewId}) < (${c.t}::timestamptz, ${c.id})`,
    );
  }
  const rows = await db
    .select()
    .from(googleReviews)
    .where(and(...where))
    .orderBy(desc(googleReviews.createTime), desc(googleReviews.reviewId))
    .limit(PAGE_SIZE + 1);
  const page = rows.slice(0, PAGE_SIZE);
  const last = rows.length > PAGE_SIZE ? page.at(-1) : undefined;
  return {
    reviews: await withFollowMarks(db, businessId, page),
    nextCursor: last ? encodeCursor({ t: last.createTime.toISOString(), id: last.reviewId }) : null,
  };
}

/** The reviews as the owner reads them, each marked when it followed a visit (rows newest first). */
async function withFollowMarks(
  db: DbOrTx,
  businessId: string,
  page: (typeof googleReviews.$inferSelect)[],
): Promise<GoogleReview[]> {
  const oldest = page.at(-1);
  const newest = page[0];
  const conversions =
    oldest && newest
      ? await conversionsBetween(
          db,
          businessId,
          new Date(oldest.createTime.getTime() - FOLLOW_WINDOW_MS),
          newest.createTime,
        )
      : [];
  const marks = followed(
    page.map((r) => r.createTime),
    conversions,
  );
  return page.map((r, i) => toReview(r, marks[i] ?? false));
}

/** These reviews of this business, as the owner reads them; another business's ids find nothing. */
export async function reviewsByIds(db: DbOrTx, businessId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(googleReviews)
    .where(and(eq(googleReviews.businessId, businessId), inArray(googleReviews.reviewId, ids)))
    .orderBy(desc(googleReviews.createTime));
  return withFollowMarks(db, businessId, rows);
}

/**
 * The business's Google reviews as inbox lines (kind, id, at) for another domain's one statement; with
 * `waitingSince`, only those that need an answer.
 */
export const reviewLinesSql = (businessId: string, waitingSince: Date | null): SQL =>
  sql`select 'review'::text as kind, r.review_id as id, r.create_time as at from ${googleReviews} r
    where r.business_id = ${businessId}${waitingSince ? sql` and ${waitingReview(waitingSince)}` : sql``}`;

function toReview(r: typeof googleReviews.$inferSelect, followedVisit: boolean): GoogleReview {
  return {
    id: r.reviewId,
    stars: r.stars,
    reviewer: {
      displayName: r.reviewerAnonymous ? 'Anonymous' : r.reviewerName,
      isAnonymous: r.reviewerAnonymous,
    },
    comment: r.comment,
    createTime: r.createTime.toISOString(),
    updateTime: r.updateTime.toISOString(),
    reply:
      r.replyComment !== null
        ? { comment: r.replyComment, updateTime: (r.replyUpdateTime ?? r.updateTime).toISOString() }
        : null,
    followedVisit,
  };
}

/** Every review with its reply, for the export. */
export function reviewRowsForExport(db: DbOrTx, businessId: string) {
  return db
    .select({
      reviewId: googleReviews.reviewId,
      createTime: googleReviews.createTime,
      stars: googleReviews.stars,
      reviewer: googleReviews.reviewerName,
      comment: googleReviews.comment,
      replyComment: googleReviews.replyComment,
      replyUpdateTime: googleReviews.replyUpdateTime,
    })
    .from(googleReviews)
    .where(eq(googleReviews.businessId, businessId))
    .orderBy(googleReviews.createTime);
}

/** When each review from `from` on was written, oldest first; null while no Business Profile is connected. */
export async function reviewTimesSince(db: DbOrTx, businessId: string, from: Date): Promise<Date[] | null> {
  const [connected] = await db
    .select({ id: googleConnections.businessId })
    .from(googleConnections)
    .where(eq(googleConnections.businessId, businessId));
  if (!connected) return null;
  const rows = await db
    .select({ at: googleReviews.createTime })
    .from(googleReviews)
    .where(and(eq(googleReviews.businessId, businessId), gte(googleReviews.createTime, from)))
    .orderBy(asc(googleReviews.createTime));
  return rows.map((r) => r.at);
}
