// @module-tag node-release
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '#server/db/schema.ts';
import { createTestApp, createUser, sameOrigin, TEST_ORIGIN, type TestApp } from '#server/test/test-app.ts';
import { hashToken } from './sessions';

const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const me = (cookie?: string) => t.app.inject({ url: '/api/auth/user', headers: cookie ? { cookie } : {} });
const sessionRow = async (token: string) =>
  (
    await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)))
  )[0];
const ago = (ms: number) => new Date(Date.now() - ms);
const setCookies = (res: { headers: Record<string, unknown> }) =>
  [res.headers['set-cookie'] ?? []].flat().map(String);
const clearsSid = (res: { headers: Record<string, unknown> }) =>
  setCookies(res).some(
    (c) => /^sid=;/.test(c) && /Expires=Thu, 01 Jan 1970|Max-Age=0/.test(c) && /Path=\//.test(c),
  );

describe('GET /api/auth/user', () => {
  it('answers 401 with a message without a cookie, with garbage and with an unknown token', async () => {
    for (const cookie of [undefined, 'sid=garbage', `sid=${'A'.repeat(43)}`, 'sid=', 'other=1']) {
      const res = await me(cookie);
      expect(res.statusCode, String(cookie)).toBe(401);
      expect(res.json()).toEqual({ message: 'Please sign in to continue.', code: 'UNAUTHENTICATED' });
    }
  });

  it('answers the signed-in user, with exactly the public fields', async () => {
    const { user, cookie } = await createUser(t.db, { firstName: 'Lin', lastName: 'Wu' });
    const res = await me(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: user.id,
      firstName: 'Lin',
      lastName: 'Wu',
      email: user.email,
      profileImageUrl: null,
      locale: 'en',
      localeSaved: false,
    });
  });

  it('ends a session idle for more than 14 days', async () => {
    const idle = await createUser(t.db);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: ago(14 * DAY + 60_000) })
      .where(eq(sessions.userId, idle.user.id));
    expect((await me(idle.cookie)).statusCode).toBe(401);

    const recent = await createUser(t.db);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: ago(13 * DAY) })
      .where(eq(sessions.userId, recent.user.id));
    expect((await me(recent.cookie)).statusCode).toBe(200);
    // Using it counts as activity: the idle clock starts again.
    const touched = await sessionRow(recent.token);
    expect(Date.now() - (touched?.lastSeenAt.getTime() ?? 0)).toBeLessThan(60_000);
  });

  it('ends a session past its 60-day absolute lifetime, however active', async () => {
    const { user, token, cookie } = await createUser(t.db);
    const row = await sessionRow(token);
    // Created with the absolute lifetime of 60 days.
    expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBe(60 * DAY);

    await t.db
      .update(sessions)
      .set({ expiresAt: ago(1000), lastSeenAt: new Date() })
      .where(eq(sessions.userId, user.id));
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('records activity at most once an hour, so reads stay reads', async () => {
    const { user, token, cookie } = await createUser(t.db);
    const tenMinutesAgo = ago(10 * 60_000);
    await t.db.update(sessions).set({ lastSeenAt: tenMinutesAgo }).where(eq(sessions.userId, user.id));
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await sessionRow(token))?.lastSeenAt.getTime()).toBe(tenMinutesAgo.getTime());

    await t.db
      .update(sessions)
      .set({ lastSeenAt: ago(2 * 60 * 60_000) })
      .where(eq(sessions.userId, user.id));
    expect((await me(cookie)).statusCode).toBe(200);
    expect(Date.now() - ((await sessionRow(token))?.lastSeenAt.getTime() ?? 0)).toBeLessThan(60_000);
  });
});

