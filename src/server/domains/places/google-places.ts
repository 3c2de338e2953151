import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { dropGenericPlaceTypes } from '#shared/lib/places.ts';
import {
  type FoundPlace,
  type LiveRating,
  type PlacesProvider,
  PlacesUnavailableError,
  reviewUrlFor,
} from './places-provider';
import { createRecentPlaces } from './recent-places';

// Without a field mask Google refuses the request; every extra field also raises the billing tier.
export const GOOGLE_FIELD_MASK =
  'places.id,places.displayName,places.formattedAddress,places.rating,places.userRatingCount,places.types,places.googleMapsLinks.writeAReviewUri';

/** Place Details for the overview: two fields, nothing else billed (fixtures: google-business-profile §4). */
export const LIVE_RATING_FIELD_MASK = 'rating,userRatingCount';
const LIVE_RATING_TTL_MS = 60 * 60 * 1000;

const PAGE_SIZE = 10;
const REMEMBER_MAX_ENTRIES = 5000;
const REMEMBER_TTL_MS = 60 * 60 * 1000;

// z.object strips unknown keys, so new fields from Google do not break us.
const googlePlaceSchema = z.object({
  id: z.string().min(1),
  displayName: z.object({ text: z.string() }),
  formattedAddress: z.string().optional(),
  rating: z.number().optional(),
  userRatingCount: z.number().int().optional(),
  types: z.array(z.string()).optional(),
  googleMapsLinks: z.object({ writeAReviewUri: z.string().optional() }).optional(),
});

const liveRatingSchema = z.object({
  rating: z.number().optional(),
  userRatingCount: z.number().int().optional(),
});

// A query with no match answers `{}`, not `{ places: [] }`.
const searchTextResponseSchema = z.object({ places: z.array(googlePlaceSchema).optional() });

const googleErrorSchema = z.object({
  error: z.object({ code: z.number().optional(), status: z.string().optional() }),
});

type GooglePlace = z.infer<typeof googlePlaceSchema>;

export interface PlacesLogger {
  warn(obj: Record<string, unknown>, msg: string): void;
}

export interface GooglePlacesOptions {
  apiKey: string;
  baseUrl: string;
  timeoutMs?: number;
  log?: PlacesLogger;
  now?: () => number;
}

function toFoundPlace(place: GooglePlace): FoundPlace {
  return {
    placeId: place.id,
    name: place.displayName.text,
    address: place.formattedAddress ?? '',
    rating: place.rating,
    userRatingsTotal: place.userRatingCount,
    types: dropGenericPlaceTypes(place.types ?? []),
    googleReviewUrl: reviewUrlFor(place.id, place.googleMapsLinks?.writeAReviewUri),
  };
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

// Only the error's name and code: a message could echo request details we must not log.
function describeFetchError(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown';
  const cause: unknown = error.cause;
  if (cause && typeof cause === 'object' && 'code' in cause && typeof cause.code === 'string') {
    return `${error.name}:${cause.code}`;
  }
  return error.name;
}

export function createGooglePlaces(options: GooglePlacesOptions): PlacesProvider {
  const { apiKey, timeoutMs = 5000, log, now = Date.now } = options;
  const base = options.baseUrl.replace(/\/+$/, '');
  const endpoint = `${base}/v1/places:searchText`;
  const recent = createRecentPlaces({
    maxEntries: REMEMBER_MAX_ENTRIES,
    ttlMs: REMEMBER_TTL_MS,
    now,
  });

  // Logs carry only what helps diagnosis; the key lives in a header, and headers are never logged.
  function fail(details: Record<string, unknown>, msg: string, cause?: unknown): never {
    log?.warn({ provider: 'google', ...details }, msg);
    throw new PlacesUnavailableError({ cause });
  }

  /** One call to Google; every failure becomes PlacesUnavailableError, logged without the key. */
  async function call(
    url: string,
    init: RequestInit,
    fieldMask: string,
  ): Promise<{ status: number; body: unknown }> {
    let response: Response;
    try {
      response = await fetch(url, {
        ...init,
        headers: {
          'Content-Type': 'application/json',
          'X-Goog-Api-Key': apiKey,
          'X-Goog-FieldMask': fieldMask,
        },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      return fail({ reason: describeFetchError(error), timeoutMs }, 'Google Places request failed', error);
    }
    const body = await readJson(response);
    if (!response.ok) {
      const parsedError = googleErrorSchema.safeParse(body);
      const googleStatus = parsedError.success ? parsedError.data.error.status : undefined;
      return fail({ upstreamStatus: response.status, googleStatus }, 'Google Places answered with an error');
    }
    return { status: response.status, body };
  }

  // Shown on every overview: at most one call an hour per place, and one at a time (lru-cache's
  // fetchMethod shares a call in flight). Memory only: the terms forbid keeping a history.
  const ratings = new LRUCache<string, LiveRating>({
    max: REMEMBER_MAX_ENTRIES,
    ttl: LIVE_RATING_TTL_MS,
    perf: { now },
    ttlResolution: 0,
    fetchMethod: async (placeId) => {
      const { status, body } = await call(
        `${base}/v1/places/${encodeURIComponent(placeId)}`,
        { method: 'GET' },
        LIVE_RATING_FIELD_MASK,
      );
      const parsed = liveRatingSchema.safeParse(body);
      if (!parsed.success) {
        return fail(
          { upstreamStatus: status, reason: 'malformed_body' },
          'Google Places answered with an unexpected body',
        );
      }
      return { rating: parsed.data.rating ?? null, userRatingCount: parsed.data.userRatingCount ?? null };
    },
  });

  async function search(query: string): Promise<FoundPlace[]> {
    const { status, body } = await call(
      endpoint,
      { method: 'POST', body: JSON.stringify({ textQuery: query, pageSize: PAGE_SIZE }) },
      GOOGLE_FIELD_MASK,
    );

    const parsed = searchTextResponseSchema.safeParse(body);
    if (!parsed.success) {
      return fail(
        { upstreamStatus: status, reason: 'malformed_body' },
        'Google Places answered with an unexpected body',
      );
    }

    const places = (parsed.data.places ?? []).map(toFoundPlace);
    recent.remember(places);
    return places;
  }

  return {
    source: 'google',
    search,
    async lookup(placeId) {
      return recent.get(placeId);
    },
    async liveRating(placeId) {
      const rating = await ratings.fetch(placeId);
      if (!rating) throw new PlacesUnavailableError();
      return rating;
    },
  };
}
