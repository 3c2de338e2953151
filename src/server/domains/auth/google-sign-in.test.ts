// @module-tag node-release
import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessions, users } from '#server/db/schema.ts';
import {
  authorizeAtProvider,
  browse,
  CookieJar,
  DISCOVERY_PATH,
  signInWithProvider,
  startSignIn,
  startTestProvider,
  TEST_CLIENT_ID,
  TEST_REDIRECT_URI,
  type TestAccount,
  type TestProvider,
  testSigningKeys,
} from '#server/test/oidc-provider.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#server/test/test-app.ts';

type LogLine = {
  level: number;
  msg: string;
  reason?: string;
  err?: { message?: string; code?: string; error?: string; cause?: string };
};

const logs: LogLine[] = [];
// The app's own log, kept in memory: each refusal must be refused for the reason the test means.
const logger = { level: 'warn', stream: { write: (line: string) => void logs.push(JSON.parse(line)) } };
const refusals = () =>
  logs
    .filter((l) => l.msg === 'sign-in callback refused')
    .map((l) => l.reason ?? [l.err?.code, l.err?.error, l.err?.cause].filter(Boolean).join(' '));

const account = (name: string): TestAccount => ({
  sub: `sub-${name}-${randomUUID()}`,
  email: `${name}-${randomUUID().slice(0, 8)}@example.com`,
  given_name: name[0]?.toUpperCase() + name.slice(1),
  family_name: 'Liddell',
  picture: `https://lh3.googleusercontent.com/a/${name}=s96-c`,
});

let op: TestProvider;
let t: TestApp;
beforeAll(async () => {
  op = await startTestProvider();
  t = await createTestApp({ env: op.env, deps: { logger } });
});
afterAll(async () => {
  await t?.close();
  await op?.close();
});
beforeEach(() => {
  logs.length = 0;
});

const sessionIds = async () =>
  (await t.db.select({ id: sessions.id }).from(sessions)).map((r) => r.id).sort();
const sidCookie = (res: { headers: Record<string, unknown> }) =>
  [res.headers['set-cookie'] ?? []]
    .flat()
    .map(String)
    .find((c) => /^(__Host-)?sid=/.test(c));
const me = (jar: CookieJar) => browse(t.app, jar, '/api/auth/user');

/** Reads the signed sign-in transaction our server left in the browser. */
function transactionOf(jar: CookieJar) {
  const raw = jar.get(TEST_REDIRECT_URI, 'oidc_tx');
  if (!raw) throw new Error('no oidc_tx cookie');
  const unsigned = t.app.unsignCookie(decodeURIComponent(raw));
  if (!unsigned.valid || !unsigned.value) throw new Error('oidc_tx is not validly signed');
  return JSON.parse(unsigned.value) as { verifier: string; state: string; nonce: string; createdAt: number };
}

const putTransaction = (jar: CookieJar, value: string) =>
  jar.set(TEST_REDIRECT_URI, 'oidc_tx', encodeURIComponent(value), '/api/auth/callback');

/** Every failed callback ends the same way: the error page, no cookie, no session, nothing stored. */
async function expectRefused(
  res: Awaited<ReturnType<typeof browse>>,
  jar: CookieJar,
  sessionsBefore: string[],
) {
  expect(res.statusCode).toBe(400);
  expect(res.headers['content-type']).toMatch(/text\/html/);
  expect(res.body).toContain('data-type="GOOGLE_AUTH_ERROR"');
  expect(res.body).not.toContain('GOOGLE_AUTH_SUCCESS');
  expect(sidCookie(res)).toBeUndefined();
  expect((await me(jar)).statusCode).toBe(401);
  expect(await sessionIds()).toEqual(sessionsBefore);
}

