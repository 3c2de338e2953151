// What the places domain offers the others: its provider interface (Google, or the demo catalogue),
// chosen once in src/server/composition.ts, whose places are also the demo Business Profile's; and
// which of a search's places are already registered here.

import type { DbOrTx } from '#server/db/client.ts';
import { businessesOfPlaces } from '#server/domains/businesses/service.ts';

export { DEMO_CATALOGUE } from './demo-catalogue';
export { type PlacesProvider, PlacesUnavailableError } from './places-provider';

/**
 * The search's places, each marked when someone already registered it here: the caller ('yours') or
 * someone else ('other'). Registering one of those leads to its own answer (a claim, or the team).
 */
export async function markRegistered<P extends { placeId: string }>(db: DbOrTx, userId: string, places: P[]) {
  const registered = await businessesOfPlaces(
    db,
    places.map((p) => p.placeId),
  );
  const by = new Map(registered.map((b) => [b.placeId, b.ownerId === userId ? 'yours' : 'other'] as const));
  return places.map((p) => {
    const mark = by.get(p.placeId);
    return mark ? { ...p, registered: mark } : p;
  });
}
