import type { FoundPlace } from './places-provider';

export interface RecentPlaces {
  remember(places: readonly FoundPlace[]): void;
  get(placeId: string): FoundPlace | null;
}

/**
 * Places we were shown recently, so a chosen search result can be saved without a second billed
 * upstream call. Bounded so a flood of searches cannot grow memory without limit.
 */
export function createRecentPlaces(options: {
  maxEntries: number;
  ttlMs: number;
  now: () => number;
}): RecentPlaces {
  const { maxEntries, ttlMs, now } = options;
  const entries = new Map<string, { place: FoundPlace; expiresAt: number }>();

  return {
    remember(places) {
      const expiresAt = now() + ttlMs;
      for (const place of places) {
        // Re-inserting moves the entry to the back, so eviction drops the least recently seen.
        entries.delete(place.placeId);
        entries.set(place.placeId, { place, expiresAt });
      }
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        entries.delete(oldest.value);
      }
    },
    get(placeId) {
      const entry = entries.get(placeId);
      if (!entry) return null;
      if (entry.expiresAt <= now()) {
        entries.delete(placeId);
        return null;
      }
      return entry.place;
    },
  };
}
