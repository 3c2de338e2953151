// The google domain: a business's Google Business Profile connection, its reviews with the
// owner's replies, and the profile's daily totals. It owns the google_* tables.
import { and, count, desc, eq, inArray, isNotNull, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import {
  findBusiness,
  setGoogleReviewUrl,
  setPlaceVerified,
  toBusiness,
} from '#server/businesses/service.ts';
import type { DbOrTx } from '#server/db/client.ts';
import {
  googleConnections,
  googleManagedPlaces,
  googleProfileDays,
  googleReplyTemplates,
  googleReviews,
  googleRevocations,
} from '#server/db/tables/google.ts';
import { emitEvent } from '#server/developers/service.ts';
import { conflict, invalid, notFound, unavailable, upstreamFailed } from '#server/lib/domain-errors.ts';
import { openToken, sealToken } from '#server/lib/token-crypto.ts';
import {
  type MailContext,
  queueConnectionBrokenNotice,
  queueReviewAlerts,
} from '#server/notifications/service.ts';
import { conversionsBetween } from '#server/visits/service.ts';
import type { GoogleReview, GoogleStatus, ReplyTemplates, ReviewsPage } from '#shared/schemas/google.ts';
import { audit } from './audit';
import { type BusinessProfile, ProfileError, type ProfileReview } from './business-profile';

/** A review written within this long after a customer went from a QR code to Google "followed a visit". */
export const FOLLOW_WINDOW_MS = 2 * 60 * 60 * 1000;
const PAGE_SIZE = 20;
/** Every connected location is read again at least this often. */
const SYNC_EVERY_MS = 60 * 60 * 1000;
/** How long an instance holds a location while it syncs it; a crashed instance's lease runs out. */
const LEASE_MS = 2 * 60 * 1000;
/** A location whose read failed waits this long before the next try. */
const RETRY_AFTER_FAILURE_MS = 5 * 60 * 1000;

export type GoogleDeps = {
  profile: BusinessProfile | null;
  key: Buffer;
  mode: 'google' | 'demo' | 'off';
  /** For the one e-mail when Google stops accepting a connection. */
  mail?: MailContext;
};

function requireProfile(deps: GoogleDeps) {
  if (!deps.profile) {
    throw unavailable('Google Business Profile is not enabled on this server.', 'GOOGLE_NOT_ENABLED');
  }
  return deps.profile;
}

async function connectionOf(db: DbOrTx, businessId: string) {
  const [row] = await db.select().from(googleConnections).where(eq(googleConnections.businessId, businessId));
  return row ?? null;
}

/** What the Google reviews section and the dashboard badge show. */
export async function googleStatus(db: DbOrTx, deps: GoogleDeps, businessId: string): Promise<GoogleStatus> {
  const c = await connectionOf(db, businessId);
  const [open] = c
    ? await db
        .select({ n: count() })
        .from(googleReviews)
        .where(and(eq(googleReviews.businessId, businessId), isNull(googleReviews.replyComment)))
    : [];
  return {
    available: deps.profile !== null,
    mode: deps.mode,
    connected: c !== null,
    verified: c?.verified ?? false,
    accountName: c?.accountName ?? null,
    locationTitle: c?.locationTitle ?? null,
    newReviewUri: c?.newReviewUri ?? null,
    lastSyncAt: c?.lastSyncAt?.toISOString() ?? null,
    broken: c?.broken ?? false,
    averageRating: c?.averageRating ?? null,
    totalReviewCount: c?.totalReviewCount ?? null,
    unreplied: Number(open?.n ?? 0),
  };
}

/**
 * After the owner granted access: walk every account and location the token can act for, match the
 * business's place id, and keep the sealed token. A matching location with `hasVoiceOfMerchant` is
 * verified, and Google's own review link becomes the business's.
 */
export async function completeConnection(
  db: DbOrTx,
  deps: GoogleDeps,
  input: { businessId: string; userId: string; refreshToken: string },
) {
  const profile = requireProfile(deps);
  const business = await findBusiness(db, input.businessId);
  if (!business) throw notFound('Business not found', 'BUSINESS_NOT_FOUND');
  const locations = await callGoogle(() => profile.locations(input.refreshToken));
  const match = locations.find((l) => l.placeId === business.placeId) ?? null;
  const values = {
    connectedBy: input.userId,
    sealedRefreshToken: sealToken(deps.key, input.refreshToken),
    accountName: match?.accountName ?? locations[0]?.accountName ?? null,
    account: match?.account ?? null,
    location: match?.location ?? null,
    locationTitle: match?.title ?? null,
    verified: Boolean(match?.hasVoiceOfMerchant),
    newReviewUri: match?.newReviewUri ?? null,
    broken: false,
    brokenMailedAt: null,
    syncedThrough: null,
    syncRequestedAt: new Date(),
  };
  await db.transaction(async (tx) => {
    // Connected anew with another location (or none): the old location's reviews are not this one's.
    const [before] = await tx
      .select({ location: googleConnections.location })
      .from(googleConnections)
      .where(eq(googleConnections.businessId, input.businessId))
      .for('update');
    if (before && before.location !== values.location) {
      await tx.delete(googleReviews).where(eq(googleReviews.businessId, input.businessId));
      await tx.delete(googleProfileDays).where(eq(googleProfileDays.businessId, input.businessId));
    }
    await tx
      .insert(googleConnections)
      .values({ businessId: input.businessId, ...values })
      .onConflictDoUpdate({ target: googleConnections.businessId, set: values });
    if (values.verified && values.newReviewUri)
      await setGoogleReviewUrl(tx, input.businessId, values.newReviewUri);
    await setPlaceVerified(tx, input.businessId, values.verified ? new Date() : null);
    // Every place this account manages, for claims (a verified owner always gets their place).
    await tx
      .delete(googleManagedPlaces)
      .where(eq(googleManagedPlaces.connectionBusinessId, input.businessId));
    const managed = locations.filter((l) => l.placeId);
    for (let i = 0; i < managed.length; i += 500) {
      await tx
        .insert(googleManagedPlaces)
        .values(
          managed.slice(i, i + 500).map((l) => ({
            connectionBusinessId: input.businessId,
            placeId: l.placeId!,
            account: l.account,
            accountName: l.accountName,
            location: l.location,
            title: l.title,
            newReviewUri: l.newReviewUri,
            verified: l.hasVoiceOfMerchant,
          })),
        )
        .onConflictDoNothing();
    }
    await audit(tx, {
      businessId: input.businessId,
      userId: input.userId,
      action: 'connect',
      detail: match
        ? `${match.location}${values.verified ? ' verified' : ' not verified'}`
        : 'no matching location',
    });
  });
  return { matched: match !== null, verified: values.verified, locations: locations.length };
}

/** Revokes the token at Google and forgets it with every review; a Google outage does not stop it. */
export async function disconnect(
  db: DbOrTx,
  deps: GoogleDeps,
  businessId: string,
  userId: string | null,
  onRevokeError: (err: unknown) => void = () => {},
) {
  const c = await connectionOf(db, businessId);
  if (!c) return;
  let revoked = true;
  if (c.sealedRefreshToken && deps.profile) {
    await deps.profile.revoke(openToken(deps.key, c.sealedRefreshToken)).catch((err: unknown) => {
      revoked = false;
      onRevokeError(err);
    });
  }
  await db.transaction(async (tx) => {
    // Google did not confirm: the token is kept (sealed) and revoked again until it does.
    if (!revoked && c.sealedRefreshToken)
      await tx.insert(googleRevocations).values({ sealedToken: c.sealedRefreshToken });
    await tx.delete(googleReviews).where(eq(googleReviews.businessId, businessId));
    await tx.delete(googleProfileDays).where(eq(googleProfileDays.businessId, businessId));
    await tx.delete(googleConnections).where(eq(googleConnections.businessId, businessId));
    await setPlaceVerified(tx, businessId, null);
    await audit(tx, { businessId, userId, action: 'disconnect' });
  });
}

/** 1, 2, 4 … minutes after each failed try, at most a day apart. */
const revokeBackoffMs = (attempts: number) => Math.min(60_000 * 2 ** attempts, 24 * 60 * 60 * 1000);

/** Revokes again the tokens Google did not confirm; each is forgotten once Google answers. */
export async function retryRevocations(
  db: DbOrTx,
  deps: GoogleDeps,
  now: Date,
  onError: (err: unknown) => void,
) {
  if (!deps.profile) return 0;
  const due = await db
    .select()
    .from(googleRevocations)
    .where(lte(googleRevocations.nextTryAt, now))
    .orderBy(googleRevocations.nextTryAt)
    .limit(50);
  let done = 0;
  for (const row of due) {
    try {
      await deps.profile.revoke(openToken(deps.key, row.sealedToken));
      await db.delete(googleRevocations).where(eq(googleRevocations.id, row.id));
      done += 1;
    } catch (err) {
      onError(err);
      await db
        .update(googleRevocations)
        .set({
          attempts: row.attempts + 1,
          nextTryAt: new Date(now.getTime() + revokeBackoffMs(row.attempts + 1)),
        })
        .where(eq(googleRevocations.id, row.id));
    }
  }
  return done;
}

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

/** Maps Google's refusals to the owner's words. */
async function callGoogle<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (!(err instanceof ProfileError)) throw err;
    if (err.kind === 'reconnect')
      throw conflict('Google no longer accepts this connection: please connect again.', 'GOOGLE_RECONNECT');
    if (err.kind === 'not-found')
      throw notFound('Google no longer has that review or location.', 'GOOGLE_NOT_FOUND');
    if (err.kind === 'rate-limited')
      throw unavailable('Google is busy. Please try again in a minute.', 'GOOGLE_BUSY');
    throw upstreamFailed(`Google refused: ${err.message}`, 'GOOGLE_FAILED', err);
  }
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
  const reviews: GoogleReview[] = page.map((r, i) => toReview(r, marks[i] ?? false));
  const last = rows.length > PAGE_SIZE ? oldest : undefined;
  return {
    reviews,
    nextCursor: last ? encodeCursor({ t: last.createTime.toISOString(), id: last.reviewId }) : null,
  };
}

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

