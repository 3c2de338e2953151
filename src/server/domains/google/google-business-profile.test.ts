// @module-tag node-release
// The real Business Profile adapter, through GOOGLE_API_BASE_URL against a local stand-in
// that speaks Google's formats, with the OAuth grant, refresh and revocation at the local OpenID
// provider the sign-in tests use.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, googleConnections, mailOutbox } from '#server/db/schema.ts';
import {
  type BusinessProfileStandIn,
  type StandInReview,
  startBusinessProfileStandIn,
} from '#server/test/business-profile-test-server.ts';
import { createBusinessFor } from '#server/test/fixtures.ts';
import {
  authorizeAtProvider,
  browse,
  CookieJar,
  startTestProvider,
  TEST_GOOGLE_REDIRECT_URI,
  type TestProvider,
} from '#server/test/oidc-provider.ts';
import { createTestApp, createUser, sameOrigin, TEST_ORIGIN, type TestApp } from '#server/test/test-app.ts';

const PLACE = `ChIJ-test-${randomUUID().slice(0, 8)}`;
const STARS = ['ONE', 'TWO', 'THREE', 'FOUR', 'FIVE'] as const;
const SECRET_TEXT = 'The flat white was the best in town';

function reviews(n: number): StandInReview[] {
  return Array.from({ length: n }, (_, i) => {
    const at = new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString();
    return {
      reviewId: `rev-${i}`,
      starRating: STARS[i % 5]!,
      reviewer: { displayName: `Reviewer ${i}`, isAnonymous: i % 7 === 0 },
      ...(i % 4 === 0 ? {} : { comment: `${SECRET_TEXT} #${i}` }),
      createTime: at,
      updateTime: at,
      ...(i % 3 === 0 ? { reviewReply: { comment: 'Thanks!', updateTime: at } } : {}),
    };
  });
}

const logs: string[] = [];
const logger = { level: 'info', stream: { write: (line: string) => void logs.push(line) } };
let op: TestProvider;
let google: BusinessProfileStandIn;
let t: TestApp;
let owner: Awaited<ReturnType<typeof createUser>>;
let businessId: string;
const jar = new CookieJar();
const status = async () =>
  (
    await t.app.inject({ url: `/api/businesses/${businessId}/google`, headers: { cookie: owner.cookie } })
  ).json();
let clock = Date.now();
const tick = () => {
  clock += 60_000;
  return t.app.scheduler.runDue(new Date(clock));
};

beforeAll(async () => {
  op = await startTestProvider();
  // 22 accounts (two pages of 20); the business sits in a location group on the second page, among
  // 105 locations (two pages of 100): walking every page and every group is what finds it.
  const fillers = Array.from({ length: 21 }, (_, i) => ({
    name: `accounts/${1000 + i}`,
    accountName: `Personal ${i}`,
    type: 'PERSONAL',
    locations: [],
  }));
  const group = {
    name: 'accounts/555',
    accountName: 'Coffee Group',
    type: 'LOCATION_GROUP',
    locations: [
      ...Array.from({ length: 104 }, (_, i) => ({
        name: `locations/${i}`,
        title: `Other shop ${i}`,
        metadata: { placeId: `other-${i}`, hasVoiceOfMerchant: true },
        reviews: [],
      })),
      {
        name: 'locations/987654321',
        title: 'Northern Quarter Coffee',
        metadata: {
          placeId: PLACE,
          newReviewUri: `https://search.google.com/local/writereview?placeid=${PLACE}`,
          hasVoiceOfMerchant: true,
        },
        reviews: reviews(120),
      },
    ],
  };
  google = await startBusinessProfileStandIn([...fillers, group], (token) => op.accessTokenValid(token));
  t = await createTestApp({
    env: { ...op.env, GOOGLE_BUSINESS_PROFILE: '1', GOOGLE_API_BASE_URL: google.url },
    deps: { logger },
  });
  owner = await createUser(t.db);
  jar.set(TEST_ORIGIN, 'sid', owner.token);
  businessId = (await createBusinessFor(t.db, owner.user.id, { placeId: PLACE })).id;
  op.signInAs({ sub: `sub-${randomUUID()}`, email: 'maria@example.com', given_name: 'Maria' });
});
afterAll(async () => {
  await t?.close();
  await google?.close();
  await op?.close();
});

