import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeGoogle, startFakeGoogle } from '#server/test/google-test-server.ts';
import { createGooglePlaces } from './google-places';
import { type FoundPlace, type PlacesProvider, PlacesUnavailableError } from './places-provider';
import { normaliseQuery, withSearchCache } from './search-cache';

let google: FakeGoogle;
let clock: number;
const now = () => clock;

beforeEach(async () => {
  google = await startFakeGoogle();
  clock = 1_000_000;
});
afterEach(async () => {
  await google.close();
});

function cachedGoogle(options: { maxEntries?: number } = {}): PlacesProvider {
  return withSearchCache(createGooglePlaces({ apiKey: 'k', baseUrl: google.baseUrl }), {
    now,
    ...options,
  });
}

describe('normaliseQuery', () => {
  it('ignores case, outer and repeated spaces, and accents', () => {
    expect(normaliseQuery('  Café   CRÈME\t Lyon ')).toBe('cafe creme lyon');
  });
});

describe('withSearchCache', () => {
  it('answers a repeated query within the ttl without a second upstream call', async () => {
    const places = cachedGoogle();
    const first = await places.search('Harbour Coffee');
    clock += 29_999;
    const second = await places.search('  harbour   COFFEE ');

    expect(second).toEqual(first);
    expect(google.requests).toHaveLength(1);
    expect(places.source).toBe('google');
  });

  it('calls upstream again once the ttl has passed', async () => {
    const places = cachedGoogle();
    await places.search('harbour');
    clock += 30_000;
    await places.search('harbour');
    expect(google.requests).toHaveLength(2);
  });

  it('shares one upstream call between concurrent identical queries', async () => {
    const places = cachedGoogle();
    const [a, b, c] = await Promise.all([
      places.search('harbour'),
      places.search('HARBOUR'),
      places.search(' harbour '),
    ]);
    expect(google.requests).toHaveLength(1);
    expect(b).toEqual(a);
    expect(c).toEqual(a);
  });

  it('does not cache failures', async () => {
    const places = cachedGoogle();
    google.answer = () => ({ status: 503, body: '{"error":{"code":503,"status":"UNAVAILABLE"}}' });
    await expect(places.search('harbour')).rejects.toBeInstanceOf(PlacesUnavailableError);

    google.answer = () => ({ status: 200, body: '{}' });
    expect(await places.search('harbour')).toEqual([]);
    expect(google.requests).toHaveLength(2);
  });

  it('keeps at most maxEntries queries', async () => {
    const places = cachedGoogle({ maxEntries: 2 });
    await places.search('one');
    await places.search('two');
    await places.search('three');
    await places.search('three');
    await places.search('two');
    expect(google.requests).toHaveLength(3);
    await places.search('one');
    expect(google.requests).toHaveLength(4);
  });

  it('passes lookups through to the provider', async () => {
    const place: FoundPlace = {
      placeId: 'p1',
      name: 'P',
      address: 'A',
      types: [],
      googleReviewUrl: 'u',
    };
    const inner: PlacesProvider = {
      source: 'demo',
      search: async () => [],
      lookup: async (id) => (id === 'p1' ? place : null),
      liveRating: async () => ({ rating: 4.2, userRatingCount: 7 }),
    };
    const places = withSearchCache(inner);
    expect(await places.lookup('p1')).toBe(place);
    expect(await places.liveRating('p1')).toEqual({ rating: 4.2, userRatingCount: 7 });
    expect(await places.lookup('p2')).toBeNull();
    expect(places.source).toBe('demo');
  });
});
