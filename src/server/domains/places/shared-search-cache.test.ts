import { afterAll, afterEach, beforeEach, expect, it } from 'vitest';
import { type FakeGoogle, startFakeGoogle } from '#server/test/google-test-server.ts';
import { testRedis, unreachableRedis } from '#server/test/redis.ts';
import { createGooglePlaces } from './google-places';
import { withSharedSearchCache } from './shared-search-cache';

const redis = testRedis();
let google: FakeGoogle;
beforeEach(async () => {
  google = await startFakeGoogle();
});
afterEach(() => google.close());
afterAll(() => redis.cleanup());

// Two instances: each its own Google adapter (and its own memory), one Redis between them.
const instance = () =>
  withSharedSearchCache(createGooglePlaces({ apiKey: 'k', baseUrl: google.baseUrl }), redis.client());

it('a search on one instance answers the same search on another without a second Google call', async () => {
  const [a, b] = [instance(), instance()];
  const first = await a.search('Harbour Coffee');
  expect(first.length).toBeGreaterThan(0);
  expect(await b.search('  harbour   COFFEE ')).toEqual(first);
  expect(google.requests).toHaveLength(1);
  // A place found on A can be registered on B: B vouches for it from the shared cache.
  expect(await b.lookup(first[0]!.placeId)).toEqual(first[0]);
  expect(await b.lookup('ChIJ-never-seen')).toBeNull();
});

it('with Redis unreachable, searching still works: it only asks Google again', async () => {
  const dead = unreachableRedis();
  const places = withSharedSearchCache(createGooglePlaces({ apiKey: 'k', baseUrl: google.baseUrl }), dead);
  expect((await places.search('Harbour Coffee')).length).toBeGreaterThan(0);
  expect((await places.search('Harbour Coffee')).length).toBeGreaterThan(0);
  expect(google.requests).toHaveLength(2);
  dead.disconnect();
});
