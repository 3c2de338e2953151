import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '#server/db/schema.ts';
import { createTestApp, sameOrigin, TEST_ORIGIN, type TestApp } from '#server/test/test-app.ts';
import { hashToken } from './sessions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

let n = 0;
const uniqueEmail = (name = 'demo') => {
  n += 1;
  return `${name}-${n}-${Date.now()}@example.com`;
};

function postDemo(app: TestApp['app'], fields: Record<string, string>, headers = sameOrigin()) {
  return app.inject({
    method: 'POST',
    url: '/api/login/demo',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

const setCookies = (res: { headers: Record<string, unknown> }) =>
  [res.headers['set-cookie'] ?? []].flat().map(String);
const sidOf = (res: { headers: Record<string, unknown> }, name = 'sid') =>
  setCookies(res)
    .find((c) => c.startsWith(`${name}=`))
    ?.split(';')[0]
    ?.slice(name.length + 1);
const userCount = async () => (await t.db.select({ n: count() }).from(users))[0]?.n ?? 0;

describe('demo sign-in', () => {
  it('answers GET /api/login with the demo sign-in form when Google is not configured', async () => {
    const res = await t.app.inject('/api/login');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('Demo sign-in');
    expect(res.body).toContain('<form method="post" action="/api/login/demo?lang=en"');
    for (const field of ['email', 'firstName', 'lastName']) {
      expect(res.body).toContain(`<label for="${field}">`);
      expect(res.body).toContain(`name="${field}"`);
    }
    expect(res.body).not.toContain('role="alert"');
  });

  it("speaks the link's language, else the browser's, and keeps it through a refused post", async () => {
    const german = await t.app.inject({
      url: '/api/login',
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect(german.body).toContain('<html lang="de" dir="ltr">');
    expect(german.body).toContain('<label for="firstName">Vorname</label>');
    expect(german.body).toContain('action="/api/login/demo?lang=de"');
    const arabic = await t.app.inject({ url: '/api/login?lang=ar', headers: { 'accept-language': 'de' } });
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/login/demo?lang=de',
      headers: { ...sameOrigin(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=not-an-address',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Bitte geben Sie eine gültige E-Mail-Adresse ein');
  });

  it('signs in: creates the user, starts a session and answers the callback page', async () => {
    const email = uniqueEmail('ada');
    const res = await postDemo(t.app, { email, firstName: '  Ada ', lastName: 'Lovelace' });

    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('<script src="/auth-callback.js" data-type="GOOGLE_AUTH_SUCCESS"></script>');
    const cookie = setCookies(res).find((c) => c.startsWith('sid='));
    expect(cookie).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\/(;|$)/);
    expect(cookie).not.toMatch(/Secure/);
    // The cookie lives as long as the session can: the 60-day absolute lifetime.
    const expires = Date.parse(/Expires=([^;]+)/.exec(cookie ?? '')?.[1] ?? '');
    expect(expires - Date.now()).toBeGreaterThan(59 * 24 * 3600 * 1000);
    expect(expires - Date.now()).toBeLessThanOrEqual(60 * 24 * 3600 * 1000);

    const me = await t.app.inject({ url: '/api/auth/user', headers: { cookie: `sid=${sidOf(res)}` } });
    expect(me.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(me.json()).toEqual({
      id: row?.id,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      profileImageUrl: null,
      locale: 'en',
      localeSaved: false,
    });
  });

  it('stores empty names as null', async () => {
    const email = uniqueEmail('nameless');
    const res = await postDemo(t.app, { email, firstName: '   ', lastName: '' });
    expect(res.statusCode).toBe(200);
    const me = await t.app.inject({ url: '/api/auth/user', headers: { cookie: `sid=${sidOf(res)}` } });
    expect(me.json()).toMatchObject({ firstName: null, lastName: null, email });
  });

  it.each<[string, Record<string, string>, string]>([
    ['no e-mail', { firstName: 'Ada' }, 'Please enter your e-mail address'],
    ['a blank e-mail', { email: '   ', firstName: 'Ada' }, 'Please enter your e-mail address'],
    [
      'an invalid e-mail',
      { email: 'ada-at-example.com', firstName: 'Ada' },
      'Please enter a valid e-mail address',
    ],
    [
      'a first name over 100 characters',
      { email: 'long-first@example.com', firstName: 'A'.repeat(101) },
      'First name can be at most 100 characters',
    ],
    [
      'a last name over 100 characters',
      { email: 'long-last@example.com', lastName: 'L'.repeat(101) },
      'Last name can be at most 100 characters',
    ],
  ])('re-shows the form for %s, with its message, and creates no user', async (_, fields, message) => {
    const before = await userCount();
    const res = await postDemo(t.app, fields);

    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('Demo sign-in');
    expect(res.body).toContain(`<p class="error" id="form-error" role="alert">${message}</p>`);
    expect(res.body).toContain('aria-invalid="true"');
    // What the person typed is kept, so they only fix the mistake.
    if (fields.email?.trim()) expect(res.body).toContain(`value="${fields.email}"`);
    if (fields.firstName) expect(res.body).toContain(`value="${fields.firstName}"`);
    expect(setCookies(res).some((c) => c.startsWith('sid='))).toBe(false);
    expect(await userCount()).toBe(before);
  });

  it('accepts a name of exactly 100 characters', async () => {
    const res = await postDemo(t.app, { email: uniqueEmail('hundred'), firstName: 'A'.repeat(100) });
    expect(res.statusCode).toBe(200);
  });

  it('escapes echoed values in the re-shown form', async () => {
    const res = await postDemo(t.app, {
      email: 'not-an-email"><b>',
      firstName: '<script>alert(1)</script>',
      lastName: '"><img src=x onerror=alert(1)>',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('value="&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(res.body).toContain('value="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"');
    expect(res.body).toContain('value="not-an-email&quot;&gt;&lt;b&gt;"');
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).not.toContain('<img src=x');
    expect(res.body).not.toContain('<b>');
  });

  it('treats the e-mail case-insensitively: the same address is the same user', async () => {
    const email = uniqueEmail('Grace');
    const first = await postDemo(t.app, { email: email.toUpperCase(), firstName: 'Grace' });
    const second = await postDemo(t.app, {
      email: email.toLowerCase(),
      firstName: 'Grace',
      lastName: 'Hopper',
    });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);

    const rows = await t.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
    const me = await t.app.inject({ url: '/api/auth/user', headers: { cookie: `sid=${sidOf(first)}` } });
    expect(me.json().id).toBe(rows[0]?.id);
  });

  it('issues a new token at every sign-in and ends the browser’s previous session', async () => {
    const email = uniqueEmail('tokens');
    const first = await postDemo(t.app, { email });
    const firstToken = sidOf(first) ?? '';
    const second = await postDemo(t.app, { email }, sameOrigin(`sid=${firstToken}`));
    const secondToken = sidOf(second) ?? '';
    // A different browser signing in as the same person keeps its own session.
    const third = await postDemo(t.app, { email });
    const thirdToken = sidOf(third) ?? '';

    expect(new Set([firstToken, secondToken, thirdToken]).size).toBe(3);
    const stored = await t.db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.email, email));
    expect(stored.map((s) => s.tokenHash).sort()).toEqual(
      [hashToken(secondToken), hashToken(thirdToken)].sort(),
    );
    const old = await t.app.inject({ url: '/api/auth/user', headers: { cookie: `sid=${firstToken}` } });
    expect(old.statusCode).toBe(401);
  });

  it('refuses a sign-in posted from another site', async () => {
    const before = await userCount();
    const res = await postDemo(t.app, { email: uniqueEmail('csrf') }, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(setCookies(res).some((c) => c.startsWith('sid='))).toBe(false);
    expect(await userCount()).toBe(before);
  });

  it('answers the error page on the Google callback, which has nothing to finish', async () => {
    const res = await t.app.inject('/api/auth/callback?code=x&state=y');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('data-type="GOOGLE_AUTH_ERROR"');
  });
});

describe('demo sign-in behind https', () => {
  const PUBLIC_URL = 'https://reviews.example.com';
  let s: TestApp;
  beforeAll(async () => {
    s = await createTestApp({ env: { PUBLIC_URL }, database: t.database });
  });
  afterAll(() => s?.close());

  it('sets a Secure __Host-sid cookie', async () => {
    const res = await postDemo(s.app, { email: uniqueEmail('secure') }, { origin: PUBLIC_URL });
    expect(res.statusCode).toBe(200);
    const cookie = setCookies(res).find((c) => c.startsWith('__Host-sid='));
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\/(;|$)/);
    // __Host- cookies must not name a domain.
    expect(cookie).not.toMatch(/Domain=/i);
    expect(setCookies(res).some((c) => c.startsWith('sid='))).toBe(false);

    const token = sidOf(res, '__Host-sid');
    const me = await s.app.inject({ url: '/api/auth/user', headers: { cookie: `__Host-sid=${token}` } });
    expect(me.statusCode).toBe(200);
    const plain = await s.app.inject({ url: '/api/auth/user', headers: { cookie: `sid=${token}` } });
    expect(plain.statusCode).toBe(401);
  });

  it('checks the Origin against the https public URL', async () => {
    const res = await postDemo(s.app, { email: uniqueEmail('origin') }, { origin: TEST_ORIGIN });
    expect(res.statusCode).toBe(403);
  });
});

describe('demo sign-in when Google is configured', () => {
  let g: TestApp;
  beforeAll(async () => {
    // Discovery happens on the first Google sign-in, so no provider has to run for this.
    g = await createTestApp({
      env: {
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 'secret',
        GOOGLE_OIDC_ISSUER: 'http://127.0.0.1:9',
      },
      database: t.database,
    });
  });
  afterAll(() => g?.close());

  it('answers 404 and creates no user', async () => {
    const before = await userCount();
    const res = await postDemo(g.app, { email: uniqueEmail('off') });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Demo sign-in is turned off on this server.' });
    expect(setCookies(res).some((c) => c.startsWith('sid='))).toBe(false);
    expect(await userCount()).toBe(before);
  });
});
