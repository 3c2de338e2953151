import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses } from '#server/db/schema.ts';
import { submitFeedback } from '#server/domains/feedback/service.ts';
import { DEMO_CATALOGUE } from '#server/domains/places/demo-catalogue.ts';
import { rateScan, recordScan } from '#server/domains/visits/rate-visit.ts';
import { newAddress } from '#server/test/addresses.ts';
import { addMember, createBusinessFor } from '#server/test/fixtures.ts';
import { createTestApp, createUser, sameOrigin, type TestApp } from '#server/test/test-app.ts';
import { MAX_LOCATIONS_PER_OWNER } from '#shared/lib/plan.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Each test takes its own demo places, so no two tests race for one.
let nextPlace = 0;
const place = () => {
  const p = DEMO_CATALOGUE[nextPlace++];
  if (!p) throw new Error('out of demo places');
  return { name: p.name, address: p.address, placeId: p.placeId };
};

// Each registration from its own address: the route's limit of 20 a minute is not what these tests are about.
const register = (cookie: string, body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/businesses',
    headers: sameOrigin(cookie),
    payload: body,
    remoteAddress: newAddress(),
  });
const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });

async function ownerOfTwo() {
  const owner = await createUser(t.db);
  const first = await register(owner.cookie, place());
  expect(first.statusCode, first.body).toBe(201);
  const second = await register(owner.cookie, { ...place(), addLocation: true });
  expect(second.statusCode, second.body).toBe(201);
  return { owner, one: first.json(), two: second.json() };
}

