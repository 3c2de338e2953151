// Connecting a business to its Business Profile, what the section shows of it, and disconnecting
// (the token revoked at Google, retried until Google confirms).
import { and, count, eq, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import {
  googleConnections,
  googleManagedPlaces,
  googleProfileDays,
  googleReviews,
  googleRevocations,
} from '#server/db/tables/google.ts';
import { findBusiness, setGoogleReviewUrl, setPlaceVerified } from '#server/domains/businesses/service.ts';
import { notFound } from '#server/lib/domain-errors.ts';
import { openToken, sealToken } from '#server/lib/token-crypto.ts';
import { waitingSince } from '#shared/lib/waiting.ts';
import type { GoogleStatus } from '#shared/schemas/google.ts';
import { audit } from './audit';
import { callGoogle, connectionOf, type GoogleDeps, requireProfile } from './profile-access';

/**
 * A Google review that needs an answer: no reply, written after the Business Profile was connected and
 * since `since`. Older history does not nag. `r` is the review's alias.
 */
export const waitingReview = (since: Date) =>
  sql`r.reply_comment is null and r.create_time >= ${since.toISOString()}::timestamptz
    and r.create_time >= (select c.${sql.identifier(googleConnections.connectedAt.name)} from ${googleConnections} c where c.business_id = r.business_id)`;

/**
 * A scalar subquery: the business's Google reviews that need an answer, or null while no Business
 * Profile is connected.
 */
export const unrepliedReviewsSql = (businessId: SQL, since: Date): SQL<number | null> =>
  sql<
    number | null
  >`(select case when exists (select 1 from ${googleConnections} c where c.business_id = ${businessId})
    then (select count(*) from ${googleReviews} r where r.business_id = ${businessId} and ${waitingReview(since)})
    end)`.mapWith((v) => (v === null ? null : Number(v)));

/** Whether the business has a Business Profile connected. */
export async function isConnected(db: DbOrTx, businessId: string) {
  const [row] = await db
    .select({ id: googleConnections.businessId })
    .from(googleConnections)
    .where(eq(googleConnections.businessId, businessId));
  return row !== undefined;
}

/** What the Google reviews section and the dashboard badge show. */
export async function googleStatus(db: DbOrTx, deps: GoogleDeps, businessId: string): Promise<GoogleStatus> {
  const c = await connectionOf(db, businessId);
  const [open] = c
    ? await db
        .select({ n: count() })
        .from(sql`${googleReviews} r`)
        .where(and(sql`r.business_id = ${businessId}`, waitingReview(waitingSince(new Date()))))
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
