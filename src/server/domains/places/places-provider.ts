import { PLACES_UNAVAILABLE_MESSAGE } from '#shared/lib/places.ts';
import type { PlaceResult } from '#shared/schemas/places.ts';

export interface FoundPlace extends PlaceResult {
  googleReviewUrl: string;
}

/** Google's live rating of a place: shown, never stored (fixtures: google-business-profile §4). */
export interface LiveRating {
  rating: number | null;
  userRatingCount: number | null;
}

export interface PlacesProvider {
  readonly source: 'google' | 'demo';
  search(query: string): Promise<FoundPlace[]>;
  /** A place this provider can vouch for without a new upstream call (recent search result or catalogue entry), else null. */
  lookup(placeId: string): Promise<FoundPlace | null>;
  /** The place's rating and review count now (Place Details, two fields), kept in memory at most an hour. */
  liveRating(placeId: string): Promise<LiveRating>;
}

/** One error for every upstream failure, so callers never leak upstream detail to users. */
export class PlacesUnavailableError extends Error {
  constructor(options?: { cause?: unknown }) {
    super(PLACES_UNAVAILABLE_MESSAGE, options);
    this.name = 'PlacesUnavailableError';
  }
}

export function reviewUrlFor(placeId: string, writeAReviewUri?: string): string {
  if (writeAReviewUri) return writeAReviewUri;
  return `https://search.google.com/local/writereview?placeid=${encodeURIComponent(placeId)}`;
}

/** Lowercase, accents stripped, whitespace collapsed: "  Café   CRÈME " → "cafe creme". */
export function normaliseText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim().replace(/\s+/g, ' ');
}