describe('more than one location', () => {
  it('an owner registers a second location only when asking to add one; my-business stays the first', async () => {
    const owner = await createUser(t.db);
    const first = (await register(owner.cookie, place())).json();
    const again = await register(owner.cookie, place());
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_OWNER');

    const second = await register(owner.cookie, { ...place(), addLocation: true });
    expect(second.statusCode).toBe(201);
    expect((await get('/api/businesses/my-business', owner.cookie)).json().id).toBe(first.id);
    const mine = (await get('/api/businesses/mine', owner.cookie)).json();
    expect(mine.map((b: { id: string }) => b.id)).toEqual([first.id, second.json().id]);
  });

  it('the same place cannot be registered twice, by the same owner or anyone', async () => {
    const { owner, two } = await ownerOfTwo();
    const same = { name: two.name, address: two.address, placeId: two.placeId, addLocation: true };
    expect((await register(owner.cookie, same)).json().code).toBe('PLACE_TAKEN');
    const other = await createUser(t.db);
    expect((await register(other.cookie, same)).json().code).toBe('PLACE_TAKEN');
  });

  it('each location has its own code, team, filter and analytics; a member of one cannot read the other', async () => {
    const { owner, one, two } = await ownerOfTwo();
    const code = async (id: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/businesses/${id}/generate-code`,
          headers: sameOrigin(owner.cookie),
        })
      ).json().businessCode as string;
    const [codeOne, codeTwo] = [await code(one.id), await code(two.id)];
    expect(codeOne).not.toBe(codeTwo);

    const member = await createUser(t.db);
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/teams/join',
      headers: sameOrigin(member.cookie),
      payload: { businessCode: codeOne },
    });
    expect(joined.statusCode, joined.body).toBe(200);
    const team = async (id: string) =>
      (await get(`/api/businesses/${id}/team-members`, owner.cookie)).json() as {
        teamMembers: { userId: string }[];
      };
    expect((await team(one.id)).teamMembers.map((m) => m.userId)).toContain(member.user.id);
    expect((await team(two.id)).teamMembers.map((m) => m.userId)).not.toContain(member.user.id);

    const filter = await t.app.inject({
      method: 'PATCH',
      url: `/api/businesses/${two.id}/review-filter`,
      headers: sameOrigin(owner.cookie),
      payload: { reviewFilterEnabled: true },
    });
    expect(filter.statusCode).toBe(200);
    const [rowOne, rowTwo] = await Promise.all(
      [one.id, two.id].map(
        async (id) => (await t.db.select().from(businesses).where(eq(businesses.id, id)))[0],
      ),
    );
    expect([rowOne?.reviewFilterEnabled, rowTwo?.reviewFilterEnabled]).toEqual([false, true]);

    await recordScan(t.db, { businessId: two.id, deviceType: 'mobile' });
    await recordScan(t.db, { businessId: two.id, deviceType: 'mobile' });
    await recordScan(t.db, { businessId: one.id, deviceType: 'mobile' });
    const scansOf = async (id: string) =>
      (await get(`/api/businesses/${id}/analytics`, owner.cookie)).json().totalScans;
    expect([await scansOf(one.id), await scansOf(two.id)]).toEqual([1, 2]);

    expect((await get(`/api/businesses/${one.id}/analytics`, member.cookie)).statusCode).toBe(200);
    for (const url of [
      `/api/businesses/${two.id}/analytics`,
      `/api/businesses/${two.id}/feedback`,
      `/api/businesses/${two.id}/qr-customization`,
      `/api/subscription/status?businessId=${two.id}`,
    ]) {
      expect((await get(url, member.cookie)).statusCode, url).toBe(403);
    }
  });

  it('another owner is refused both locations, for reading and for changing', async () => {
    const { one, two } = await ownerOfTwo();
    const stranger = await createUser(t.db);
    await createBusinessFor(t.db, stranger.user.id);
    for (const id of [one.id, two.id]) {
      expect((await get(`/api/businesses/${id}/analytics`, stranger.cookie)).statusCode).toBe(403);
      expect((await get(`/api/businesses/${id}/team-members`, stranger.cookie)).statusCode).toBe(403);
      const patch = await t.app.inject({
        method: 'PATCH',
        url: `/api/businesses/${id}/review-filter`,
        headers: sameOrigin(stranger.cookie),
        payload: { reviewFilterEnabled: true },
      });
      expect(patch.statusCode).toBe(403);
      const seats = await t.app.inject({
        method: 'POST',
        url: '/api/subscription/create',
        headers: sameOrigin(stranger.cookie),
        payload: { businessId: id },
      });
      expect(seats.statusCode).toBe(403);
    }
    const theirs = (await get('/api/businesses/mine', stranger.cookie)).json() as { id: string }[];
    expect(theirs.map((b) => b.id)).not.toContain(one.id);
  });

  it('a location added during the first trial shares its end; one added after it has no trial of its own', async () => {
    const owner = await createUser(t.db);
    const first = (await register(owner.cookie, place())).json();
    const during = (await register(owner.cookie, { ...place(), addLocation: true })).json();
    expect(during.trialEndsAt).toBe(first.trialEndsAt);
    const status = async (id: string) =>
      (await get(`/api/subscription/status?businessId=${id}`, owner.cookie)).json();
    expect((await status(during.id)).status).toBe('trialing');

    // The first trial ends.
    await t.db
      .update(businesses)
      .set({ trialEndsAt: new Date(Date.now() - DAY_MS) })
      .where(eq(businesses.id, first.id));
    const after = await register(owner.cookie, { ...place(), addLocation: true });
    expect(after.statusCode).toBe(201);
    const s = await status(after.json().id);
    expect(s).toMatchObject({ status: 'expired', lapsed: true, monthlyTotalCents: 1900 });
    // It goes to checkout at once, at $19.
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/create',
      headers: sameOrigin(owner.cookie),
      payload: { businessId: after.json().id },
    });
    expect(checkout.statusCode).toBe(200);
  });

  it('deleting the business, or the account, and registering again continues the first trial', async () => {
    const email = `again-${Date.now()}@example.com`;
    const owner = await createUser(t.db, { email });
    const spot = place();
    const first = (await register(owner.cookie, spot)).json();
    // Four days into the trial, the owner deletes the business and registers it again.
    const ends = new Date(Date.now() + 3 * DAY_MS);
    await t.db.update(businesses).set({ trialEndsAt: ends }).where(eq(businesses.id, first.id));
    await t.db.execute(
      sql`update trials_given set ends_at = ${ends} where ends_at = ${new Date(first.trialEndsAt)}`,
    );
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/businesses/${first.id}`,
      headers: sameOrigin(owner.cookie),
      payload: { confirmName: first.name },
    });
    expect(del.statusCode).toBe(204);
    const again = (await register(owner.cookie, spot)).json();
    expect(again.trialEndsAt).toBe(ends.toISOString());

    // The whole account goes; the same Google account signs in anew and registers another place.
    const gone = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/user',
      headers: sameOrigin(owner.cookie),
      payload: { confirmEmail: email },
    });
    expect(gone.statusCode).toBe(200);
    const back = await createUser(t.db, { email });
    const other = (await register(back.cookie, place())).json();
    expect(other.trialEndsAt).toBe(ends.toISOString());
    // Someone else registering that first place gets no fresh trial for it either.
    const stranger = await createUser(t.db);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/businesses/${again.id}`,
      headers: sameOrigin(back.cookie),
      payload: { confirmName: again.name },
    });
    const taken = (await register(stranger.cookie, spot)).json();
    expect(taken.trialEndsAt).toBe(ends.toISOString());
  });

  it('All locations: this week and last week per location, with the total', async () => {
    const { owner, one, two } = await ownerOfTwo();
    const now = new Date();
    const lastWeek = new Date(now.getTime() - 8 * DAY_MS);
    for (let i = 0; i < 3; i++) {
      const { scanId } = await recordScan(t.db, { businessId: one.id, deviceType: 'mobile', now });
      await rateScan(t.db, { businessId: one.id, rating: 5, scanId, now });
    }
    await recordScan(t.db, { businessId: one.id, deviceType: 'mobile', now });
    await recordScan(t.db, { businessId: two.id, deviceType: 'mobile', now: lastWeek });
    await submitFeedback(t.db, { businessId: two.id, feedback: 'Cold', rating: 2, now });

    const res = await get('/api/businesses/mine/overview', owner.cookie);
    expect(res.statusCode).toBe(200);
    const o = res.json();
    expect(o.locations.map((l: { id: string }) => l.id)).toEqual([one.id, two.id]);
    expect(o.locations[0].thisWeek).toEqual({ scans: 4, conversions: 3, conversionRate: 75, newFeedback: 0 });
    expect(o.locations[1].thisWeek).toEqual({ scans: 0, conversions: 0, conversionRate: 0, newFeedback: 1 });
    expect(o.locations[1].lastWeek).toMatchObject({ scans: 1, conversions: 0 });
    expect(o.total.thisWeek).toEqual({ scans: 4, conversions: 3, conversionRate: 75, newFeedback: 1 });
    expect(o.total.lastWeek.scans).toBe(1);

    const member = await createUser(t.db);
    await addMember(t.db, one.id, member.user.id);
    expect((await get('/api/businesses/mine/overview', member.cookie)).json().locations).toEqual([]);
    expect((await t.app.inject({ url: '/api/businesses/mine/overview' })).statusCode).toBe(401);
  });

  it(`parallel additions never give one owner more than ${MAX_LOCATIONS_PER_OWNER} locations`, async () => {
    const owner = await createUser(t.db);
    for (let i = 0; i < MAX_LOCATIONS_PER_OWNER - 2; i++) await createBusinessFor(t.db, owner.user.id);
    // Two places left under the limit, five asked for at once (parallel on PostgreSQL's pool).
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => register(owner.cookie, { ...place(), addLocation: true })),
    );
    const codes = answers.map((a) => (a.statusCode === 201 ? 'created' : a.json().code)).sort();
    expect(codes).toEqual(['LOCATION_LIMIT', 'LOCATION_LIMIT', 'LOCATION_LIMIT', 'created', 'created']);
    const mine = (await get('/api/businesses/mine', owner.cookie)).json();
    expect(mine).toHaveLength(MAX_LOCATIONS_PER_OWNER);
    expect(answers.find((a) => a.statusCode === 409)?.json().message).toMatch(/25 locations/);
  });
});
