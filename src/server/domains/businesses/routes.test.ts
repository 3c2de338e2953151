import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, memberships, qrCustomizations } from '#server/db/schema.ts';
import { createDemoPlaces } from '#server/domains/places/demo-places.ts';
import type { PlacesProvider } from '#server/domains/places/places-provider.ts';
import { newAddress } from '#server/test/addresses.ts';
import { createTestApp, createUser, sameOrigin, type TestApp } from '#server/test/test-app.ts';
import { ALREADY_REGISTERED_MESSAGE } from '#shared/schemas/businesses.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const BUSINESS_KEYS = [
  'address',
  'createdAt',
  'customerLanguage',
  'feedbackRetention',
  'googleReviewUrl',
  'id',
  'maxTeamSize',
  'name',
  'placeClaimedAt',
  'placeId',
  'placeVerifiedAt',
  'reviewFilterEnabled',
  'timeZone',
  'trialEndsAt',
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Each request its own address: the per-IP registration limit is tested on its own below.
function register(cookie: string | undefined, payload: unknown, remoteAddress?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/businesses',
    headers: sameOrigin(cookie),
    payload: payload as Record<string, unknown>,
    remoteAddress: remoteAddress ?? newAddress(),
  });
}
const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

const place = (placeId: string) => ({ name: 'Typed name', address: 'Typed address', placeId });

