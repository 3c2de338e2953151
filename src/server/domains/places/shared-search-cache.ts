import type { RedisClient } from '#server/lib/redis.ts';
import type { FoundPlace, PlacesProvider } from './places-provider';
import { normaliseQuery } from './search-cache';

const SEARCH_TTL_MS = 30_000;
/** Long enough to search on one instance and register on another. */
const PLACE_TTL_MS = 60 * 60 * 1000;

/**
 * The places search cache shared by every instance through Redis (REDIS_URL): an identical
 * search within 30 s costs one upstream call whichever instance answers, and a place found on one
 * instance can be registered on another. Redis failing only means asking Google again.
 */
export function withSharedSearchCache(provider: PlacesProvider, redis: RedisClient): PlacesProvider {
  const placeKey = (placeId: string) => `places:p:${placeId}`;
  return {
    source: provider.source,
    async search(query) {
      const key = `places:q:${normaliseQuery(query)}`;
      const cached = await redis.get(key).catch(() => null);
      if (cached) return JSON.parse(cached) as FoundPlace[];
      const places = await provider.search(query);
      const writes = redis.multi().set(key, JSON.stringify(places), 'PX', SEARCH_TTL_MS);
      for (const p of places) writes.set(placeKey(p.placeId), JSON.stringify(p), 'PX', PLACE_TTL_MS);
      await writes.exec().catch(() => {});
      return places;
    },
    async lookup(placeId) {
      const local = await provider.lookup(placeId);
      if (local) return local;
      const shared = await redis.get(placeKey(placeId)).catch(() => null);
      return shared ? (JSON.parse(shared) as FoundPlace) : null;
    },
    // Kept in each instance's memory only: Google's terms do not let us store ratings (fixtures §4).
    liveRating: (placeId) => provider.liveRating(placeId),
  };
}
