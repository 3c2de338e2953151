import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { googleConnections } from '#server/db/tables/google.ts';
import { requireBusiness } from '#server/domains/businesses/service.ts';
import { type PlacesProvider, PlacesUnavailableError } from '#server/domains/places/service.ts';
import type { LiveRating } from '#shared/schemas/google.ts';

/**
 * The business's Google rating now, from Places ("Without a connection"). Places data may be
 * shown but not kept, so it is never written anywhere; the adapter keeps it in memory for an hour.
 * Google failing only hides the line: the overview never fails for it.
 */
export async function liveRating(
  db: DbOrTx,
  places: PlacesProvider,
  businessId: string,
): Promise<LiveRating> {
  const business = await requireBusiness(db, businessId);
  const [connection] = await db
    .select({ businessId: googleConnections.businessId })
    .from(googleConnections)
    .where(eq(googleConnections.businessId, businessId));
  const connected = connection !== undefined;
  const none = { available: false, rating: null, userRatingCount: null, connected };
  // A place claimed by its verified owner is theirs now: its rating is not this business's.
  if (business.placeClaimedAt) return none;
  try {
    return { available: true, connected, ...(await places.liveRating(business.placeId)) };
  } catch (error) {
    if (error instanceof PlacesUnavailableError) return none;
    throw error;
  }
}
