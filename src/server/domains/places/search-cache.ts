import { type FoundPlace, normaliseText, type PlacesProvider } from './places-provider';

export interface SearchCacheOptions {
  ttlMs?: number;
  now?: () => number;
  maxEntries?: number;
}

/** "  Café   CRÈME " and "cafe creme" are the same search, so they share one upstream call. */
export function normaliseQuery(query: string): string {
  return normaliseText(query);
}

/**
 * Typing in the search box repeats queries; each upstream call is billed, so identical searches
 * within ttlMs are answered from memory. Failures are not cached, so a retry really retries.
 */
export function withSearchCache(provider: PlacesProvider, options: SearchCacheOptions = {}): PlacesProvider {
  const { ttlMs = 30_000, now = Date.now, maxEntries = 1000 } = options;
  const cache = new Map<string, { places: FoundPlace[]; expiresAt: number }>();
  const inFlight = new Map<string, Promise<FoundPlace[]>>();

  function store(key: string, places: FoundPlace[]): void {
    cache.delete(key);
    cache.set(key, { places, expiresAt: now() + ttlMs });
    while (cache.size > maxEntries) {
      const oldest = cache.keys().next();
      if (oldest.done) break;
      cache.delete(oldest.value);
    }
  }

  async function search(query: string): Promise<FoundPlace[]> {
    const key = normaliseQuery(query);
    const hit = cache.get(key);
    if (hit && hit.expiresAt > now()) return hit.places;
    if (hit) cache.delete(key);

    const pending = inFlight.get(key);
    if (pending) return pending;

    const request = provider
      .search(query)
      .then((places) => {
        store(key, places);
        return places;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, request);
    return request;
  }

  return {
    source: provider.source,
    search,
    lookup: (placeId) => provider.lookup(placeId),
    liveRating: (placeId) => provider.liveRating(placeId),
  };
}
