// Ownership: a verified manager always gets their place; a place has at most one verified
// registration; the earlier registrant keeps their data, is told, and keeps their links for 30 days.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, googleAudit, googleConnections, mailOutbox } from '#server/db/schema.ts';
import { businessForPage } from '#server/domains/visits/service.ts';
import { createBusinessFor } from '#server/test/fixtures.ts';
import { connectDemoProfile, demoProfileManagingEveryPlace } from '#server/test/google.ts';
import { createTestApp, createUser, sameOrigin, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A user who owns a business (one demo place) and has connected the demo profile from it. */
async function verifiedManager(ownPlace: string) {
  const user = await createUser(t.db);
  const own = await createBusinessFor(t.db, user.user.id, { placeId: ownPlace });
  const done = await connectDemoProfile(t.app, user.cookie, own.id);
  expect(done.statusCode).toBe(200);
  return user;
}

const claim = (cookie: string, placeId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/businesses/claim',
    headers: sameOrigin(cookie),
    payload: { placeId },
  });

beforeAll(async () => {
  t = await createTestApp({ deps: { businessProfile: demoProfileManagingEveryPlace() } });
});
afterAll(() => t.close());

describe('claiming a place as its verified owner', () => {
  let earlier: Awaited<ReturnType<typeof createUser>>;
  let earlierBusinessId: string;
  let owner: Awaited<ReturnType<typeof createUser>>;

  it('lists the places a connected profile manages that someone else registered without verification', async () => {
    earlier = await createUser(t.db);
    earlierBusinessId = (
      await createBusinessFor(t.db, earlier.user.id, {
        placeId: 'demo_eastside-tacos',
        name: 'Eastside Tacos',
      })
    ).id;
    owner = await verifiedManager('demo_sunrise-coffee-austin');
    const list = await t.app.inject({ url: '/api/google/claimable', headers: { cookie: owner.cookie } });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      { placeId: 'demo_eastside-tacos', title: 'Eastside Tacos', registeredName: 'Eastside Tacos' },
    ]);
  });

  it('moves the place to the verified owner; the earlier registrant keeps their business and is told', async () => {
    const res = await claim(owner.cookie, 'demo_eastside-tacos');
    expect(res.statusCode).toBe(201);
    const claimed = res.json();
    expect(claimed).toMatchObject({ placeId: 'demo_eastside-tacos', placeClaimedAt: null });
    const [conn] = await t.db
      .select()
      .from(googleConnections)
      .where(eq(googleConnections.businessId, claimed.id));
    expect(conn?.verified).toBe(true);

    const [old] = await t.db.select().from(businesses).where(eq(businesses.id, earlierBusinessId));
    expect(old?.ownerId).toBe(earlier.user.id);
    expect(old?.placeClaimedAt).toBeInstanceOf(Date);
    expect(old?.placeId).not.toBe('demo_eastside-tacos');
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.userId, earlier.user.id), eq(mailOutbox.kind, 'account_notice')));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Eastside Tacos was claimed by its verified owner on Google');
    const audits = await t.db.select().from(googleAudit).where(eq(googleAudit.businessId, earlierBusinessId));
    expect(audits.map((a) => a.action)).toContain('place-claimed');

    // Its customer links keep working for 30 days, then answer not found.
    expect(await businessForPage(t.db, earlierBusinessId)).not.toBeNull();
    expect(await businessForPage(t.db, earlierBusinessId, new Date(Date.now() + 31 * DAY_MS))).toBeNull();
    // The earlier registrant sees it on their business.
    const mine = await t.app.inject({ url: '/api/businesses/mine', headers: { cookie: earlier.cookie } });
    const theirs = mine.json().find((b: { id: string }) => b.id === earlierBusinessId);
    expect(theirs.placeClaimedAt).toEqual(expect.any(String));
  });

  it('a place verified by someone else answers 409 with a way forward, to a claim and to a registration', async () => {
    const another = await verifiedManager('demo_rose-city-books');
    const again = await claim(another.cookie, 'demo_eastside-tacos');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'PLACE_VERIFIED_ELSEWHERE' });
    expect(again.json().message).toContain('team code');
  });

  it('registering a place someone else registered without verification claims it for its verified manager', async () => {
    const first = await createUser(t.db);
    await createBusinessFor(t.db, first.user.id, { placeId: 'demo_bluebonnet-florist' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/businesses',
      headers: sameOrigin(owner.cookie),
      payload: {
        name: 'Bluebonnet Florist',
        address: 'Austin',
        placeId: 'demo_bluebonnet-florist',
        addLocation: true,
      },
    });
    expect(res.statusCode).toBe(201);
    const [holder] = await t.db
      .select()
      .from(businesses)
      .where(eq(businesses.placeId, 'demo_bluebonnet-florist'));
    expect(holder?.ownerId).toBe(owner.user.id);
  });

  it('refuses a place the caller’s profile does not manage', async () => {
    const stranger = await createUser(t.db);
    const res = await claim(stranger.cookie, 'demo_golden-crust-bakery');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('NOT_YOUR_PLACE');
  });

  it('parallel claims of one place: exactly one verified owner', async () => {
    const first = await createUser(t.db);
    await createBusinessFor(t.db, first.user.id, { placeId: 'demo_pearl-hair-studio' });
    const claimants = [];
    const own = [
      'demo_willamette-vet',
      'demo_stumptown-pet-supply',
      'demo_mississippi-hardware',
      'demo_cascade-brewing-taproom',
      'demo_sunrise-yoga-portland',
      'demo_smith-street-pizza',
    ];
    for (const place of own) claimants.push(await verifiedManager(place));
    const answers = await Promise.all(claimants.map((c) => claim(c.cookie, 'demo_pearl-hair-studio')));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const holders = await t.db
      .select()
      .from(businesses)
      .where(eq(businesses.placeId, 'demo_pearl-hair-studio'));
    expect(holders).toHaveLength(1);
    const winner = answers.find((a) => a.statusCode === 201)!.json();
    expect(holders[0]?.id).toBe(winner.id);
  });
});
