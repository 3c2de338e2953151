// Registering a business: the place vouched for by the places provider, the business row, its
// owner's seat and its QR defaults, in one transaction. It composes four domains, so it lives
// here rather than in service.ts (which imports none: teams and billing build on it).

import type { DbOrTx } from '#server/db/client.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import { newBusinessId } from '#server/db/ids.ts';
import type { BusinessRow } from '#server/db/tables/businesses.ts';
import { googleSubOf, lockUser } from '#server/domains/auth/service.ts';
import {
  claimPlace,
  managesPlace,
  placeIsVerified,
  VERIFIED_ELSEWHERE_MESSAGE,
} from '#server/domains/google/service.ts';
import type { MailContext } from '#server/domains/notifications/service.ts';
import type { PlacesProvider } from '#server/domains/places/service.ts';
import { createDefaultCustomization } from '#server/domains/qr/service.ts';
import { addMember, membershipsOfUser } from '#server/domains/teams/service.ts';
import { conflict, forbidden, invalid } from '#server/lib/domain-errors.ts';
import { MAX_LOCATIONS_PER_OWNER, PLAN } from '#shared/lib/plan.ts';
import { ALREADY_REGISTERED_MESSAGE, type RegisterBusiness } from '#shared/schemas/businesses.ts';
import {
  businessNames,
  businessOfPlace,
  insertBusiness,
  listOwnedBusinesses,
  usableTimeZone,
} from './service';
import { earlierTrialEnd, recordTrial, trialSubjects } from './trials';

const TRIAL_DAYS = PLAN.trialDays;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The teams the user is on, with each business's name and customer language, oldest first. */
export async function listMembershipsOf(db: DbOrTx, userId: string) {
  const mine = await membershipsOfUser(db, userId);
  const names = await businessNames(
    db,
    mine.map((m) => m.businessId),
  );
  return mine.map((m) => ({
    business: {
      id: m.businessId,
      name: names.get(m.businessId)?.name ?? '',
      customerLanguage: names.get(m.businessId)?.customerLanguage ?? 'auto',
    },
    role: m.role,
  }));
}

/**
 * The name, address and review link come from the places provider, never from the client: a place
 * is registered only when the provider vouches for it (a recent search result, kept for an hour and
 * shared by every instance through Redis, or a catalogue entry). Never a place id and
 * name the client makes up (CR/LF included), even with Google unreachable.
 */
async function resolvePlace(places: PlacesProvider, placeId: string) {
  const found = await places.lookup(placeId);
  if (!found) throw invalid('Please select a business from the search results', 'PLACE_NOT_CONFIRMED');
  return { name: found.name, address: found.address, googleReviewUrl: found.googleReviewUrl };
}

/**
 * A first location gets the 7-day trial. Another one shares the first location's trial while it
 * runs, and otherwise starts with none: it goes to checkout at once (docs/decisions/0019-more-locations.md).
 * A person or a place that had a trial before (a business deleted and registered again) continues
 * that trial: it ends when the first one did, at once if that has passed.
 */
function trialEndFor(first: BusinessRow | undefined, earlier: Date | null, now: Date) {
  const from = first?.trialEndsAt ?? earlier;
  if (!from) return new Date(now.getTime() + TRIAL_DAYS * DAY_MS);
  return from > now ? from : now;
}

export async function registerBusiness(
  db: DbOrTx,
  places: PlacesProvider,
  userId: string,
  input: RegisterBusiness,
  mail: MailContext,
  now = new Date(),
) {
  // An owner the operator suspended adds no location that would send in its place.
  if ((await listOwnedBusinesses(db, userId)).some((b) => b.suspendedAt)) {
    throw forbidden(
      'The operator of this ReviewTap suspended your business, so you cannot add a location for now. Your dashboard says why and whom to write to.',
      'BUSINESS_SUSPENDED',
    );
  }
  const place = await resolvePlace(places, input.placeId);
  const timeZone = input.timeZone ? await usableTimeZone(db, input.timeZone) : 'UTC';
  // A verified manager always gets their place, even when someone else registered it first.
  const earlier = await businessOfPlace(db, input.placeId);
  if (earlier && (await managesPlace(db, userId, input.placeId)))
    return claimPlace(db, mail, userId, input.placeId, now);
  try {
    return await db.transaction(async (tx) => {
      // Locking the user's row serialises this with a join or a second registration by the same person.
      await lockUser(tx, userId);
      const owned = await listOwnedBusinesses(tx, userId);
      const subjects = trialSubjects((await googleSubOf(tx, userId)) ?? userId, input.placeId);
      const earlier = await earlierTrialEnd(tx, subjects);
      if (owned.length > 0 && !input.addLocation) {
        throw conflict('You have already registered a business.', 'ALREADY_OWNER');
      }
      if (owned.length >= MAX_LOCATIONS_PER_OWNER) {
        throw conflict(
          `One account can hold ${MAX_LOCATIONS_PER_OWNER} locations. Please contact us for a larger chain.`,
          'LOCATION_LIMIT',
        );
      }
      const [membership] = owned.length === 0 ? await listMembershipsOf(tx, userId) : [];
      if (membership) {
        throw conflict(
          `You are on the ${membership.business.name} team. Leave that team before registering your own business.`,
          'ALREADY_MEMBER',
        );
      }
      const taken = await businessOfPlace(tx, input.placeId);
      if (taken && (await placeIsVerified(tx, taken.id)))
        throw conflict(VERIFIED_ELSEWHERE_MESSAGE, 'PLACE_VERIFIED_ELSEWHERE');
      if (taken) throw conflict(ALREADY_REGISTERED_MESSAGE, 'PLACE_TAKEN');
      const business = await insertBusiness(tx, {
        id: newBusinessId(),
        ownerId: userId,
        name: place.name,
        address: place.address,
        placeId: input.placeId,
        googleReviewUrl: place.googleReviewUrl,
        timeZone,
        trialEndsAt: trialEndFor(owned[0], earlier, now),
        createdAt: now,
      });
      await recordTrial(tx, subjects, business.trialEndsAt);
      await addMember(tx, { businessId: business.id, userId, role: 'owner' });
      await createDefaultCustomization(tx, business.id);
      return business;
    });
  } catch (err) {
    // Two owners racing for the same place: the unique index decides, the loser gets the same answer.
    if (isUniqueViolation(err)) throw conflict(ALREADY_REGISTERED_MESSAGE, 'PLACE_TAKEN');
    throw err;
  }
}
