// The Business Profile on the embedded default: an owner connects the demo Business Profile, sees its reviews,
// filters them, replies, edits and deletes the reply, and reads the growth; members read, never write.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, googleConnections, googleManagedPlaces } from '#server/db/schema.ts';
import { rateScan, recordScan } from '#server/domains/visits/rate-visit.ts';
import { addMember, createBusinessFor } from '#server/test/fixtures.ts';
import { createTestApp, createUser, sameOrigin, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof createUser>>;
let member: Awaited<ReturnType<typeof createUser>>;
let businessId: string;

/** The popup's whole round trip, as the browser makes it, with the transaction cookie carried along. */
async function connectDemo(app: TestApp['app'], cookie: string, id: string) {
  const start = await app.inject({
    method: 'POST',
    url: `/api/businesses/${id}/google/connect`,
    headers: sameOrigin(cookie),
  });
  expect(start.statusCode).toBe(200);
  const tx = start.cookies.find((c) => c.name === 'google_tx');
  expect(tx?.httpOnly).toBe(true);
  const consentUrl = new URL(start.json().authorizeUrl);
  const state = consentUrl.searchParams.get('state')!;
  const both = `${cookie}; google_tx=${tx!.value}`;
  const consent = await app.inject({
    url: `${consentUrl.pathname}${consentUrl.search}`,
    headers: { cookie: both },
  });
  expect(consent.statusCode).toBe(200);
  expect(consent.body).toContain('Demo');
  return app.inject({
    url: `/api/google/callback?code=demo-allowed&state=${state}`,
    headers: { cookie: both },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.db);
  member = await createUser(t.db);
  const business = await createBusinessFor(t.db, owner.user.id, { placeId: 'demo_northern-quarter-coffee' });
  businessId = business.id;
  await addMember(t.db, businessId, member.user.id);
});
afterAll(() => t.close());

describe('the demo Business Profile', () => {
  it('starts disconnected and says it is the demo', async () => {
    const res = await t.app.inject({
      url: `/api/businesses/${businessId}/google`,
      headers: { cookie: owner.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ available: true, mode: 'demo', connected: false, verified: false });
  });

  it('refuses a callback whose state does not match the owner’s own transaction', async () => {
    const res = await t.app.inject({
      url: '/api/google/callback?code=demo-allowed&state=forged',
      headers: { cookie: owner.cookie },
    });
    expect(res.statusCode).toBe(400);
    const [row] = await t.db
      .select()
      .from(googleConnections)
      .where(eq(googleConnections.businessId, businessId));
    expect(row).toBeUndefined();
  });

  it('connects, matches the place, verifies it and uses Google’s own review link', async () => {
    const res = await connectDemo(t.app, owner.cookie, businessId);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('GOOGLE_CONNECT_SUCCESS');
    const status = (
      await t.app.inject({ url: `/api/businesses/${businessId}/google`, headers: { cookie: owner.cookie } })
    ).json();
    expect(status).toMatchObject({
      connected: true,
      verified: true,
      locationTitle: 'Northern Quarter Coffee',
    });
    const [b] = await t.db.select().from(businesses).where(eq(businesses.id, businessId));
    expect(b?.googleReviewUrl).toBe(status.newReviewUri);
    // The badge on the dashboard and in the location switcher comes with the business itself.
    const mine = (
      await t.app.inject({ url: '/api/businesses/mine', headers: { cookie: owner.cookie } })
    ).json();
    expect(mine.find((x: { id: string }) => x.id === businessId).placeVerifiedAt).toEqual(expect.any(String));
    // The token at rest is sealed, never the token itself.
    const [row] = await t.db
      .select()
      .from(googleConnections)
      .where(eq(googleConnections.businessId, businessId));
    expect(row?.sealedRefreshToken).toMatch(/^v1\./);
    expect(row?.sealedRefreshToken).not.toContain('demo-');
  });

  it('reads the reviews on the scheduler’s next tick; history before the connection does not nag', async () => {
    expect(await t.app.scheduler.runDue()).toContain('google-sync');
    const status = (
      await t.app.inject({ url: `/api/businesses/${businessId}/google`, headers: { cookie: owner.cookie } })
    ).json();
    expect(status.totalReviewCount).toBeGreaterThan(20);
    // Every demo review came before the connection: none waits for an answer, all are readable.
    expect(status.unreplied).toBe(0);
    const page = (
      await t.app.inject({
        url: `/api/businesses/${businessId}/google/reviews`,
        headers: { cookie: member.cookie },
      })
    ).json();
    expect(page.reviews).toHaveLength(20);
    expect(page.nextCursor).toBeTruthy();
    const next = (
      await t.app.inject({
        url: `/api/businesses/${businessId}/google/reviews?cursor=${page.nextCursor}`,
        headers: { cookie: member.cookie },
      })
    ).json();
    const ids = new Set([...page.reviews, ...next.reviews].map((r: { id: string }) => r.id));
    expect(ids.size).toBe(page.reviews.length + next.reviews.length);
  });

  it('filters by stars and by replied', async () => {
    const low = (
      await t.app.inject({
        url: `/api/businesses/${businessId}/google/reviews?stars=1,2,3&replied=false`,
        headers: { cookie: owner.cookie },
      })
    ).json();
    expect(low.reviews.length).toBeGreaterThan(0);
    for (const r of low.reviews) {
      expect(r.stars).toBeLessThanOrEqual(3);
      expect(r.reply).toBeNull();
    }
  });

  it('replies, edits and deletes a reply; a member cannot', async () => {
    const open = (
      await t.app.inject({
        url: `/api/businesses/${businessId}/google/reviews?replied=false`,
        headers: { cookie: owner.cookie },
      })
    ).json().reviews[0];
    const url = `/api/businesses/${businessId}/google/reviews/${open.id}/reply`;
    const byMember = await t.app.inject({
      method: 'PUT',
      url,
      headers: sameOrigin(member.cookie),
      payload: { comment: 'Hi' },
    });
    expect(byMember.statusCode).toBe(403);
    const saved = await t.app.inject({
      method: 'PUT',
      url,
      headers: sameOrigin(owner.cookie),
      payload: { comment: '  Thank you, we will fix it!  ' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().comment).toBe('Thank you, we will fix it!');
    const edited = await t.app.inject({
      method: 'PUT',
      url,
      headers: sameOrigin(owner.cookie),
      payload: { comment: 'Edited' },
    });
    expect(edited.json().comment).toBe('Edited');
    const list = (
      await t.app.inject({
        url: `/api/businesses/${businessId}/google/reviews`,
        headers: { cookie: owner.cookie },
      })
    ).json();
    expect(list.reviews.find((r: { id: string }) => r.id === open.id)?.reply?.comment ?? 'Edited').toBe(
      'Edited',
    );
    const removed = await t.app.inject({ method: 'DELETE', url, headers: sameOrigin(owner.cookie) });
    expect(removed.statusCode).toBe(204);
  });

  it('answers bad replies with a readable 4xx, never a 5xx', async () => {
    const open = (
      await t.app.inject({
        url: `/api/businesses/${businessId}/google/reviews`,
        headers: { cookie: owner.cookie },
      })
    ).json().reviews[0];
    const url = `/api/businesses/${businessId}/google/reviews/${open.id}/reply`;
    const cases = [
      { payload: { comment: '' }, status: 400, text: 'Write a reply first' },
      { payload: { comment: 'é'.repeat(2500) }, status: 400, text: '4096 bytes' },
      { payload: {}, status: 400, text: 'Write a reply first' },
    ];
    for (const c of cases) {
      const res = await t.app.inject({
        method: 'PUT',
        url,
        headers: sameOrigin(owner.cookie),
        payload: c.payload,
      });
      expect(res.statusCode).toBe(c.status);
      expect(res.json().message).toContain(c.text);
    }
    const unknown = await t.app.inject({
      method: 'PUT',
      url: `/api/businesses/${businessId}/google/reviews/no-such-review/reply`,
      headers: sameOrigin(owner.cookie),
      payload: { comment: 'Hello' },
    });
    expect(unknown.statusCode).toBe(404);
    const badCursor = await t.app.inject({
      url: `/api/businesses/${businessId}/google/reviews?cursor=notacursor`,
      headers: { cookie: owner.cookie },
    });
    expect(badCursor.statusCode).toBe(400);
  });

  it('another business’s review id is not found through this business', async () => {
    const other = await createUser(t.db);
    const theirs = await createBusinessFor(t.db, other.user.id, { placeId: 'demo_ancoats-bakehouse' });
    expect((await connectDemo(t.app, other.cookie, theirs.id)).statusCode).toBe(200);
    await t.app.scheduler.runDue(new Date(Date.now() + 20_000));
    const theirReview = (
      await t.app.inject({
        url: `/api/businesses/${theirs.id}/google/reviews`,
        headers: { cookie: other.cookie },
      })
    ).json().reviews[0];
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/businesses/${businessId}/google/reviews/${theirReview.id}/reply`,
      headers: sameOrigin(owner.cookie),
      payload: { comment: 'Not mine' },
    });
    expect(res.statusCode).toBe(404);
  });

  it('shows growth: before and since the first scan, and reviews that followed a visit', async () => {
    const { scanId } = await recordScan(t.db, {
      businessId,
      deviceType: 'mobile',
      now: new Date(Date.UTC(2026, 5, 1)),
    });
    await rateScan(t.db, { businessId, rating: 5, scanId, now: new Date(Date.UTC(2026, 5, 1)) });
    const growth = await t.app.inject({
      url: `/api/businesses/${businessId}/google/growth`,
      headers: { cookie: member.cookie },
    });
    expect(growth.statusCode).toBe(200);
    const g = growth.json();
    expect(g.days).toHaveLength(90);
    expect(g.baselinePerWeek).toBeGreaterThan(0);
    expect(g.sincePerWeek).toBeGreaterThan(0);
    expect(g.startedAt).toBe('2026-06-01T00:00:00.000Z');
  });

  it('answers some of the business’s conversions with a review a little later, which followed the visit', async () => {
    const someone = await createUser(t.db);
    const tacos = await createBusinessFor(t.db, someone.user.id, { placeId: 'demo_golden-crust-bakery' });
    // Thirty customers went from the QR to Google a little over an hour ago; about half write a review.
    const visitedAt = new Date(Date.now() - 70 * 60_000);
    for (let i = 0; i < 30; i += 1) {
      const at = new Date(visitedAt.getTime() + i * 1000);
      const { scanId } = await recordScan(t.db, { businessId: tacos.id, deviceType: 'mobile', now: at });
      await rateScan(t.db, { businessId: tacos.id, rating: 5, scanId, now: at });
    }
    expect((await connectDemo(t.app, someone.cookie, tacos.id)).statusCode).toBe(200);
    // The sync job ran for the earlier tests moments ago: the next tick is a minute on.
    expect(await t.app.scheduler.runDue(new Date(Date.now() + 60_000))).toContain('google-sync');
    // Every page of reviews: more than a page's 20 may have followed the thirty visits.
    const recent: { createTime: string; stars: number; followedVisit: boolean }[] = [];
    let cursor: string | null = null;
    do {
      const page = (
        await t.app.inject({
          url: `/api/businesses/${tacos.id}/google/reviews${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
          headers: { cookie: someone.cookie },
        })
      ).json() as { reviews: typeof recent; nextCursor: string | null };
      recent.push(...page.reviews);
      cursor = page.nextCursor;
    } while (cursor);
    const afterVisits = recent.filter((r) => new Date(r.createTime) > visitedAt);
    expect(afterVisits.length).toBeGreaterThan(3);
    expect(afterVisits.length).toBeLessThan(30);
    expect(afterVisits.every((r) => r.followedVisit && r.stars >= 4)).toBe(true);
    const growth = (
      await t.app.inject({
        url: `/api/businesses/${tacos.id}/google/growth`,
        headers: { cookie: someone.cookie },
      })
    ).json();
    expect(growth.followedVisit).toBe(afterVisits.length);
  });

  it('keeps the owner’s saved replies, within Google’s limit', async () => {
    const url = `/api/businesses/${businessId}/google/reply-templates`;
    const empty = await t.app.inject({ url, headers: { cookie: owner.cookie } });
    expect(empty.json()).toEqual({ low: '', high: '' });
    const saved = await t.app.inject({
      method: 'PUT',
      url,
      headers: sameOrigin(owner.cookie),
      payload: { low: 'Sorry, {first name}. ', high: 'Thank you, {first name}!' },
    });
    expect(saved.json()).toEqual({ low: 'Sorry, {first name}.', high: 'Thank you, {first name}!' });
    const tooLong = await t.app.inject({
      method: 'PUT',
      url,
      headers: sameOrigin(owner.cookie),
      payload: { low: 'x'.repeat(5000), high: '' },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain('4096 bytes');
    const byMember = await t.app.inject({ url, headers: { cookie: member.cookie } });
    expect(byMember.statusCode).toBe(403);
  });

  it('offers only the signed-in owner’s own places, never another owner’s business to claim', async () => {
    // Another owner registered two demo places; this owner has one and connects the demo profile.
    const stranger = await createUser(t.db);
    await createBusinessFor(t.db, stranger.user.id, { placeId: 'demo_smith-street-pizza' });
    await createBusinessFor(t.db, stranger.user.id, { placeId: 'demo_greenpoint-plumbing' });
    const second = await createBusinessFor(t.db, owner.user.id, { placeId: 'demo_pearl-hair-studio' });
    const res = await connectDemo(t.app, owner.cookie, second.id);
    expect(res.statusCode).toBe(200);
    const managed = await t.db
      .select({ placeId: googleManagedPlaces.placeId })
      .from(googleManagedPlaces)
      .where(eq(googleManagedPlaces.connectionBusinessId, second.id));
    expect(managed.map((m) => m.placeId).sort()).toEqual([
      'demo_northern-quarter-coffee',
      'demo_pearl-hair-studio',
    ]);
    const claimable = await t.app.inject({ url: '/api/google/claimable', headers: { cookie: owner.cookie } });
    expect(claimable.statusCode).toBe(200);
    expect(claimable.json()).toEqual([]);
    // The stranger, connecting in turn, is offered their own two and nothing of this owner's.
    const theirs = await t.db
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.placeId, 'demo_smith-street-pizza'));
    await connectDemo(t.app, stranger.cookie, theirs[0]!.id);
    const strangerManaged = await t.db
      .select({ placeId: googleManagedPlaces.placeId })
      .from(googleManagedPlaces)
      .where(eq(googleManagedPlaces.connectionBusinessId, theirs[0]!.id));
    expect(strangerManaged.map((m) => m.placeId).sort()).toEqual([
      'demo_greenpoint-plumbing',
      'demo_smith-street-pizza',
    ]);
  });

  it('disconnects: forgets the token and the reviews', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${businessId}/google/disconnect`,
      headers: sameOrigin(owner.cookie),
    });
    expect(res.statusCode).toBe(204);
    const status = (
      await t.app.inject({ url: `/api/businesses/${businessId}/google`, headers: { cookie: owner.cookie } })
    ).json();
    expect(status).toMatchObject({ connected: false, unreplied: 0 });
    const mine = (
      await t.app.inject({ url: '/api/businesses/mine', headers: { cookie: owner.cookie } })
    ).json();
    expect(mine.find((x: { id: string }) => x.id === businessId).placeVerifiedAt).toBeNull();
  });
});
