// Reading each connected location's reviews and daily totals from Google: on request and at least
// hourly, one instance per location at a time (a lease), a broken connection told to the owner once.
import { and, eq, isNotNull, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { googleConnections, googleProfileDays, googleReviews } from '#server/db/tables/google.ts';
import { findBusiness, suspendedBusinessIdsSql } from '#server/domains/businesses/service.ts';
import { queueConnectionBrokenNotice, queueReviewAlerts } from '#server/domains/notifications/service.ts';
import { conflict } from '#server/lib/domain-errors.ts';
import { openToken } from '#server/lib/token-crypto.ts';
import { audit } from './audit';
import { type BusinessProfile, ProfileError, type ProfileReview } from './business-profile';
import { type GoogleDeps, requireProfile } from './profile-access';
import { emitReviewEvents, reviewEventColumns } from './review-events';

/** Every connected location is read again at least this often. */
const SYNC_EVERY_MS = 60 * 60 * 1000;
/** How long an instance holds a location while it syncs it; a crashed instance's lease runs out. */
const LEASE_MS = 2 * 60 * 1000;
/** A location whose read failed waits this long before the next try. */
const RETRY_AFTER_FAILURE_MS = 5 * 60 * 1000;

/**
 * The owner asks for a sync now; the scheduler's next tick (within 10 s) takes it. A location resting
 * after a failed read rests no longer: the owner asked, and the route's own limit keeps asking rare.
 * A read in progress (its lease held, no failure) is left alone: its result is what was asked for.
 */
export async function requestSync(db: DbOrTx, businessId: string, now = new Date()) {
  const [row] = await db
    .update(googleConnections)
    .set({
      syncRequestedAt: now,
      syncLeaseUntil: sql`case when ${googleConnections.syncFailedAt} is not null then null else ${googleConnections.syncLeaseUntil} end`,
    })
    .where(and(eq(googleConnections.businessId, businessId), isNotNull(googleConnections.location)))
    .returning({ businessId: googleConnections.businessId });
  if (!row) throw conflict('Connect a matching Google Business Profile first.', 'GOOGLE_NOT_CONNECTED');
}

const reviewRow = (businessId: string, r: ProfileReview) => ({
  businessId,
  reviewId: r.reviewId,
  stars: r.stars,
  reviewerName: r.reviewer.displayName,
  reviewerAnonymous: r.reviewer.isAnonymous,
  comment: r.comment,
  createTime: r.createTime,
  updateTime: r.updateTime,
  replyComment: r.reply?.comment ?? null,
  replyUpdateTime: r.reply?.updateTime ?? null,
});

/**
 * Takes the location for this instance, or null when another holds it (its lease has not run out).
 * One conditional UPDATE: of parallel callers exactly one gets the row.
 */
async function takeLease(db: DbOrTx, businessId: string, now: Date) {
  const [row] = await db
    .update(googleConnections)
    .set({ syncLeaseUntil: new Date(now.getTime() + LEASE_MS) })
    .where(
      and(
        eq(googleConnections.businessId, businessId),
        or(isNull(googleConnections.syncLeaseUntil), lt(googleConnections.syncLeaseUntil, now)),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Reads the location's reviews into our table: everything the first time, then what changed since the
 * newest updateTime seen. Keeps today's total and average. Answers false when another instance holds
 * the location.
 */
export async function syncLocation(db: DbOrTx, deps: GoogleDeps, businessId: string, now = new Date()) {
  const profile = requireProfile(deps);
  const c = await takeLease(db, businessId, now);
  if (!c) return false;
  // After a failure (Google busy, a network error) the location rests: its lease is kept a while, so
  // the 10-second tick does not hammer a quota.
  let restUntil: Date | null = null;
  try {
    if (!c.sealedRefreshToken || !c.account || !c.location || c.broken) return true;
    const token = openToken(deps.key, c.sealedRefreshToken);
    let page: Awaited<ReturnType<BusinessProfile['reviews']>>;
    try {
      page = await profile.reviews(token, { account: c.account, location: c.location }, c.syncedThrough);
    } catch (err) {
      if (err instanceof ProfileError && err.kind === 'reconnect') {
        await markBroken(db, deps, businessId, now);
        return true;
      }
      throw err;
    }
    const newest = page.reviews.reduce<Date | null>(
      (max, r) => (max && max >= r.updateTime ? max : r.updateTime),
      c.syncedThrough,
    );
    const written = await db.transaction(async (tx) => {
      // The connection is locked and checked again: a disconnect (or a new connection) while Google
      // was answering wins, and this read writes nothing back.
      const [still] = await tx
        .select({ token: googleConnections.sealedRefreshToken })
        .from(googleConnections)
        .where(eq(googleConnections.businessId, businessId))
        .for('update');
      if (!still || still.token !== c.sealedRefreshToken) return false;
      for (let i = 0; i < page.reviews.length; i += 200) {
        const rows = page.reviews.slice(i, i + 200).map((r) => reviewRow(businessId, r));
        const changed = await tx
          .insert(googleReviews)
          .values(rows)
          .onConflictDoUpdate({
            target: [googleReviews.businessId, googleReviews.reviewId],
            set: {
              stars: sql`excluded.stars`,
              reviewerName: sql`excluded.reviewer_name`,
              reviewerAnonymous: sql`excluded.reviewer_anonymous`,
              comment: sql`excluded.comment`,
              updateTime: sql`excluded.update_time`,
              replyComment: sql`excluded.reply_comment`,
              replyUpdateTime: sql`excluded.reply_update_time`,
            },
          })
          .returning({ ...reviewEventColumns, inserted: sql<boolean>`(xmax = 0)` });
        // The first read is the history, not news: events start with what changes after it.
        if (c.syncedThrough) await emitReviewEvents(tx, businessId, changed, now);
      }
      await tx
        .update(googleConnections)
        .set({
          syncedThrough: newest,
          lastSyncAt: now,
          syncRequestedAt: null,
          syncFailedAt: null,
          averageRating: page.averageRating,
          totalReviewCount: page.totalReviewCount,
        })
        .where(eq(googleConnections.businessId, businessId));
      // A low review that appeared since the last read is told at once (never on the first read, which
      // brings the whole history).
      const since = c.syncedThrough;
      const fresh = since ? page.reviews.filter((r) => r.stars <= 3 && r.createTime > since) : [];
      const business = fresh.length && deps.mail ? await findBusiness(tx, businessId) : null;
      if (business && deps.mail) {
        await queueReviewAlerts(tx, deps.mail, {
          businessId,
          businessName: business.name,
          reviews: fresh.map((r) => ({
            stars: r.stars,
            reviewer: r.reviewer.isAnonymous ? 'Anonymous' : r.reviewer.displayName,
            comment: r.comment,
          })),
          now,
        });
      }
      if (page.totalReviewCount !== null && page.averageRating !== null) {
        const day = { totalReviewCount: page.totalReviewCount, averageRating: page.averageRating };
        await tx
          .insert(googleProfileDays)
          .values({ businessId, day: now.toISOString().slice(0, 10), ...day })
          .onConflictDoUpdate({ target: [googleProfileDays.businessId, googleProfileDays.day], set: day });
      }
      return true;
    });
    return written;
  } catch (err) {
    restUntil = new Date(now.getTime() + RETRY_AFTER_FAILURE_MS);
    throw err;
  } finally {
    await db
      .update(googleConnections)
      .set({ syncLeaseUntil: restUntil, ...(restUntil ? { syncFailedAt: now } : {}) })
      .where(eq(googleConnections.businessId, businessId));
  }
}

/** Google refused the stored token: the connection is broken, and the owner is told once, by e-mail. */
async function markBroken(db: DbOrTx, deps: GoogleDeps, businessId: string, now: Date) {
  await db.transaction(async (tx) => {
    const [first] = await tx
      .update(googleConnections)
      .set({ broken: true, brokenMailedAt: now })
      .where(and(eq(googleConnections.businessId, businessId), isNull(googleConnections.brokenMailedAt)))
      .returning({ businessId: googleConnections.businessId });
    await tx
      .update(googleConnections)
      .set({ broken: true })
      .where(eq(googleConnections.businessId, businessId));
    await audit(tx, { businessId, action: 'broken', detail: 'Google refused the stored token' });
    const business = first && deps.mail ? await findBusiness(tx, businessId) : null;
    if (business && deps.mail) {
      await queueConnectionBrokenNotice(tx, deps.mail, {
        businessId,
        businessName: business.name,
        userId: business.ownerId,
        now,
      });
    }
  });
}

/** The scheduler's tick: every location asked for, or not read for an hour. */
export async function syncDue(db: DbOrTx, deps: GoogleDeps, now: Date, onError: (err: unknown) => void) {
  if (!deps.profile) return 0;
  const due = await db
    .select({ businessId: googleConnections.businessId })
    .from(googleConnections)
    .where(
      and(
        isNotNull(googleConnections.location),
        eq(googleConnections.broken, false),
        // A suspended business's connection rests until the operator restores it.
        notInArray(googleConnections.businessId, suspendedBusinessIdsSql()),
        or(
          isNotNull(googleConnections.syncRequestedAt),
          isNull(googleConnections.lastSyncAt),
          lt(googleConnections.lastSyncAt, new Date(now.getTime() - SYNC_EVERY_MS)),
        ),
      ),
    )
    .limit(50);
  let synced = 0;
  for (const { businessId } of due) {
    try {
      if (await syncLocation(db, deps, businessId, now)) synced += 1;
    } catch (err) {
      // One location's trouble (Google busy, a network error) never stops the others.
      onError(err);
    }
  }
  return synced;
}
