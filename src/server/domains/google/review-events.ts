import type { DbOrTx } from '#server/db/client.ts';
import { googleReviews } from '#server/db/tables/google.ts';
import { findBusiness } from '#server/domains/businesses/service.ts';
import { emitEvent } from '#server/domains/developers/service.ts';

/** What a review.created or review.updated event says about the review. */
export const reviewEventColumns = {
  reviewId: googleReviews.reviewId,
  stars: googleReviews.stars,
  reviewer: googleReviews.reviewerName,
  comment: googleReviews.comment,
  createTime: googleReviews.createTime,
  updateTime: googleReviews.updateTime,
  reply: googleReviews.replyComment,
};

type Columns = typeof reviewEventColumns;
type ValueOf<C extends Columns[keyof Columns]> = C['_']['notNull'] extends true
  ? C['_']['data']
  : C['_']['data'] | null;
export type ChangedReview = { [K in keyof Columns]: ValueOf<Columns[K]> } & { inserted: boolean };

/** One event per review that came in new or changed, in the transaction that stores it. */
export async function emitReviewEvents(tx: DbOrTx, businessId: string, reviews: ChangedReview[], now: Date) {
  if (reviews.length === 0) return;
  const business = await findBusiness(tx, businessId);
  if (!business) return;
  for (const { inserted, createTime, updateTime, ...review } of reviews) {
    const data = { ...review, createTime: createTime.toISOString(), updateTime: updateTime.toISOString() };
    await emitEvent(tx, business, inserted ? 'review.created' : 'review.updated', data, now);
  }
}
