// @module-tag node-release
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeGoogle, fixture, startFakeGoogle } from '#server/test/google-test-server.ts';
import { PLACES_UNAVAILABLE_MESSAGE } from '#shared/lib/places.ts';
import {
  createGooglePlaces,
  GOOGLE_FIELD_MASK,
  LIVE_RATING_FIELD_MASK,
  type PlacesLogger,
} from './google-places';
import { PlacesUnavailableError } from './places-provider';

const API_KEY = 'test-key-AIzaSyNeverLogMe';

function captureLog(): { log: PlacesLogger; calls: Array<{ obj: unknown; msg: string }> } {
  const calls: Array<{ obj: unknown; msg: string }> = [];
  return { calls, log: { warn: (obj, msg) => calls.push({ obj, msg }) } };
}

let google: FakeGoogle;
beforeEach(async () => {
  google = await startFakeGoogle();
});
afterEach(async () => {
  await google.close();
});

describe('createGooglePlaces', () => {
  it('sends the key, the field mask and the text query', async () => {
    const places = createGooglePlaces({ apiKey: API_KEY, baseUrl: google.baseUrl });
    await places.search('harbour coffee');

    expect(google.requests).toHaveLength(1);
    const [request] = google.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/v1/places:searchText');
    expect(request?.headers['x-goog-api-key']).toBe(API_KEY);
    expect(request?.headers['x-goog-fieldmask']).toBe(GOOGLE_FIELD_MASK);
    expect(request?.headers['x-goog-fieldmask']).toBe(
      'places.id,places.displayName,places.formattedAddress,places.rating,places.userRatingCount,places.types,places.googleMapsLinks.writeAReviewUri',
    );
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({ textQuery: 'harbour coffee', pageSize: 10 });
  });

  it('maps Google places to FoundPlace', async () => {
    const places = createGooglePlaces({ apiKey: API_KEY, baseUrl: `${google.baseUrl}/` });
    const results = await places.search('harbour');

    expect(results).toHaveLength(3);
    expect(results[0]).toEqual({
      placeId: 'ChIJN1t_tDeuEmsRUsoyG83frY4',
      name: 'Harbourside Coffee Roasters',
      address: '48 Pirrama Rd, Pyrmont NSW 2009, Australia',
      rating: 4.6,
      userRatingsTotal: 1284,
      types: ['coffee_shop', 'cafe', 'food', 'store'],
      googleReviewUrl:
        'https://www.google.com/maps/place//data=!4m3!3m2!1s0x6b12ae37b47f5b37:0x8eaddfcd1b32ca52!12e1?source=g.page.m.ia._&laa=nmx-review-solicitation-ia2',
    });
    // Without writeAReviewUri, the documented review-form link is built from the place id.
    expect(results[1]?.googleReviewUrl).toBe(
      'https://search.google.com/local/writereview?placeid=ChIJ3S-JXmauEmsRUcIaWtf4MzE',
    );
    expect(results[2]).toMatchObject({ name: 'Harbour Auto Repairs', types: ['car_repair'] });
    expect(results[2]?.rating).toBeUndefined();
    expect(results[2]?.userRatingsTotal).toBeUndefined();
  });

  it('treats a body without places as no results', async () => {
    const places = createGooglePlaces({ apiKey: API_KEY, baseUrl: google.baseUrl });
    expect(await places.search('nothing here')).toEqual([]);
  });

  it.each([
    [400, 'INVALID_ARGUMENT'],
    [403, 'PERMISSION_DENIED'],
    [429, 'RESOURCE_EXHAUSTED'],
    [500, 'INTERNAL'],
    [503, 'UNAVAILABLE'],
  ])(
    'turns upstream %i into PlacesUnavailableError, logging status but not the key',
    async (status, googleStatus) => {
      const error = JSON.parse(fixture('error-response.json'));
      error.error.code = status;
      error.error.status = googleStatus;
      google.answer = () => ({ status, body: JSON.stringify(error) });
      const { log, calls } = captureLog();
      const places = createGooglePlaces({ apiKey: API_KEY, baseUrl: google.baseUrl, log });

      const failure = places.search('harbour');
      await expect(failure).rejects.toBeInstanceOf(PlacesUnavailableError);
      await expect(failure).rejects.toThrow(PLACES_UNAVAILABLE_MESSAGE);

      expect(calls).toHaveLength(1);
      expect(calls[0]?.obj).toMatchObject({ upstreamStatus: status, googleStatus });
      expect(JSON.stringify(calls)).not.toContain(API_KEY);
    },
  );

  it('turns a malformed body into PlacesUnavailableError', async () => {
    const { log, calls } = captureLog();
    const places = createGooglePlaces({ apiKey: API_KEY, baseUrl: google.baseUrl, log });

    google.answer = () => ({ status: 200, body: 'not json' });
    await expect(places.search('harbour')).rejects.toThrow(PLACES_UNAVAILABLE_MESSAGE);
    google.answer = () => ({ status: 200, body: '{"places":[{"displayName":{"text":"No id"}}]}' });
    await expect(places.search('harbour')).rejects.toBeInstanceOf(PlacesUnavailableError);
    expect(JSON.stringify(calls)).not.toContain(API_KEY);
  });

  it('gives up after the timeout when the server never answers', async () => {
    google.answer = () => 'hang';
    const { log, calls } = captureLog();
    const places = createGooglePlaces({ apiKey: API_KEY, baseUrl: google.baseUrl, timeoutMs: 200, log });

    const before = google.abandoned;
    await expect(places.search('harbour')).rejects.toThrow(PLACES_UNAVAILABLE_MESSAGE);
    // The adapter itself gave up: it timed out and closed its connection to the silent server.
    expect(calls[0]?.obj).toMatchObject({ reason: 'TimeoutError' });
    await vi.waitFor(() => expect(google.abandoned).toBe(before + 1));
    expect(JSON.stringify(calls)).not.toContain(API_KEY);
  });

  it('turns a refused connection into PlacesUnavailableError', async () => {
    const { log, calls } = captureLog();
    const baseUrl = google.baseUrl;
    await google.close();
    google = await startFakeGoogle();
    const places = createGooglePlaces({ apiKey: API_KEY, baseUrl, log });

    await expect(places.search('harbour')).rejects.toBeInstanceOf(PlacesUnavailableError);
    expect(JSON.stringify(calls)).not.toContain(API_KEY);
  });

  it('looks up places it returned from a search, and only those', async () => {
    const places = createGooglePlaces({ apiKey: API_KEY, baseUrl: google.baseUrl });
    expect(await places.lookup('ChIJ3S-JXmauEmsRUcIaWtf4MzE')).toBeNull();

    await places.search('harbour');
    const found = await places.lookup('ChIJ3S-JXmauEmsRUcIaWtf4MzE');
    expect(found?.name).toBe('Harbour Bakery & Cafe');
    expect(await places.lookup('ChIJunknown')).toBeNull();
    expect(google.requests).toHaveLength(1);
  });

  it('forgets remembered places after an hour', async () => {
    let clock = 1_000_000;
    const places = createGooglePlaces({ apiKey: API_KEY, baseUrl: google.baseUrl, now: () => clock });
    await places.search('harbour');
    clock += 60 * 60 * 1000 - 1;
    expect(await places.lookup('ChIJN1t_tDeuEmsRUsoyG83frY4')).not.toBeNull();
    clock += 1;
    expect(await places.lookup('ChIJN1t_tDeuEmsRUsoyG83frY4')).toBeNull();
  });
});

