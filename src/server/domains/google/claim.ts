// Ownership: a place has at most one verified registration, and a verified manager always
// gets their place. A claim moves the place from an unverified registration to the verified owner in
// one transaction: the earlier registrant keeps their business and data, is told by e-mail, and their
// customer links keep working for 30 days.
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import { newBusinessId } from '#server/db/ids.ts';
import { googleConnections, googleManagedPlaces } from '#server/db/tables/google.ts';
import { lockUser } from '#server/domains/auth/service.ts';
import {
  businessesOfPlaces,
  insertBusiness,
  listOwnedBusinesses,
  lockBusinessByPlace,
  releasePlace,
  setGoogleReviewUrl,
  setPlaceVerified,
} from '#server/domains/businesses/service.ts';
import { type MailContext, queuePlaceClaimedNotice } from '#server/domains/notifications/service.ts';
import { createDefaultCustomization } from '#server/domains/qr/service.ts';
import { addMember } from '#server/domains/teams/service.ts';
import { conflict } from '#server/lib/domain-errors.ts';
import { CLAIM_GRACE_DAYS } from '#shared/lib/google.ts';
import { PLAN } from '#shared/lib/plan.ts';
import { audit } from './audit';

const DAY_MS = 24 * 60 * 60 * 1000;

export const VERIFIED_ELSEWHERE_MESSAGE =
  'This business is already verified on ReviewTap by its owner on Google. Ask them for their team code to join their team.';

/** The caller's own connection that manages this place verified on Google, or null. */
export async function managesPlace(db: DbOrTx, userId: string, placeId: string) {
  const owned = (await listOwnedBusinesses(db, userId)).map((b) => b.id);
  if (owned.length === 0) return null;
  const [row] = await db
    .select({ managed: googleManagedPlaces, connection: googleConnections })
    .from(googleManagedPlaces)
    .innerJoin(googleConnections, eq(googleConnections.businessId, googleManagedPlaces.connectionBusinessId))
    .where(
      and(
        inArray(googleManagedPlaces.connectionBusinessId, owned),
        eq(googleManagedPlaces.placeId, placeId),
        eq(googleManagedPlaces.verified, true),
        eq(googleConnections.broken, false),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function placeIsVerified(db: DbOrTx, businessId: string) {
  const [row] = await db
    .select({ verified: googleConnections.verified })
    .from(googleConnections)
    .where(eq(googleConnections.businessId, businessId));
  return row?.verified ?? false;
}

/** Places the caller's connected profiles manage verified that someone else registered without verification. */
export async function claimablePlaces(db: DbOrTx, userId: string) {
  const owned = (await listOwnedBusinesses(db, userId)).map((b) => b.id);
  if (owned.length === 0) return [];
  const managed = await db
    .select({ placeId: googleManagedPlaces.placeId, title: googleManagedPlaces.title })
    .from(googleManagedPlaces)
    .where(
      and(inArray(googleManagedPlaces.connectionBusinessId, owned), eq(googleManagedPlaces.verified, true)),
    );
  const registered = await businessesOfPlaces(
    db,
    managed.map((m) => m.placeId),
  );
  const out: { placeId: string; title: string; registeredName: string }[] = [];
  for (const b of registered) {
    if (b.ownerId === userId || (await placeIsVerified(db, b.id))) continue;
    const m = managed.find((x) => x.placeId === b.placeId)!;
    out.push({ placeId: b.placeId, title: m.title, registeredName: b.name });
  }
  return out;
}

/**
 * The verified owner takes the place: the earlier, unverified registration lets it go, and a new,
 * verified business is the caller's. Exactly one of any number of parallel claims wins: the earlier
 * business's row is locked, and the place id is unique.
 */
export async function claimPlace(
  db: DbOrTx,
  mail: MailContext,
  userId: string,
  placeId: string,
  now = new Date(),
) {
  try {
    return await db.transaction(async (tx) => {
      await lockUser(tx, userId);
      const source = await managesPlace(tx, userId, placeId);
      if (!source) {
        throw conflict(
          'Your connected Google Business Profile does not manage this place as a verified owner.',
          'NOT_YOUR_PLACE',
        );
      }
      const earlier = await lockBusinessByPlace(tx, placeId);
      if (earlier?.ownerId === userId) throw conflict('This place is already yours.', 'ALREADY_YOURS');
      if (earlier && (await placeIsVerified(tx, earlier.id)))
        throw conflict(VERIFIED_ELSEWHERE_MESSAGE, 'PLACE_VERIFIED_ELSEWHERE');
      if (earlier) await releasePlace(tx, earlier.id, now);

      const owned = await listOwnedBusinesses(tx, userId);
      const first = owned[0];
      const trialEndsAt = first
        ? first.trialEndsAt > now
          ? first.trialEndsAt
          : now
        : new Date(now.getTime() + PLAN.trialDays * DAY_MS);
      const reviewUrl =
        source.managed.newReviewUri ??
        `https://search.google.com/local/writereview?placeid=${encodeURIComponent(placeId)}`;
      const business = await insertBusiness(tx, {
        id: newBusinessId(),
        ownerId: userId,
        name: earlier?.name ?? source.managed.title,
        address: earlier?.address ?? source.managed.title,
        placeId,
        googleReviewUrl: reviewUrl,
        trialEndsAt,
        createdAt: now,
      });
      await addMember(tx, { businessId: business.id, userId, role: 'owner' });
      await createDefaultCustomization(tx, business.id);
      await tx.insert(googleConnections).values({
        businessId: business.id,
        connectedBy: userId,
        sealedRefreshToken: source.connection.sealedRefreshToken,
        accountName: source.managed.accountName,
        account: source.managed.account,
        location: source.managed.location,
        locationTitle: source.managed.title,
        verified: true,
        newReviewUri: source.managed.newReviewUri,
        syncRequestedAt: now,
      });
      await setGoogleReviewUrl(tx, business.id, reviewUrl);
      await setPlaceVerified(tx, business.id, now);
      await audit(tx, { businessId: business.id, userId, action: 'claim', detail: `place ${placeId}` });
      if (earlier) {
        await audit(tx, {
          businessId: earlier.id,
          userId,
          action: 'place-claimed',
          detail: `place ${placeId} taken by its verified owner, business ${business.id}`,
        });
        await queuePlaceClaimedNotice(tx, mail, {
          businessId: earlier.id,
          businessName: earlier.name,
          userId: earlier.ownerId,
          now,
          graceDays: CLAIM_GRACE_DAYS,
        });
      }
      return { ...business, googleReviewUrl: reviewUrl };
    });
  } catch (err) {
    // Two verified owners racing for one place: the unique place id decides; the loser hears why.
    if (isUniqueViolation(err)) throw conflict(VERIFIED_ELSEWHERE_MESSAGE, 'PLACE_VERIFIED_ELSEWHERE');
    throw err;
  }
}
