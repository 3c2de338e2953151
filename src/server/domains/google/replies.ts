// The owner's replies: written, replaced or deleted at Google first, then kept as Google answered;
// and the saved reply templates per star band.
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { googleReplyTemplates, googleReviews } from '#server/db/tables/google.ts';
import { conflict, notFound } from '#server/lib/domain-errors.ts';
import { openToken } from '#server/lib/token-crypto.ts';
import type { ReplyTemplates } from '#shared/schemas/google.ts';
import { callGoogle, connectionOf, type GoogleDeps, requireProfile } from './profile-access';
import { emitReviewEvents, reviewEventColumns } from './review-events';

/** The connection and review a reply needs; another business's review is simply not found. */
async function replyTarget(db: DbOrTx, deps: GoogleDeps, businessId: string, reviewId: string) {
  const c = await connectionOf(db, businessId);
  if (!c?.sealedRefreshToken || !c.account || !c.location) {
    throw conflict('Connect a matching Google Business Profile first.', 'GOOGLE_NOT_CONNECTED');
  }
  if (c.broken)
    throw conflict('Google no longer accepts this connection: please connect again.', 'GOOGLE_RECONNECT');
  const [review] = await db
    .select({ reviewId: googleReviews.reviewId })
    .from(googleReviews)
    .where(and(eq(googleReviews.businessId, businessId), eq(googleReviews.reviewId, reviewId)));
  if (!review) throw notFound('That review was not found.', 'REVIEW_NOT_FOUND');
  return {
    token: openToken(deps.key, c.sealedRefreshToken),
    at: { account: c.account, location: c.location },
  };
}

/** Writes or replaces the reply at Google, then keeps Google's answer. */
export async function saveReply(
  db: DbOrTx,
  deps: GoogleDeps,
  businessId: string,
  reviewId: string,
  comment: string,
) {
  const profile = requireProfile(deps);
  const { token, at } = await replyTarget(db, deps, businessId, reviewId);
  const reply = await callGoogle(() => profile.reply(token, at, reviewId, comment));
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(googleReviews)
      .set({ replyComment: reply.comment, replyUpdateTime: reply.updateTime })
      .where(and(eq(googleReviews.businessId, businessId), eq(googleReviews.reviewId, reviewId)))
      .returning({ ...reviewEventColumns, inserted: sql<boolean>`false` });
    await emitReviewEvents(tx, businessId, changed, new Date());
  });
  return { comment: reply.comment, updateTime: reply.updateTime.toISOString() };
}

export async function deleteReply(db: DbOrTx, deps: GoogleDeps, businessId: string, reviewId: string) {
  const profile = requireProfile(deps);
  const { token, at } = await replyTarget(db, deps, businessId, reviewId);
  await callGoogle(() => profile.deleteReply(token, at, reviewId));
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(googleReviews)
      .set({ replyComment: null, replyUpdateTime: null })
      .where(and(eq(googleReviews.businessId, businessId), eq(googleReviews.reviewId, reviewId)))
      .returning({ ...reviewEventColumns, inserted: sql<boolean>`false` });
    await emitReviewEvents(tx, businessId, changed, new Date());
  });
}

/** The owner's saved replies; an unsaved band is empty. */
export async function replyTemplates(db: DbOrTx, businessId: string): Promise<ReplyTemplates> {
  const rows = await db
    .select()
    .from(googleReplyTemplates)
    .where(eq(googleReplyTemplates.businessId, businessId));
  return {
    low: rows.find((r) => r.band === 'low')?.text ?? '',
    high: rows.find((r) => r.band === 'high')?.text ?? '',
  };
}

export async function saveReplyTemplates(
  db: DbOrTx,
  businessId: string,
  templates: ReplyTemplates,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    for (const band of ['low', 'high'] as const) {
      await tx
        .insert(googleReplyTemplates)
        .values({ businessId, band, text: templates[band], updatedAt: now })
        .onConflictDoUpdate({
          target: [googleReplyTemplates.businessId, googleReplyTemplates.band],
          set: { text: templates[band], updatedAt: now },
        });
    }
  });
  return replyTemplates(db, businessId);
}

/** What a draft of a reply needs of one review; another business's review is simply not found. */
export async function reviewToAnswer(db: DbOrTx, businessId: string, reviewId: string) {
  const [row] = await db
    .select({
      stars: googleReviews.stars,
      text: googleReviews.comment,
      displayName: googleReviews.reviewerName,
      isAnonymous: googleReviews.reviewerAnonymous,
    })
    .from(googleReviews)
    .where(and(eq(googleReviews.businessId, businessId), eq(googleReviews.reviewId, reviewId)));
  if (!row) throw notFound('That review was not found.', 'REVIEW_NOT_FOUND');
  return row;
}