describe('sign-out', () => {
  it('POST /api/logout answers 204, deletes the session and clears the cookie', async () => {
    const { token, cookie } = await createUser(t.db);
    const res = await t.app.inject({ method: 'POST', url: '/api/logout', headers: sameOrigin(cookie) });

    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(clearsSid(res)).toBe(true);
    expect(await sessionRow(token)).toBeUndefined();
    // The old cookie, kept by a careless or malicious client, no longer works.
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('POST /api/logout without a session still answers 204', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/logout', headers: sameOrigin() });
    expect(res.statusCode).toBe(204);
  });

  it('signs out only this browser', async () => {
    const a = await createUser(t.db);
    const { token: otherToken } = await (async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login/demo',
        headers: { ...sameOrigin(), 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ email: a.user.email.replace('@', '+other@') }).toString(),
      });
      return { token: /sid=([^;]+)/.exec(setCookies(res).join('\n'))?.[1] ?? '' };
    })();
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: sameOrigin(a.cookie) });
    expect((await me(a.cookie)).statusCode).toBe(401);
    expect((await me(`sid=${otherToken}`)).statusCode).toBe(200);
  });

  it('GET /api/logout deletes the session and redirects to /', async () => {
    const { token, cookie } = await createUser(t.db);
    const res = await t.app.inject({ url: '/api/logout', headers: { cookie } });

    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(clearsSid(res)).toBe(true);
    expect(await sessionRow(token)).toBeUndefined();
    expect((await me(cookie)).statusCode).toBe(401);
  });

  // An <img src=".../api/logout"> on a sibling subdomain is same-site, not same-origin.
  it.each([
    ['a link on another site', { 'sec-fetch-site': 'cross-site' }],
    ['an image on a sibling subdomain', { 'sec-fetch-site': 'same-site', 'sec-fetch-dest': 'image' }],
    ['an old browser, from a page elsewhere', { referer: 'https://shop.localhost:3000/page' }],
    ['an old browser, from an unreadable referer', { referer: 'not a url' }],
  ])('GET /api/logout from %s signs nobody out', async (_, headers) => {
    const { token, cookie } = await createUser(t.db);
    const res = await t.app.inject({ url: '/api/logout', headers: { cookie, ...headers } });

    expect(res.statusCode).toBe(302);
    expect(clearsSid(res)).toBe(false);
    expect(await sessionRow(token)).toBeDefined();
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it.each([
    ['our own page', { 'sec-fetch-site': 'same-origin' }],
    ['a typed address', { 'sec-fetch-site': 'none' }],
    ['an old browser on our own page', { referer: 'http://localhost:3000/dashboard' }],
  ])('GET /api/logout from %s signs the user out', async (_, headers) => {
    const { token, cookie } = await createUser(t.db);
    const res = await t.app.inject({ url: '/api/logout', headers: { cookie, ...headers } });
    expect(clearsSid(res)).toBe(true);
    expect(await sessionRow(token)).toBeUndefined();
  });
});

describe('stored sessions', () => {
  it('stores only a hash of the token, never the token itself', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login/demo',
      headers: { ...sameOrigin(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=hash-check%40example.com',
    });
    const token = /sid=([A-Za-z0-9_-]{43});/.exec(setCookies(res).join('\n'))?.[1] ?? '';
    expect(token).toHaveLength(43);
    // 43 base64url characters carry 256 random bits.
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    const everything = JSON.stringify(await t.db.select().from(sessions));
    expect(everything).not.toContain(token);
    expect((await sessionRow(token))?.tokenHash).toBe(hashToken(token));
  });
});

describe('CSRF: state-changing requests from other sites', () => {
  it('refuses a cross-origin POST /api/logout and keeps the session', async () => {
    const { token, cookie } = await createUser(t.db);
    for (const origin of [
      'https://evil.example',
      'null',
      'http://localhost:3001',
      'https://localhost:3000',
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { origin, cookie } });
      expect(res.statusCode, origin).toBe(403);
      expect(res.json()).toEqual({
        message: 'This request came from another site and was refused.',
        code: 'BAD_ORIGIN',
      });
    }
    expect(await sessionRow(token)).toBeDefined();
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it('refuses Sec-Fetch-Site cross-site or same-site without Origin, and accepts same-origin', async () => {
    const { token, cookie } = await createUser(t.db);
    for (const site of ['cross-site', 'same-site']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: { 'sec-fetch-site': site, cookie },
      });
      expect(res.statusCode, site).toBe(403);
    }
    expect(await sessionRow(token)).toBeDefined();

    const same = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { 'sec-fetch-site': 'same-origin', cookie },
    });
    expect(same.statusCode).toBe(204);
  });

  it('lets a non-browser caller (neither Origin nor Sec-Fetch-Site) through, as security.ts documents', async () => {
    const { token, cookie } = await createUser(t.db);
    const res = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(res.statusCode).toBe(204);
    expect(await sessionRow(token)).toBeUndefined();
  });

  it('accepts our own origin', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { origin: TEST_ORIGIN } });
    expect(res.statusCode).toBe(204);
  });
});

describe('rate limits per IP', () => {
  const hammer = async (request: () => Promise<{ statusCode: number }>, times: number) => {
    const statuses: number[] = [];
    for (let i = 0; i < times; i += 1) statuses.push((await request()).statusCode);
    return statuses;
  };

  it('answers the 31st GET /api/login within a minute from one IP with 429 and a message', async () => {
    const ip = '198.51.100.7';
    const statuses = await hammer(() => t.app.inject({ url: '/api/login', remoteAddress: ip }), 30);
    expect(statuses.every((s) => s === 200)).toBe(true);

    const limited = await t.app.inject({ url: '/api/login', remoteAddress: ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/too many requests|rate limit exceeded/i);
    expect(limited.json().message).toMatch(/minute/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await t.app.inject({ url: '/api/login', remoteAddress: '198.51.100.8' })).statusCode).toBe(200);
  });

  it('limits POST /api/login/demo and the callback the same way', async () => {
    const demo = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/login/demo',
        remoteAddress: '198.51.100.9',
        headers: { ...sameOrigin(), 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'email=',
      });
    const demoStatuses = await hammer(demo, 31);
    expect(demoStatuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(demoStatuses[30]).toBe(429);

    const callback = () => t.app.inject({ url: '/api/auth/callback?code=x', remoteAddress: '198.51.100.10' });
    const callbackStatuses = await hammer(callback, 31);
    expect(callbackStatuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(callbackStatuses[30]).toBe(429);
  });
});
