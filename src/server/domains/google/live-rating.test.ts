// "Without a connection": every owner sees the business's live Google rating on the overview,
// from Places, cached in memory at most an hour and never written to the database.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGooglePlaces } from '#server/domains/places/google-places.ts';
import { addMember, createBusinessFor } from '#server/test/fixtures.ts';
import { connectDemoProfile } from '#server/test/google.ts';
import { type FakeGoogle, startFakeGoogle } from '#server/test/google-test-server.ts';
import { createTestApp, createUser, type TestApp } from '#server/test/test-app.ts';

const rating = (t: TestApp, cookie: string, businessId: string) =>
  t.app.inject({ url: `/api/businesses/${businessId}/google/rating`, headers: { cookie } });

describe('the live rating on the embedded default', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers the demo place's rating to the owner and a member, and whether the profile is connected", async () => {
    const owner = await createUser(t.db);
    const member = await createUser(t.db);
    const business = await createBusinessFor(t.db, owner.user.id, { placeId: 'demo_sunrise-bakery-austin' });
    await addMember(t.db, business.id, member.user.id);

    const before = await rating(t, owner.cookie, business.id);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ available: true, rating: 4.5, userRatingCount: 316, connected: false });
    expect((await rating(t, member.cookie, business.id)).json()).toMatchObject({ rating: 4.5 });

    expect((await connectDemoProfile(t.app, owner.cookie, business.id)).statusCode).toBe(200);
    expect((await rating(t, owner.cookie, business.id)).json()).toMatchObject({
      rating: 4.5,
      connected: true,
    });
  });

  it('answers no rating, not an error, for a place Google has none for', async () => {
    const owner = await createUser(t.db);
    const business = await createBusinessFor(t.db, owner.user.id);
    expect((await rating(t, owner.cookie, business.id)).json()).toEqual({
      available: true,
      rating: null,
      userRatingCount: null,
      connected: false,
    });
  });
});

describe('the live rating from Google', () => {
  let t: TestApp;
  let google: FakeGoogle;
  beforeAll(async () => {
    google = await startFakeGoogle();
    t = await createTestApp({
      deps: { places: createGooglePlaces({ apiKey: 'k', baseUrl: google.baseUrl }) },
    });
  });
  afterAll(async () => {
    await t.close();
    await google.close();
  });

  it('asks Google once for many overviews, writes nothing, and hides the line when Google fails', async () => {
    const owner = await createUser(t.db);
    const business = await createBusinessFor(t.db, owner.user.id, { placeId: 'ChIJlive-rating-place' });
    google.answer = () => ({ status: 200, body: '{"rating":4.3,"userRatingCount":98765}' });

    const answers = await Promise.all(Array.from({ length: 10 }, () => rating(t, owner.cookie, business.id)));
    expect(answers.map((a) => a.json().userRatingCount)).toEqual(Array(10).fill(98765));
    expect(google.requests.filter((r) => r.url === '/v1/places/ChIJlive-rating-place')).toHaveLength(1);

    // Never kept: no table holds the count.
    const rowsOf = async (query: ReturnType<typeof sql>) =>
      ((await t.db.execute(query)) as unknown as { rows: Record<string, string>[] }).rows;
    const tables = await rowsOf(
      sql`select table_name as name from information_schema.tables where table_schema = current_schema()`,
    );
    expect(tables.length).toBeGreaterThan(10);
    for (const { name } of tables) {
      const rows = await rowsOf(sql`select to_jsonb(t)::text as row from ${sql.identifier(name!)} t`);
      expect(JSON.stringify(rows), name).not.toContain('98765');
    }

    const other = await createBusinessFor(t.db, owner.user.id, { placeId: 'ChIJrating-fails' });
    google.answer = () => ({ status: 503, body: '{"error":{"code":503,"status":"UNAVAILABLE"}}' });
    const failed = await rating(t, owner.cookie, other.id);
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toEqual({
      available: false,
      rating: null,
      userRatingCount: null,
      connected: false,
    });
  });
});