// Every owner sees the live Google rating on the overview; Place Details with two fields,
// at most one call an hour per place, never stored.
describe('live rating', () => {
  const PLACE = 'ChIJN1t_tDeuEmsRUsoyG83frY4';

  it('asks Place Details for the rating and the count only, with the key in a header', async () => {
    const places = createGooglePlaces({ apiKey: API_KEY, baseUrl: google.baseUrl });
    expect(await places.liveRating(PLACE)).toEqual({ rating: 4.6, userRatingCount: 1284 });
    expect(google.requests).toHaveLength(1);
    const [request] = google.requests;
    expect(request?.method).toBe('GET');
    expect(request?.url).toBe(`/v1/places/${PLACE}`);
    expect(LIVE_RATING_FIELD_MASK).toBe('rating,userRatingCount');
    expect(request?.headers['x-goog-fieldmask']).toBe('rating,userRatingCount');
    expect(request?.headers['x-goog-api-key']).toBe(API_KEY);
  });

  it('answers null for a place without a rating', async () => {
    const places = createGooglePlaces({ apiKey: API_KEY, baseUrl: google.baseUrl });
    expect(await places.liveRating('unrated-place')).toEqual({ rating: null, userRatingCount: null });
  });

  it('calls Google once for twenty overviews at once, then not again within the hour', async () => {
    let clock = 5_000_000;
    const places = createGooglePlaces({ apiKey: API_KEY, baseUrl: google.baseUrl, now: () => clock });
    const all = await Promise.all(Array.from({ length: 20 }, () => places.liveRating(PLACE)));
    expect(new Set(all.map((r) => r.rating))).toEqual(new Set([4.6]));
    expect(google.requests).toHaveLength(1);
    clock += 60 * 60 * 1000 - 1;
    await places.liveRating(PLACE);
    expect(google.requests).toHaveLength(1);
    clock += 2;
    await places.liveRating(PLACE);
    expect(google.requests).toHaveLength(2);
  });

  it('turns an error into PlacesUnavailableError, remembers nothing, and never logs the key', async () => {
    const { log, calls } = captureLog();
    const places = createGooglePlaces({ apiKey: API_KEY, baseUrl: google.baseUrl, log });
    google.answer = () => ({ status: 403, body: fixture('error-response.json') });
    await expect(places.liveRating(PLACE)).rejects.toBeInstanceOf(PlacesUnavailableError);
    expect(JSON.stringify(calls)).not.toContain(API_KEY);
    google.answer = () => ({ status: 200, body: '{"rating":4.7,"userRatingCount":1290}' });
    expect(await places.liveRating(PLACE)).toEqual({ rating: 4.7, userRatingCount: 1290 });
  });
});
