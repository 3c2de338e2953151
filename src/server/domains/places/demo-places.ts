import type { PlaceResult } from '#shared/schemas/places.ts';
import { DEMO_CATALOGUE } from './demo-catalogue';
import { type FoundPlace, normaliseText, type PlacesProvider, reviewUrlFor } from './places-provider';

const MAX_RESULTS = 10;

// Higher is better. Exact words beat prefixes, and the name beats what the business does,
// which beats where it is: someone typing "harbour" most likely means a business named so.
const SCORE = { nameExact: 6, namePrefix: 4, typeExact: 3, addressExact: 2, otherPrefix: 1 };

/** Words for matching: accents and case ignored, punctuation ("Croix-Rousse", "coffee_shop") splits words. */
export function matchWords(text: string): string[] {
  return normaliseText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

interface IndexedPlace {
  place: FoundPlace;
  name: string[];
  types: string[];
  address: string[];
}

function index(entry: PlaceResult): IndexedPlace {
  return {
    place: { ...entry, googleReviewUrl: reviewUrlFor(entry.placeId) },
    name: matchWords(entry.name),
    types: entry.types.flatMap(matchWords),
    address: matchWords(entry.address),
  };
}

// Callers get their own objects, so one request cannot alter what the next one sees.
function copy(place: FoundPlace): FoundPlace {
  return { ...place, types: [...place.types] };
}

function wordScore(word: string, entry: IndexedPlace): number {
  if (entry.name.includes(word)) return SCORE.nameExact;
  if (entry.name.some((w) => w.startsWith(word))) return SCORE.namePrefix;
  if (entry.types.includes(word)) return SCORE.typeExact;
  if (entry.address.includes(word)) return SCORE.addressExact;
  const elsewhere = [...entry.types, ...entry.address];
  return elsewhere.some((w) => w.startsWith(word)) ? SCORE.otherPrefix : 0;
}

/** Sum of per-word scores, or 0 when any query word matches nothing: every word must match. */
function score(words: readonly string[], entry: IndexedPlace): number {
  let total = 0;
  for (const word of words) {
    const s = wordScore(word, entry);
    if (s === 0) return 0;
    total += s;
  }
  return total;
}

/** Search over a fixed catalogue, so the product can be tried without a Google key. */
export function createDemoPlaces(catalogue: readonly PlaceResult[] = DEMO_CATALOGUE): PlacesProvider {
  const indexed = catalogue.map(index);
  const byId = new Map(indexed.map((entry) => [entry.place.placeId, entry.place]));

  return {
    source: 'demo',
    async search(query) {
      const words = matchWords(query);
      if (words.length === 0) return [];
      return indexed
        .map((entry) => ({ entry, score: score(words, entry) }))
        .filter((hit) => hit.score > 0)
        .sort((a, b) => b.score - a.score || a.entry.place.name.localeCompare(b.entry.place.name))
        .slice(0, MAX_RESULTS)
        .map((hit) => copy(hit.entry.place));
    },
    async lookup(placeId) {
      const place = byId.get(placeId);
      return place ? copy(place) : null;
    },
    async liveRating(placeId) {
      const place = byId.get(placeId);
      return { rating: place?.rating ?? null, userRatingCount: place?.userRatingsTotal ?? null };
    },
  };
}