/** What a review.created or review.updated event says about the review. */
const reviewEventColumns = {
  reviewId: googleReviews.reviewId,
  stars: googleReviews.stars,
  reviewer: googleReviews.reviewerName,
  comment: googleReviews.comment,
  createTime: googleReviews.createTime,
  updateTime: googleReviews.updateTime,
  reply: googleReviews.replyComment,
};

type ChangedReview = { [K in keyof typeof reviewEventColumns]: unknown } & { inserted: boolean };

/** One event per review that came in new or changed, in the transaction that stores it. */
async function emitReviewEvents(tx: DbOrTx, businessId: string, reviews: ChangedReview[], now: Date) {
  if (reviews.length === 0) return;
  const business = await findBusiness(tx, businessId);
  if (!business) return;
  for (const { inserted, ...review } of reviews) {
    await emitEvent(tx, business, inserted ? 'review.created' : 'review.updated', review, now);
  }
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

import { claimPlace } from './claim';

/** The claim as the owner's app shows the new business. */
export const claimPlaceAsOwner = async (db: DbOrTx, mail: MailContext, userId: string, placeId: string) =>
  toBusiness(await claimPlace(db, mail, userId, placeId));

export {
  claimablePlaces,
  claimPlace,
  managesPlace,
  placeIsVerified,
  VERIFIED_ELSEWHERE_MESSAGE,
} from './claim';

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
export { forgetAudit } from './audit';
export { composeReviewDigests } from './review-digest';
