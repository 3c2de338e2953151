import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import { newBusinessId } from '#server/db/ids.ts';
import { type BusinessRow, businesses, memberships, qrCustomizations, users } from '#server/db/schema.ts';
import { conflict, invalid } from '#server/lib/domain-errors.ts';
import type { PlacesProvider } from '#server/places/places-provider.ts';
import { ALREADY_REGISTERED_MESSAGE, type RegisterBusiness } from '#shared/businesses.ts';
import type { CustomerLanguage } from '#shared/i18n/locales.ts';
import { MAX_LOCATIONS_PER_OWNER, PLAN } from '#shared/plan.ts';
import { listOwnedBusinesses } from './locations';

const TRIAL_DAYS = PLAN.trialDays;
const DAY_MS = 24 * 60 * 60 * 1000;

export function toBusiness(b: BusinessRow) {
  return {
    id: b.id,
    name: b.name,
    address: b.address,
    placeId: b.placeId,
    googleReviewUrl: b.googleReviewUrl,
    reviewFilterEnabled: b.reviewFilterEnabled,
    customerLanguage: b.customerLanguage,
    maxTeamSize: b.maxTeamSize,
    trialEndsAt: b.trialEndsAt.toISOString(),
    createdAt: b.createdAt.toISOString(),
    feedbackRetention: b.feedbackRetention,
  };
}

export async function findOwnedBusiness(db: DbOrTx, userId: string) {
  const [row] = await db
    .select()
    .from(businesses)
    .where(eq(businesses.ownerId, userId))
    .orderBy(asc(businesses.createdAt))
    .limit(1);
  return row ?? null;
}

export async function findBusiness(db: DbOrTx, id: string) {
  const [row] = await db.select().from(businesses).where(eq(businesses.id, id)).limit(1);
  return row ?? null;
}

export function listMemberships(db: DbOrTx, userId: string) {
  return db
    .select({ business: { id: businesses.id, name: businesses.name }, role: memberships.role })
    .from(memberships)
    .innerJoin(businesses, eq(businesses.id, memberships.businessId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(memberships.createdAt));
}

/**
 * The name, address and review link come from the places provider, never from the client: a place
 * is registered only when the provider vouches for it (a recent search result, kept for an hour and
 * shared by every instance through Redis, or a catalogue entry). Issue 26: with Google unreachable,
 * any place id with any name (CR/LF included) was accepted from the client.
 */
async function resolvePlace(places: PlacesProvider, placeId: string) {
  const found = await places.lookup(placeId);
  if (!found) throw invalid('Please select a business from the search results', 'PLACE_NOT_CONFIRMED');
  return { name: found.name, address: found.address, googleReviewUrl: found.googleReviewUrl };
}

/**
 * A first location gets the 7-day trial. Another one shares the first location's trial while it
 * runs, and otherwise starts with none: it goes to checkout at once (docs/decisions/0019-more-locations.md).
 */
function trialEndFor(first: BusinessRow | undefined, now: Date) {
  if (!first) return new Date(now.getTime() + TRIAL_DAYS * DAY_MS);
  return first.trialEndsAt > now ? first.trialEndsAt : now;
}

export async function registerBusiness(
  db: DbOrTx,
  places: PlacesProvider,
  userId: string,
  input: RegisterBusiness,
  now = new Date(),
) {
  const place = await resolvePlace(places, input.placeId);
  try {
    return await db.transaction(async (tx) => {
      // Locking the user's row serialises this with a join or a second registration by the same person.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
      const owned = await listOwnedBusinesses(tx, userId);
      if (owned.length > 0 && !input.addLocation) {
        throw conflict('You have already registered a business.', 'ALREADY_OWNER');
      }
      if (owned.length >= MAX_LOCATIONS_PER_OWNER) {
        throw conflict(
          `One account can hold ${MAX_LOCATIONS_PER_OWNER} locations. Please contact us for a larger chain.`,
          'LOCATION_LIMIT',
        );
      }
      const [membership] = owned.length === 0 ? await listMemberships(tx, userId).limit(1) : [];
      if (membership) {
        throw conflict(
          `You are on the ${membership.business.name} team. Leave that team before registering your own business.`,
          'ALREADY_MEMBER',
        );
      }
      const [taken] = await tx
        .select({ id: businesses.id })
        .from(businesses)
        .where(eq(businesses.placeId, input.placeId))
        .limit(1);
      if (taken) throw conflict(ALREADY_REGISTERED_MESSAGE, 'PLACE_TAKEN');
      const [business] = await tx
        .insert(businesses)
        .values({
          id: newBusinessId(),
          ownerId: userId,
          name: place.name,
          address: place.address,
          placeId: input.placeId,
          googleReviewUrl: place.googleReviewUrl,
          trialEndsAt: trialEndFor(owned[0], now),
          createdAt: now,
        })
        .returning();
      if (!business) throw new Error('business insert returned nothing');
      await tx.insert(memberships).values({ businessId: business.id, userId, role: 'owner' });
      await tx.insert(qrCustomizations).values({ businessId: business.id });
      return business;
    });
  } catch (err) {
    // Two owners racing for the same place: the unique index decides, the loser gets the same answer.
    if (isUniqueViolation(err)) throw conflict(ALREADY_REGISTERED_MESSAGE, 'PLACE_TAKEN');
    throw err;
  }
}

export async function setReviewFilter(db: DbOrTx, businessId: string, enabled: boolean) {
  const [row] = await db
    .update(businesses)
    .set({ reviewFilterEnabled: enabled })
    .where(eq(businesses.id, businessId))
    .returning({ reviewFilterEnabled: businesses.reviewFilterEnabled });
  return row;
}

export async function setCustomerLanguage(db: DbOrTx, businessId: string, language: CustomerLanguage) {
  const [row] = await db
    .update(businesses)
    .set({ customerLanguage: language })
    .where(eq(businesses.id, businessId))
    .returning({ customerLanguage: businesses.customerLanguage });
  return row;
}