describe('Google sign-in against a real OpenID provider', () => {
  it('signs in: login → provider → callback → session → /api/auth/user', async () => {
    const alice = account('alice');
    op.signInAs(alice);
    const jar = new CookieJar();
    const before = await sessionIds();

    const { callback } = await signInWithProvider(t.app, jar);

    expect(callback.statusCode).toBe(200);
    expect(callback.headers['cache-control']).toBe('no-store');
    expect(callback.body).toContain('data-type="GOOGLE_AUTH_SUCCESS"');
    const cookie = sidCookie(callback);
    expect(cookie).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    // The transaction is spent: the browser is told to drop it.
    expect(jar.get(TEST_REDIRECT_URI, 'oidc_tx')).toBeUndefined();

    const user = await me(jar);
    expect(user.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.googleSub, alice.sub));
    expect(user.json()).toEqual({
      id: row?.id,
      firstName: 'Alice',
      lastName: 'Liddell',
      email: alice.email,
      profileImageUrl: alice.picture,
      locale: 'en',
      localeSaved: false,
    });
    expect((await sessionIds()).length).toBe(before.length + 1);
  });

  it('sends an authorization request with PKCE S256, state, nonce, the scopes and our redirect URI', async () => {
    const jar = new CookieJar();
    const { response, authorizationUrl } = await startSignIn(t.app, jar);
    const tx = transactionOf(jar);
    const q = authorizationUrl.searchParams;

    expect(response.headers['cache-control']).toBe('no-store');
    expect(`${authorizationUrl.origin}${authorizationUrl.pathname}`).toBe(`${op.issuer}/auth`);
    expect(q.get('response_type')).toBe('code');
    expect(q.get('client_id')).toBe(TEST_CLIENT_ID);
    expect(q.get('redirect_uri')).toBe(`${TEST_ORIGIN}/api/auth/callback`);
    expect(q.get('scope')).toBe('openid email profile');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toBe(createHash('sha256').update(tx.verifier).digest('base64url'));
    expect(q.get('state')).toBe(tx.state);
    expect(q.get('nonce')).toBe(tx.nonce);
    expect(tx.state.length).toBeGreaterThanOrEqual(32);
    expect(tx.nonce.length).toBeGreaterThanOrEqual(32);

    const txCookie = [response.headers['set-cookie']]
      .flat()
      .map(String)
      .find((c) => c.startsWith('oidc_tx='));
    expect(txCookie).toMatch(/HttpOnly/);
    expect(txCookie).toMatch(/SameSite=Lax/);
    expect(txCookie).toMatch(/Path=\/api\/auth\/callback/);
    expect(txCookie).toMatch(/Max-Age=600/);
    // The verifier never leaves the server in clear: the cookie is signed, and only the challenge is sent.
    expect(authorizationUrl.href).not.toContain(tx.verifier);

    const again = new CookieJar();
    await startSignIn(t.app, again);
    const other = transactionOf(again);
    expect(other.state).not.toBe(tx.state);
    expect(other.nonce).not.toBe(tx.nonce);
    expect(other.verifier).not.toBe(tx.verifier);
  });

  it('updates the same user when the same sub signs in again with a new e-mail and name', async () => {
    const bob = account('bob');
    op.signInAs(bob);
    const jar = new CookieJar();
    await signInWithProvider(t.app, jar);
    const firstToken = jar.get(TEST_ORIGIN, 'sid');
    const first = (await me(jar)).json();

    const renamed = {
      ...bob,
      email: `robert-${randomUUID()}@example.com`,
      given_name: 'Robert',
      family_name: 'Smith',
    };
    op.signInAs(renamed);
    const { callback } = await signInWithProvider(t.app, jar);
    expect(callback.statusCode).toBe(200);

    const second = (await me(jar)).json();
    expect(second).toEqual({
      id: first.id,
      firstName: 'Robert',
      lastName: 'Smith',
      email: renamed.email,
      profileImageUrl: bob.picture,
      locale: 'en',
      localeSaved: false,
    });
    expect(await t.db.select().from(users).where(eq(users.googleSub, bob.sub))).toHaveLength(1);
    // A new sign-in is a new session token.
    expect(jar.get(TEST_ORIGIN, 'sid')).not.toBe(firstToken);
  });

  it('on https the transaction cookie is __Host- prefixed: Secure, Path=/, no Domain', async () => {
    const https = await createTestApp({ env: { ...op.env, PUBLIC_URL: 'https://reviews.example.com' } });
    try {
      const res = await https.app.inject({ url: '/api/login' });
      expect(res.statusCode).toBe(302);
      const cookie = [res.headers['set-cookie']]
        .flat()
        .map(String)
        .find((c) => c.startsWith('__Host-oidc_tx='));
      expect(cookie).toMatch(/; Path=\/;/);
      expect(cookie).toMatch(/Secure/);
      expect(cookie).not.toMatch(/Domain=/i);
    } finally {
      await https.close();
    }
  });

  it('refuses an ID token whose e-mail address the provider has not verified', async () => {
    op.signInAs({ ...account('mallory'), email_verified: false });
    const jar = new CookieJar();
    const before = await sessionIds();
    const { callback } = await signInWithProvider(t.app, jar);
    await expectRefused(callback, jar, before);
    expect(logs.some((l) => l.err?.message?.includes('not verified'))).toBe(true);
  });

  it('refuses a callback whose state is not the one it sent', async () => {
    op.signInAs(account('mallory'));
    const jar = new CookieJar();
    const before = await sessionIds();
    const { authorizationUrl } = await startSignIn(t.app, jar);
    const callbackUrl = await authorizeAtProvider(authorizationUrl, jar);
    callbackUrl.searchParams.set('state', 'state-from-another-browser');
    const tokenCalls = op.count('/token');

    await expectRefused(await browse(t.app, jar, callbackUrl), jar, before);
    expect(refusals()).toEqual([expect.stringMatching(/"state" response parameter/)]);
    expect(op.count('/token')).toBe(tokenCalls);
  });

  it('refuses a replayed code, with or without the spent transaction cookie', async () => {
    op.signInAs(account('carol'));
    const jar = new CookieJar();
    const { authorizationUrl } = await startSignIn(t.app, jar);
    const spentTx = jar.get(TEST_REDIRECT_URI, 'oidc_tx') ?? '';
    const callbackUrl = await authorizeAtProvider(authorizationUrl, jar);
    expect((await browse(t.app, jar, callbackUrl)).statusCode).toBe(200);

    const attacker = new CookieJar();
    const before = await sessionIds();
    // The browser dropped the transaction, so the same URL again carries none.
    await expectRefused(await browse(t.app, attacker, callbackUrl), attacker, before);
    // With the old cookie replayed too, the provider refuses a code it already exchanged.
    putTransaction(attacker, decodeURIComponent(spentTx));
    await expectRefused(await browse(t.app, attacker, callbackUrl), attacker, before);
    expect(refusals()).toEqual(['no sign-in transaction cookie', expect.stringMatching(/invalid_grant/)]);
  });

  it('refuses an ID token whose nonce is not the one in the signed transaction', async () => {
    op.signInAs(account('nonce'));
    const jar = new CookieJar();
    const before = await sessionIds();
    const { authorizationUrl } = await startSignIn(t.app, jar);
    const tx = transactionOf(jar);
    const callbackUrl = await authorizeAtProvider(authorizationUrl, jar);
    putTransaction(jar, t.app.signCookie(JSON.stringify({ ...tx, nonce: 'a-nonce-of-another-sign-in' })));

    await expectRefused(await browse(t.app, jar, callbackUrl), jar, before);
    expect(refusals()).toEqual([expect.stringMatching(/"nonce" claim/)]);
  });

  it('cannot exchange the code without the PKCE verifier of the same sign-in', async () => {
    op.signInAs(account('pkce'));
    const jar = new CookieJar();
    const before = await sessionIds();
    const { authorizationUrl } = await startSignIn(t.app, jar);
    const tx = transactionOf(jar);
    const callbackUrl = await authorizeAtProvider(authorizationUrl, jar);
    // An intercepted code with the attacker's own (validly signed) transaction: state and nonce copied.
    const attackerJar = new CookieJar();
    await startSignIn(t.app, attackerJar);
    const attacker = transactionOf(attackerJar);
    putTransaction(jar, t.app.signCookie(JSON.stringify({ ...tx, verifier: attacker.verifier })));

    await expectRefused(await browse(t.app, jar, callbackUrl), jar, before);
    expect(refusals()).toEqual([expect.stringMatching(/invalid_grant/)]);
  });

  it('refuses a tampered or an unsigned transaction cookie before talking to the provider', async () => {
    op.signInAs(account('forger'));
    const jar = new CookieJar();
    const before = await sessionIds();
    const { authorizationUrl } = await startSignIn(t.app, jar);
    const tx = transactionOf(jar);
    const signed = decodeURIComponent(jar.get(TEST_REDIRECT_URI, 'oidc_tx') ?? '');
    const callbackUrl = await authorizeAtProvider(authorizationUrl, jar);
    const tokenCalls = op.count('/token');

    // The JSON changed under the original signature.
    putTransaction(jar, signed.replace(tx.nonce, 'x'.repeat(tx.nonce.length)));
    await expectRefused(await browse(t.app, jar, callbackUrl), jar, before);
    // Plain JSON with no signature at all, even with the right values.
    putTransaction(jar, JSON.stringify(tx));
    await expectRefused(await browse(t.app, jar, callbackUrl), jar, before);

    expect(op.count('/token')).toBe(tokenCalls);
    expect(refusals()).toEqual([
      'transaction cookie not validly signed',
      'transaction cookie not validly signed',
    ]);
    // The untouched transaction would still have worked: the refusals were about the cookie.
    putTransaction(jar, signed);
    expect((await browse(t.app, jar, callbackUrl)).statusCode).toBe(200);
  });

  it('refuses a sign-in transaction older than 10 minutes', async () => {
    op.signInAs(account('late'));
    const stale = async (ageMs: number) => {
      const jar = new CookieJar();
      const { authorizationUrl } = await startSignIn(t.app, jar);
      const tx = transactionOf(jar);
      const callbackUrl = await authorizeAtProvider(authorizationUrl, jar);
      putTransaction(jar, t.app.signCookie(JSON.stringify({ ...tx, createdAt: Date.now() - ageMs })));
      return { jar, res: await browse(t.app, jar, callbackUrl) };
    };

    const before = await sessionIds();
    const tokenCalls = op.count('/token');
    const late = await stale(10 * 60 * 1000 + 1000);
    await expectRefused(late.res, late.jar, before);
    expect(op.count('/token')).toBe(tokenCalls);
    expect(refusals()).toEqual(['transaction expired']);

    const inTime = await stale(9 * 60 * 1000);
    expect(inTime.res.statusCode).toBe(200);
    expect((await me(inTime.jar)).statusCode).toBe(200);
  });

  it('answers the error page when the user declines at the provider', async () => {
    const jar = new CookieJar();
    const before = await sessionIds();
    await startSignIn(t.app, jar);
    const { state } = transactionOf(jar);
    const declined = new URL(TEST_REDIRECT_URI);
    declined.search = new URLSearchParams({ error: 'access_denied', state, iss: op.issuer }).toString();

    await expectRefused(await browse(t.app, jar, declined), jar, before);
    expect(refusals()).toEqual([expect.stringMatching(/access_denied/)]);
  });

  it('answers a callback page that loads our script and never posts to any origin', async () => {
    op.signInAs(account('page'));
    const { callback } = await signInWithProvider(t.app, new CookieJar());

    expect(callback.body).toContain(
      '<script src="/auth-callback.js" data-type="GOOGLE_AUTH_SUCCESS"></script>',
    );
    expect(callback.body).not.toContain("'*'");
    expect(callback.body).not.toContain('"*"');
    // No inline script: the strict CSP (script-src 'self') stays without exceptions.
    expect(callback.body).not.toMatch(/<script>(?!<)/);
    expect(callback.headers['content-security-policy']).toMatch(/script-src 'self'/);
    // A popup coming back from Google's origin keeps its opener only on a page without an opener policy.
    expect(callback.headers['cross-origin-opener-policy']).toBe('unsafe-none');

    const script = readFileSync(new URL('../../../../public/auth-callback.js', import.meta.url), 'utf8');
    expect(script).toContain('window.opener.postMessage(message, window.location.origin)');
    expect(script).not.toMatch(/['"]\*['"]/);
  });
});

describe('Google sign-in: provider discovery and issuers', () => {
  it('fetches the discovery document once across two logins', async () => {
    const fresh = await startTestProvider();
    const app = await createTestApp({ env: fresh.env, database: t.database, deps: { logger } });
    try {
      fresh.signInAs(account('disco'));
      expect(fresh.count(DISCOVERY_PATH)).toBe(0);
      expect((await signInWithProvider(app.app, new CookieJar())).callback.statusCode).toBe(200);
      expect((await signInWithProvider(app.app, new CookieJar())).callback.statusCode).toBe(200);
      expect(fresh.count(DISCOVERY_PATH)).toBe(1);
      expect(fresh.count('/token')).toBe(2);
    } finally {
      await app.close();
      await fresh.close();
    }
  });

  it('refuses a code and an ID token from another issuer', async () => {
    const keys = testSigningKeys();
    const real = await startTestProvider({ keys });
    // Same client, same signing keys: only the issuer differs.
    const impostor = await startTestProvider({ keys });
    const app = await createTestApp({ env: real.env, database: t.database, deps: { logger } });
    try {
      real.delegateTo(impostor);
      impostor.signInAs(account('impostor'));
      const before = await sessionIds();

      // As the impostor answers: its authorization response names its own issuer.
      let jar = new CookieJar();
      let { authorizationUrl } = await startSignIn(app.app, jar);
      let callbackUrl = await authorizeAtProvider(authorizationUrl, jar);
      expect(callbackUrl.searchParams.get('iss')).toBe(impostor.issuer);
      await expectRefused(await browse(app.app, jar, callbackUrl), jar, before);
      expect(refusals()).toEqual([expect.stringMatching(/"iss" \(issuer\) response parameter/)]);

      // With the `iss` parameter rewritten, the ID token itself still names the impostor.
      jar = new CookieJar();
      ({ authorizationUrl } = await startSignIn(app.app, jar));
      callbackUrl = await authorizeAtProvider(authorizationUrl, jar);
      callbackUrl.searchParams.set('iss', real.issuer);
      const tokenCalls = impostor.count('/token');
      await expectRefused(await browse(app.app, jar, callbackUrl), jar, before);
      expect(impostor.count('/token')).toBe(tokenCalls + 1);
      expect(refusals()[1]).toMatch(/"iss" \(issuer\) claim/);
    } finally {
      await app.close();
      await impostor.close();
      await real.close();
    }
  });

  it('refuses an ID token signed with a key the issuer does not publish', async () => {
    const real = await startTestProvider();
    // Claims to be the real issuer, signs with its own key; discovery and keys still come from the real one.
    const forger = await startTestProvider({ issuer: real.issuer });
    const app = await createTestApp({ env: real.env, database: t.database, deps: { logger } });
    try {
      real.delegateTo(forger, [DISCOVERY_PATH, '/jwks']);
      forger.signInAs(account('signer'));
      const jar = new CookieJar();
      const before = await sessionIds();
      const { authorizationUrl } = await startSignIn(app.app, jar);
      const url = await authorizeAtProvider(authorizationUrl, jar);
      await expectRefused(await browse(app.app, jar, url), jar, before);
      expect(forger.count('/token')).toBeGreaterThan(0);
      // openid-client skips this check unless non-repudiation checks are enabled (google-oidc.ts).
      expect(refusals()).toEqual([expect.stringMatching(/KEY_SELECTION_FAILED.*no applicable keys/)]);
    } finally {
      await app.close();
      await forger.close();
      await real.close();
    }
  });

  it('answers the error page when the provider cannot be reached', async () => {
    const gone = await startTestProvider();
    const env = gone.env;
    await gone.close();
    const app = await createTestApp({ env, database: t.database, deps: { logger } });
    try {
      const res = await app.app.inject('/api/login');
      expect(res.statusCode).toBe(502);
      expect(res.body).toContain('data-type="GOOGLE_AUTH_ERROR"');
      expect(res.headers['set-cookie']).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