describe('POST /api/businesses: validation', () => {
  let cookie: string;
  beforeAll(async () => {
    ({ cookie } = await createUser(t.db));
  });

  it('requires sign-in before it looks at the body', async () => {
    const res = await register(undefined, {});
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Please sign in to continue.');
  });

  it.each([
    ['a missing name', { address: 'a', placeId: 'demo_coiffure-helene' }, 'Business name is required'],
    [
      'an empty name',
      { name: '', address: 'a', placeId: 'demo_coiffure-helene' },
      'Business name is required',
    ],
    [
      'a blank name',
      { name: '   ', address: 'a', placeId: 'demo_coiffure-helene' },
      'Business name is required',
    ],
    [
      'a name that is not text',
      { name: 42, address: 'a', placeId: 'demo_coiffure-helene' },
      'Business name is required',
    ],
    ['a missing address', { name: 'n', placeId: 'demo_coiffure-helene' }, 'Business address is required'],
    [
      'a blank address',
      { name: 'n', address: ' ', placeId: 'demo_coiffure-helene' },
      'Business address is required',
    ],
    ['a missing place id', { name: 'n', address: 'a' }, 'Please select a business from the search results'],
    [
      'a blank place id',
      { name: 'n', address: 'a', placeId: '  ' },
      'Please select a business from the search results',
    ],
    ['an empty body', {}, 'Business name is required'],
  ])('answers 400 for %s', async (_case, payload, message) => {
    const res = await register(cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, code: 'VALIDATION' });
    // Each refused field, with a code the screen says in the owner's language.
    expect(['required', 'invalid']).toContain(res.json().fields[0].problem);
  });

  it('answers 400 for a name that is too long', async () => {
    const res = await register(cookie, { ...place('demo_coiffure-helene'), name: 'x'.repeat(201) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('That is too long (at most 200 characters)');
    expect(res.json().fields).toEqual([{ field: 'name', problem: 'too_long', limit: 200 }]);
  });

  it('answers 400 for a place the provider does not know', async () => {
    const res = await register(cookie, place('demo_no-such-place'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please select a business from the search results');
    expect(await get('/api/businesses/my-business', cookie)).toMatchObject({ statusCode: 404 });
  });

  it('refuses a request from another site', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/businesses',
      headers: { cookie, origin: 'https://evil.example' },
      payload: place('demo_coiffure-helene'),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /api/businesses: registration', () => {
  it('creates the business from the catalogue, the owner membership, a 7-day trial and the review link', async () => {
    const { user, cookie } = await createUser(t.db);
    const before = Date.now();
    const res = await register(cookie, {
      name: '  A name the client made up ',
      address: 'Somewhere else',
      placeId: 'demo_coiffure-helene',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(BUSINESS_KEYS);
    expect(body).toMatchObject({
      // The provider's place, not what the client sent.
      name: 'Coiffure Hélène',
      address: '8 Rue Édouard Herriot, 69001 Lyon, France',
      placeId: 'demo_coiffure-helene',
      googleReviewUrl: 'https://search.google.com/local/writereview?placeid=demo_coiffure-helene',
      reviewFilterEnabled: false,
      maxTeamSize: 3,
    });
    expect(body.id).toMatch(/^[A-Za-z0-9_-]{12}$/);
    const createdAt = Date.parse(body.createdAt);
    expect(createdAt).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(body.trialEndsAt) - createdAt).toBe(7 * DAY_MS);

    const rows = await t.db.select().from(memberships).where(eq(memberships.businessId, body.id));
    expect(rows).toEqual([expect.objectContaining({ userId: user.id, role: 'owner' })]);
    const [stored] = await t.db.select().from(businesses).where(eq(businesses.id, body.id));
    expect(stored?.ownerId).toBe(user.id);
    const qr = await t.db.select().from(qrCustomizations).where(eq(qrCustomizations.businessId, body.id));
    expect(qr).toHaveLength(1);

    const mine = await get('/api/businesses/my-business', cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual(body);
    const teams = await get('/api/teams/my-memberships', cookie);
    expect(teams.json()).toEqual([
      { business: { id: body.id, name: 'Coiffure Hélène', customerLanguage: 'auto' }, role: 'owner' },
    ]);
  });

  it('answers 409 when the user already owns a business', async () => {
    const { cookie } = await createUser(t.db);
    expect((await register(cookie, place('demo_ossington-salon'))).statusCode).toBe(201);
    const again = await register(cookie, place('demo_leslieville-pets'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'You have already registered a business.',
      code: 'ALREADY_OWNER',
    });
    const [taken] = await t.db
      .select()
      .from(businesses)
      .where(eq(businesses.placeId, 'demo_leslieville-pets'));
    expect(taken).toBeUndefined();
  });

  it('answers 409 with a way forward when another owner has the place', async () => {
    const first = await createUser(t.db);
    const second = await createUser(t.db);
    expect((await register(first.cookie, place('demo_boulangerie-lea'))).statusCode).toBe(201);
    const res = await register(second.cookie, place('demo_boulangerie-lea'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: ALREADY_REGISTERED_MESSAGE, code: 'PLACE_TAKEN' });
    expect(res.json().message).toBe(
      'This business is already registered. Ask its owner for a team code to join.',
    );
    expect((await get('/api/businesses/my-business', second.cookie)).statusCode).toBe(404);
  });

  it('lets exactly one of two people registering the same place at once succeed', async () => {
    const [a, b] = await Promise.all([createUser(t.db), createUser(t.db)]);
    const answers = await Promise.all([
      register(a.cookie, place('demo_maple-leaf-hardware')),
      register(b.cookie, place('demo_maple-leaf-hardware')),
    ]);
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409]);
    const loser = answers.find((r) => r.statusCode === 409);
    expect(loser?.json().message).toBe(ALREADY_REGISTERED_MESSAGE);
    const rows = await t.db
      .select()
      .from(businesses)
      .where(eq(businesses.placeId, 'demo_maple-leaf-hardware'));
    expect(rows).toHaveLength(1);
  });

  it('answers 409, not 500, when both requests pass the early check before either saves', async () => {
    // Hold every lookup until both requests have made one, so the unique index must decide.
    const demo = createDemoPlaces();
    let release: () => void = () => {};
    const bothLooking = new Promise<void>((resolve) => {
      release = resolve;
    });
    let lookups = 0;
    const gated: PlacesProvider = {
      ...demo,
      async lookup(placeId) {
        lookups += 1;
        if (lookups === 2) release();
        await bothLooking;
        return demo.lookup(placeId);
      },
    };
    const racing = await createTestApp({ database: t.database, deps: { places: gated } });
    try {
      const [a, b] = await Promise.all([createUser(t.db), createUser(t.db)]);
      const send = (cookie: string) =>
        racing.app.inject({
          method: 'POST',
          url: '/api/businesses',
          headers: sameOrigin(cookie),
          payload: place('demo_bouchon-des-halles'),
        });
      const answers = await Promise.all([send(a.cookie), send(b.cookie)]);
      expect(lookups).toBe(2);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(answers.find((r) => r.statusCode === 409)?.json()).toEqual({
        message: ALREADY_REGISTERED_MESSAGE,
        code: 'PLACE_TAKEN',
      });
    } finally {
      await racing.close();
    }
  });

  it('answers 409 for a team member, who must leave the team first', async () => {
    const owner = await createUser(t.db);
    const member = await createUser(t.db);
    const created = await register(owner.cookie, place('demo_kensington-books'));
    await t.db
      .insert(memberships)
      .values({ businessId: created.json().id, userId: member.user.id, role: 'member' });
    const res = await register(member.cookie, place('demo_harbour-plumbing-toronto'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message:
        'You are on the Kensington Market Books team. Leave that team before registering your own business.',
      code: 'ALREADY_MEMBER',
    });
    const teams = await get('/api/teams/my-memberships', member.cookie);
    expect(teams.json()).toEqual([
      {
        // The customer language comes along: the member's Send link starts in it.
        business: { id: created.json().id, name: 'Kensington Market Books', customerLanguage: 'auto' },
        role: 'member',
      },
    ]);
  });

  it('is rate limited per address', async () => {
    const { cookie } = await createUser(t.db);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await register(cookie, {}, '127.9.9.9')).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('reading businesses', () => {
  let owner: Awaited<ReturnType<typeof createUser>>;
  let businessId: string;
  beforeAll(async () => {
    owner = await createUser(t.db);
    businessId = (await register(owner.cookie, place('demo_librairie-presquile'))).json().id;
  });

  it('requires sign-in for my-business and my-memberships', async () => {
    for (const url of ['/api/businesses/my-business', '/api/teams/my-memberships']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().message).toBe('Please sign in to continue.');
    }
  });

  it('answers 404 for my-business and an empty list for my-memberships when the user has neither', async () => {
    const { cookie } = await createUser(t.db);
    const mine = await get('/api/businesses/my-business', cookie);
    expect(mine.statusCode).toBe(404);
    expect(mine.json()).toEqual({ message: 'You have not registered a business yet.', code: 'NO_BUSINESS' });
    const teams = await get('/api/teams/my-memberships', cookie);
    expect(teams.statusCode).toBe(200);
    expect(teams.json()).toEqual([]);
  });

  it('answers the public business with exactly its five fields, signed out', async () => {
    const res = await get(`/api/businesses/${businessId}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual([
      'address',
      'googleReviewUrl',
      'id',
      'name',
      'reviewFilterEnabled',
    ]);
    expect(body).toEqual({
      id: businessId,
      name: 'Librairie de la Presqu’île',
      address: '19 Rue Victor Hugo, 69002 Lyon, France',
      googleReviewUrl: 'https://search.google.com/local/writereview?placeid=demo_librairie-presquile',
      reviewFilterEnabled: false,
    });
  });

  it('answers 404 for an unknown business and 400 for a malformed id', async () => {
    const unknown = await get('/api/businesses/AAAAAAAAAAAA');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Business not found', code: 'BUSINESS_NOT_FOUND' });
    const malformed = await get(`/api/businesses/${encodeURIComponent('bad id!')}`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('That business link is not valid.');
  });
});

describe('PATCH /api/businesses/:id/review-filter', () => {
  let owner: Awaited<ReturnType<typeof createUser>>;
  let member: Awaited<ReturnType<typeof createUser>>;
  let businessId: string;
  beforeAll(async () => {
    owner = await createUser(t.db);
    member = await createUser(t.db);
    businessId = (await register(owner.cookie, place('demo_spa-mont-royal'))).json().id;
    await t.db.insert(memberships).values({ businessId, userId: member.user.id, role: 'member' });
  });
  const patch = (cookie: string | undefined, payload: unknown, id = businessId) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/businesses/${id}/review-filter`,
      headers: sameOrigin(cookie),
      payload: payload as Record<string, unknown>,
    });

  it('lets the owner turn the filter on and off', async () => {
    const on = await patch(owner.cookie, { reviewFilterEnabled: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ reviewFilterEnabled: true });
    expect((await get(`/api/businesses/${businessId}`)).json().reviewFilterEnabled).toBe(true);
    const off = await patch(owner.cookie, { reviewFilterEnabled: false });
    expect(off.json()).toEqual({ reviewFilterEnabled: false });
    expect((await get(`/api/businesses/${businessId}`)).json().reviewFilterEnabled).toBe(false);
  });

  it('refuses members, strangers and signed-out callers', async () => {
    const stranger = await createUser(t.db);
    const asMember = await patch(member.cookie, { reviewFilterEnabled: true });
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json().message).toBe('Only the business owner can do this.');
    expect((await patch(stranger.cookie, { reviewFilterEnabled: true })).statusCode).toBe(403);
    expect((await patch(undefined, { reviewFilterEnabled: true })).statusCode).toBe(401);
    expect((await patch(owner.cookie, { reviewFilterEnabled: true }, 'AAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await get(`/api/businesses/${businessId}`)).json().reviewFilterEnabled).toBe(false);
  });

  it('answers 400 for a value that is not a boolean', async () => {
    const res = await patch(owner.cookie, { reviewFilterEnabled: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('reviewFilterEnabled must be true or false');
  });
});