describe('the real Business Profile adapter', () => {
  it('when the person unticks the Business Profile permission: says which to allow, keeps nothing, revokes the grant', async () => {
    const other = (await createBusinessFor(t.db, owner.user.id, { placeId: `untick-${randomUUID()}` })).id;
    const start = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${other}/google/connect`,
      headers: sameOrigin(jar.header(`${TEST_ORIGIN}/api/businesses`)),
    });
    jar.store(`${TEST_ORIGIN}/api/businesses/${other}/google/connect`, start.headers['set-cookie']);
    const revocations = op.count('/token/revocation');
    op.untick(['https://www.googleapis.com/auth/business.manage']);
    try {
      const callbackUrl = await authorizeAtProvider(
        new URL(start.json().authorizeUrl),
        jar,
        TEST_GOOGLE_REDIRECT_URI,
      );
      const callback = await browse(t.app, jar, callbackUrl);
      expect(callback.statusCode).toBe(200);
      expect(callback.body).toContain('GOOGLE_CONNECT_ERROR');
      expect(callback.body).toContain(
        'leave “See, edit, create and delete your Google business listings” ticked',
      );
    } finally {
      op.untick([]);
    }
    expect(op.count('/token/revocation')).toBe(revocations + 1);
    expect(
      await t.db.select().from(googleConnections).where(eq(googleConnections.businessId, other)),
    ).toEqual([]);
    expect(google.requests.filter((r) => r === 'GET /v1/accounts')).toHaveLength(0);
  });

  it('connects through the OpenID provider, walks every account page and group, and verifies the place', async () => {
    const start = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${businessId}/google/connect`,
      headers: sameOrigin(jar.header(`${TEST_ORIGIN}/api/businesses`)),
    });
    expect(start.statusCode).toBe(200);
    jar.store(`${TEST_ORIGIN}/api/businesses/${businessId}/google/connect`, start.headers['set-cookie']);
    const authorizeUrl = new URL(start.json().authorizeUrl);
    expect(authorizeUrl.searchParams.get('scope')).toContain(
      'https://www.googleapis.com/auth/business.manage',
    );
    expect(authorizeUrl.searchParams.get('access_type')).toBe('offline');
    expect(authorizeUrl.searchParams.get('include_granted_scopes')).toBe('true');
    const callbackUrl = await authorizeAtProvider(authorizeUrl, jar, TEST_GOOGLE_REDIRECT_URI);
    const callback = await browse(t.app, jar, callbackUrl);
    expect(callback.statusCode).toBe(200);
    expect(callback.body).toContain('GOOGLE_CONNECT_SUCCESS');
    expect(google.requests.filter((r) => r === 'GET /v1/accounts')).toHaveLength(2);
    expect(google.requests.filter((r) => r === 'GET /v1/accounts/555/locations')).toHaveLength(2);
    expect(await status()).toMatchObject({
      connected: true,
      verified: true,
      accountName: 'Coffee Group',
      locationTitle: 'Northern Quarter Coffee',
    });
    const [b] = await t.db.select().from(businesses).where(eq(businesses.id, businessId));
    expect(b?.googleReviewUrl).toBe(`https://search.google.com/local/writereview?placeid=${PLACE}`);
  });

  it('keeps the refresh token only as ciphertext', async () => {
    const [row] = await t.db
      .select()
      .from(googleConnections)
      .where(eq(googleConnections.businessId, businessId));
    expect(row?.sealedRefreshToken).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('reads every review on the first sync (three pages of 50), then only what changed', async () => {
    expect(await tick()).toContain('google-sync');
    const reviewCalls = () =>
      google.requests.filter((r) => r.endsWith('/locations/987654321/reviews')).length;
    expect(reviewCalls()).toBe(3);
    expect(await status()).toMatchObject({ totalReviewCount: 120, averageRating: 3 });
    const location = google.accounts.at(-1)!.locations.at(-1)!;
    const now = new Date().toISOString();
    location.reviews.push({
      reviewId: 'rev-new',
      starRating: 'TWO',
      reviewer: { displayName: 'Late Visitor' },
      comment: 'Cold coffee',
      createTime: now,
      updateTime: now,
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${businessId}/google/sync`,
      headers: sameOrigin(owner.cookie),
    });
    await tick();
    expect(reviewCalls()).toBe(4);
    const low = (
      await t.app.inject({
        url: `/api/businesses/${businessId}/google/reviews?stars=2&replied=false`,
        headers: { cookie: owner.cookie },
      })
    ).json();
    expect(low.reviews[0]).toMatchObject({ id: 'rev-new', stars: 2, reply: null, comment: 'Cold coffee' });
    // The new low review is told at once; the first read's whole history never was.
    const alerts = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'review_alert'));
    expect(alerts.map((m) => m.subject)).toEqual([expect.stringMatching(/^New 2-star Google review for /)]);
    expect(alerts[0]?.text).toContain('Cold coffee');
  });

  it('replies and deletes at Google; a 401 refreshes the token and tries once more', async () => {
    const url = `/api/businesses/${businessId}/google/reviews/rev-new/reply`;
    const tokenCalls = op.count('/token');
    google.failNext(401);
    const saved = await t.app.inject({
      method: 'PUT',
      url,
      headers: sameOrigin(owner.cookie),
      payload: { comment: 'Sorry! Next one is on us.' },
    });
    expect(saved.statusCode).toBe(200);
    expect(op.count('/token')).toBe(tokenCalls + 1);
    const review = google.accounts
      .at(-1)!
      .locations.at(-1)!
      .reviews.find((r) => r.reviewId === 'rev-new');
    expect(review?.reviewReply?.comment).toBe('Sorry! Next one is on us.');
    const removed = await t.app.inject({ method: 'DELETE', url, headers: sameOrigin(owner.cookie) });
    expect(removed.statusCode).toBe(204);
    expect(review?.reviewReply).toBeUndefined();
  });

  it('waits once on a 429 then says Google is busy (503); a 403 answers 502 and a 404 answers 404, in words', async () => {
    const url = `/api/businesses/${businessId}/google/reviews/rev-1/reply`;
    google.failNext(429, 1, '1');
    const waited = await t.app.inject({
      method: 'PUT',
      url,
      headers: sameOrigin(owner.cookie),
      payload: { comment: 'Thank you' },
    });
    expect(waited.statusCode).toBe(200);
    google.failNext(429, 2, '1');
    const busy = await t.app.inject({
      method: 'PUT',
      url,
      headers: sameOrigin(owner.cookie),
      payload: { comment: 'Thank you' },
    });
    expect(busy.statusCode).toBe(503);
    expect(busy.json().message).toContain('Google is busy');
    google.failNext(403);
    const refused = await t.app.inject({
      method: 'PUT',
      url,
      headers: sameOrigin(owner.cookie),
      payload: { comment: 'Hi' },
    });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().code).toBe('GOOGLE_FAILED');
    google.failNext(404);
    const gone = await t.app.inject({
      method: 'PUT',
      url,
      headers: sameOrigin(owner.cookie),
      payload: { comment: 'Hi' },
    });
    expect(gone.statusCode).toBe(404);
  });

  it('a failed read rests the location for five minutes instead of retrying every tick', async () => {
    const reviewCalls = () =>
      google.requests.filter((r) => r.endsWith('/locations/987654321/reviews')).length;
    const before = reviewCalls();
    await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${businessId}/google/sync`,
      headers: sameOrigin(owner.cookie),
    });
    google.failNext(429, 2, '1');
    await tick();
    expect(reviewCalls()).toBe(before + 2);
    await tick();
    await tick();
    expect(reviewCalls()).toBe(before + 2);
    clock += 5 * 60_000;
    await tick();
    expect(reviewCalls()).toBe(before + 3);
  });

  it('marks the connection broken when Google answers invalid_grant, and says so', async () => {
    op.forgetRefreshTokens();
    google.failNext(401);
    await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${businessId}/google/sync`,
      headers: sameOrigin(owner.cookie),
    });
    await tick();
    expect(await status()).toMatchObject({ connected: true, broken: true });
    // The owner is told once, by e-mail.
    const notices = async () =>
      (await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'account_notice'))).map(
        (m) => m.subject,
      );
    expect(await notices()).toEqual([expect.stringMatching(/^Reconnect Google for /)]);
    await t.db
      .update(googleConnections)
      .set({ broken: false })
      .where(eq(googleConnections.businessId, businessId));
    google.failNext(401);
    await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${businessId}/google/sync`,
      headers: sameOrigin(owner.cookie),
    });
    await tick();
    expect(await notices()).toHaveLength(1);
    const reply = await t.app.inject({
      method: 'PUT',
      url: `/api/businesses/${businessId}/google/reviews/rev-2/reply`,
      headers: sameOrigin(owner.cookie),
      payload: { comment: 'Hi' },
    });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().message).toContain('connect again');
  });

  it('revokes at Google on disconnect', async () => {
    const before = op.requests.length;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${businessId}/google/disconnect`,
      headers: sameOrigin(owner.cookie),
    });
    expect(res.statusCode).toBe(204);
    expect(op.requests.slice(before).some((p) => p.includes('revocation') || p.includes('revoke'))).toBe(
      true,
    );
    expect(await status()).toMatchObject({ connected: false });
  });

  it('never logs a token or a review text', () => {
    const all = logs.join('\n');
    expect(all).not.toContain(SECRET_TEXT);
    expect(all).not.toContain('Cold coffee');
    expect(all).not.toMatch(/Bearer|refresh_token|access_token|code=/);
  });
});
