import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBusinessFor } from '#server/test/fixtures.ts';
import { type FakeGoogle, fixture, startFakeGoogle } from '#server/test/google-test-server.ts';
import { createTestApp, createUser, sameOrigin, type TestApp } from '#server/test/test-app.ts';
import { PLACES_UNAVAILABLE_MESSAGE } from '#shared/lib/places.ts';
import { createGooglePlaces } from './google-places';

const API_KEY = 'AIzaSy-route-test-key-never-echo-me';
const search = (query: string) => `/api/places/search?query=${encodeURIComponent(query)}`;
const RESULT_KEYS = ['address', 'name', 'placeId', 'rating', 'types', 'userRatingsTotal'];

describe('GET /api/places/search on the demo catalogue', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie } = await createUser(t.db));
  });
  afterAll(() => t.close());

  const get = (query: string, headers: Record<string, string> = { cookie }) =>
    t.app.inject({ method: 'GET', url: search(query), headers });

  it('marks the places already registered here: the caller’s own, and someone else’s', async () => {
    const me = await createUser(t.db);
    const [first, second, third] = (await get('sunrise', { cookie: me.cookie })).json() as {
      placeId: string;
    }[];
    await createBusinessFor(t.db, me.user.id, { placeId: first!.placeId });
    await createBusinessFor(t.db, (await createUser(t.db)).user.id, { placeId: second!.placeId });
    const marked = (await get('sunrise', { cookie: me.cookie })).json() as {
      placeId: string;
      registered?: string;
    }[];
    const mark = (id: string) => marked.find((p) => p.placeId === id)?.registered;
    expect([mark(first!.placeId), mark(second!.placeId), mark(third!.placeId)]).toEqual([
      'yours',
      'other',
      undefined,
    ]);
  });

  it('requires sign-in', async () => {
    const res = await get('lyon', {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'Please sign in to continue.' });
  });

  it('rejects a query shorter than 2 characters after trimming', async () => {
    for (const query of ['a', '   a   ']) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe('Search needs at least 2 characters');
    }
  });

  it('rejects a whitespace-only query', async () => {
    const res = await get('     ');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Search needs at least 2 characters');
  });

  it('rejects a query longer than 200 characters, and accepts exactly 200', async () => {
    const tooLong = await get('x'.repeat(201));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('Search can be at most 200 characters');

    // Surrounding spaces do not count towards the limit: the query is trimmed first.
    const atLimit = await get(` ${'x'.repeat(200)} `);
    expect(atLimit.statusCode).toBe(200);
    expect(atLimit.json()).toEqual([]);
  });

  it('rejects a missing query with a readable message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/places/search', headers: { cookie } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Enter a business name to search');
  });

  it('answers catalogue places as the plain list the setup screen expects', async () => {
    const res = await get('  café crème  ');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Array.isArray(body)).toBe(true);
    expect(body).toEqual([
      {
        placeId: 'demo_cafe-creme-lyon',
        name: 'Café Crème',
        address: '14 Rue Mercière, 69002 Lyon, France',
        rating: 4.5,
        userRatingsTotal: 388,
        types: ['cafe', 'coffee_shop', 'food'],
      },
      {
        placeId: 'demo_cafe-creme-montreal',
        name: 'Café Crème du Plateau',
        address: '4301 Rue Saint-Denis, Montréal, QC H2J 2K9, Canada',
        rating: 4.4,
        userRatingsTotal: 276,
        types: ['cafe', 'coffee_shop', 'food'],
      },
    ]);
    for (const place of body) expect(Object.keys(place).sort()).toEqual(RESULT_KEYS);
  });

  it('leaves rating and review count out for a place that has none', async () => {
    const res = await get('garage croix-rousse');
    expect(res.statusCode).toBe(200);
    const [garage] = res.json();
    expect(garage).toEqual({
      placeId: 'demo_garage-croix-rousse',
      name: 'Garage de la Croix-Rousse',
      address: '45 Boulevard de la Croix-Rousse, 69004 Lyon, France',
      types: ['car_repair'],
    });
  });

  it('answers an empty list when nothing matches', async () => {
    const res = await get('zzzz no such place');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('says in /api/meta that the demo catalogue answers', async () => {
    const res = await t.app.inject('/api/meta');
    expect(res.json().demo.places).toBe(true);
  });

  it('is rate limited per user, not for everyone at once', async () => {
    // Its own app so the counter starts at zero whatever ran before.
    const limited = await createTestApp({ database: t.database });
    try {
      const busy = await createUser(t.db);
      const other = await createUser(t.db);
      const hit = (c: string) =>
        limited.app.inject({ method: 'GET', url: search('toronto'), headers: { cookie: c } });
      for (let i = 0; i < 60; i += 1) {
        const res = await hit(busy.cookie);
        expect(res.statusCode).toBe(200);
      }
      const refused = await hit(busy.cookie);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBeTypeOf('string');
      expect((await hit(other.cookie)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/places/search with the Google adapter', () => {
  let google: FakeGoogle;
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    google = await startFakeGoogle();
    t = await createTestApp({
      deps: { places: createGooglePlaces({ apiKey: API_KEY, baseUrl: google.baseUrl }) },
    });
    ({ cookie } = await createUser(t.db));
  });
  afterAll(async () => {
    await t.close();
    await google.close();
  });
  afterEach(() => {
    google.answer = () => ({ status: 200, body: fixture('search-text-response.json') });
  });

  const get = (query: string) => t.app.inject({ method: 'GET', url: search(query), headers: { cookie } });

  it('answers Google places without the review link and without generic types', async () => {
    const res = await get('harbour');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toHaveLength(3);
    expect(body[0]).toEqual({
      placeId: 'ChIJN1t_tDeuEmsRUsoyG83frY4',
      name: 'Harbourside Coffee Roasters',
      address: '48 Pirrama Rd, Pyrmont NSW 2009, Australia',
      rating: 4.6,
      userRatingsTotal: 1284,
      types: ['coffee_shop', 'cafe', 'food', 'store'],
    });
    expect(res.body).not.toContain('googleReviewUrl');
    expect(res.body).not.toContain(API_KEY);
    // The query reaches Google trimmed.
    const sent = JSON.parse(google.requests.at(-1)?.body ?? '{}');
    expect(sent.textQuery).toBe('harbour');
  });

  it('maps a Google 500 to a 502 with the friendly message, never the key or the upstream detail', async () => {
    google.answer = () => ({ status: 500, body: fixture('error-response.json') });
    const res = await get('harbour coffee');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message: PLACES_UNAVAILABLE_MESSAGE, code: 'PLACES_UNAVAILABLE' });
    expect(res.body).not.toContain(API_KEY);
    expect(res.body).not.toContain('API key not valid');
  });

  it('maps an unreadable Google answer to the same 502', async () => {
    google.answer = () => ({ status: 200, body: '<html>gateway</html>' });
    const res = await get('harbour coffee');
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(PLACES_UNAVAILABLE_MESSAGE);
  });

  it('says in /api/meta that Google answers', async () => {
    const res = await t.app.inject('/api/meta');
    expect(res.json().demo.places).toBe(false);
  });
});

describe('GET /api/places/search configured from the environment', () => {
  let google: FakeGoogle;
  let t: TestApp;
  let cookie: string;
  const logs: string[] = [];
  beforeAll(async () => {
    google = await startFakeGoogle();
    google.answer = () => ({ status: 500, body: fixture('error-response.json') });
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logs.push(String(chunk));
        done();
      },
    });
    t = await createTestApp({
      env: { GOOGLE_PLACES_API_KEY: API_KEY, GOOGLE_PLACES_BASE_URL: google.baseUrl },
      deps: { logger: { level: 'info', stream } },
    });
    ({ cookie } = await createUser(t.db));
  });
  afterAll(async () => {
    await t.close();
    await google.close();
  });

  it('answers 502 and keeps the key out of the response and the logs', async () => {
    const res = await t.app.inject({ method: 'GET', url: search('harbour'), headers: { cookie } });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(PLACES_UNAVAILABLE_MESSAGE);
    expect(google.requests.at(-1)?.headers['x-goog-api-key']).toBe(API_KEY);
    // The failure is logged for the operator, without the key.
    expect(logs.join('\n')).toMatch(/Google Places answered with an error/);
    expect(logs.join('\n')).not.toContain(API_KEY);
    expect(res.body).not.toContain(API_KEY);
  });

  // With Google unreachable, any place id and any name (CR/LF included) was registered.
  it('refuses to register a place it could not confirm, whatever the client says it is', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/businesses',
      headers: sameOrigin(cookie),
      payload: { placeId: 'ChIJmadeUpPlace123', name: 'Totally Real\r\nSet-Cookie: x=1', address: 'Nowhere' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Please select a business from the search results',
      code: 'PLACE_NOT_CONFIRMED',
    });
    const mine = await t.app.inject({ url: '/api/businesses/mine', headers: { cookie } });
    expect(mine.json()).toEqual([]);
  });
});
