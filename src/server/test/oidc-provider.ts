import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import Provider, {
  type Adapter,
  type AdapterPayload,
  type Configuration,
  interactionPolicy,
  type JWK,
} from 'oidc-provider';
import { TEST_ORIGIN } from './test-origin';

// Test-only: a real OpenID provider (the `oidc-provider` package) in this process, so the real
// Google adapter and openid-client run the whole protocol over real HTTP.

export const TEST_CLIENT_ID = 'review-qr-test-client';
const TEST_CLIENT_SECRET = 'test-client-secret-that-is-long-enough';
export const TEST_REDIRECT_URI = `${TEST_ORIGIN}/api/auth/callback`;
/** Where the Business Profile connection comes back. */
export const TEST_GOOGLE_REDIRECT_URI = `${TEST_ORIGIN}/api/google/callback`;
const BUSINESS_SCOPE = 'https://www.googleapis.com/auth/business.manage';
export const DISCOVERY_PATH = '/.well-known/openid-configuration';

export type TestAccount = {
  sub: string;
  email: string;
  given_name?: string;
  family_name?: string;
  picture?: string;
  /** Google says whether it verified the address; true unless a test says otherwise. */
  email_verified?: boolean;
};

export type TestProvider = {
  issuer: string;
  /** What createTestApp({ env }) needs to point the real Google adapter at this provider. */
  env: Record<string, string>;
  /** Path of every request this provider answered (at its own URL or for another), in order. */
  requests: string[];
  count(path: string): number;
  /** The account that the next login (the non-interactive "user") completes as; its claims may change. */
  signInAs(account: TestAccount): void;
  /**
   * Let another provider answer at this issuer's URL (an impostor), except for `keep` paths,
   * which this provider still answers (by default its discovery document).
   */
  delegateTo(other: TestProvider | null, keep?: string[]): void;
  /** Whether an access token this provider issued is still good (the Business Profile stand-in asks). */
  accessTokenValid(token: string): Promise<boolean>;
  /** Forgets every refresh token, as Google does when the owner removes access: the next refresh is invalid_grant. */
  forgetRefreshTokens(): void;
  /** The person unticks these scopes on the consent screen (Google's granular permissions). */
  untick(scopes: string[]): void;
  /** Whether a token this provider issued was revoked (or never existed). */
  tokenRevoked(token: string): Promise<boolean>;
  /** Answers one HTTP request as this provider (used by delegation). */
  handle(req: IncomingMessage, res: ServerResponse): void;
  close(): Promise<void>;
};

/** An RS256 signing key; pass the same keys to two providers to make them differ only in issuer. */
export function testSigningKeys(): JWK[] {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  return [{ ...jwk, kid: randomUUID(), use: 'sig', alg: 'RS256' }];
}

/**
 * Starts a provider on 127.0.0.1 at a random port. `issuer` overrides the issuer it claims
 * (a forger answering for another provider's URL); `keys` lets two providers share signing keys.
 */
export async function startTestProvider(
  options: {
    keys?: JWK[];
    issuer?: string;
    /** The app's origin, for its redirect URIs (TEST_ORIGIN unless a journey runs its own server). */
    appOrigin?: string;
    /**
     * Show a page the person clicks through, as Google does, instead of answering with redirects
     * only: the popup then holds a document of this origin, which is what browsers' rules between
     * sites (COOP) act on when it comes back.
     */
    pages?: boolean;
  } = {},
): Promise<TestProvider> {
  const accounts = new Map<string, TestAccount>();
  let current: TestAccount | null = null;
  let delegate: TestProvider | null = null;
  let kept = [DISCOVERY_PATH];
  const requests: string[] = [];
  const adapter = memoryAdapter();
  let unticked: string[] = [];

  // The issuer needs the port, so listen first and create the provider right after.
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const target = delegate && !kept.includes(path) ? delegate : self;
    target.handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const issuer = options.issuer ?? url;

  // Google answers `prompt=select_account`; oidc-provider accepts only prompts its policy knows.
  const policy = interactionPolicy.base();
  policy.add(new interactionPolicy.Prompt({ name: 'select_account', requestable: true }), 0);

  const configuration: Configuration = {
    clients: [
      {
        client_id: TEST_CLIENT_ID,
        client_secret: TEST_CLIENT_SECRET,
        redirect_uris: options.appOrigin
          ? [`${options.appOrigin}/api/auth/callback`, `${options.appOrigin}/api/google/callback`]
          : [TEST_REDIRECT_URI, TEST_GOOGLE_REDIRECT_URI],
        response_types: ['code'],
        grant_types: ['authorization_code', 'refresh_token'],
        // openid-client's default for a client with a secret.
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    adapter: adapter.factory,
    // Like Google's business.manage with access_type=offline: that grant comes with a refresh token.
    scopes: ['openid', 'offline_access', BUSINESS_SCOPE],
    // Like Google with access_type=offline: a refresh token for what was granted, even when the person
    // unticked business.manage.
    issueRefreshToken: async (_ctx, client, code) =>
      client.grantTypeAllowed('refresh_token') && (code.scopes.has(BUSINESS_SCOPE) || unticked.length > 0),
    jwks: { keys: options.keys ?? testSigningKeys() },
    // Explicit lifetimes (seconds) keep the provider from printing a notice for each default.
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      Grant: 3600,
      IdToken: 3600,
      Interaction: 600,
      Session: 3600,
      RefreshToken: 86400,
    },
    cookies: { keys: [randomUUID()] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'picture'],
    },
    // Like Google: the ID token of the code flow carries the e-mail and profile claims.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false }, revocation: { enabled: true } },
    pkce: { required: () => true },
    interactions: { policy, url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          ...account,
          email_verified: account.email_verified ?? true,
          name: [account.given_name, account.family_name].filter(Boolean).join(' '),
        }),
      };
    },
  };
  const op = new Provider(issuer, configuration);
  const callback = op.callback();

  // Stands in for the user: picks the current account, then allows what the client asked for.
  async function interact(req: IncomingMessage, res: ServerResponse) {
    const details = await op.interactionDetails(req, res);
    if (details.prompt.name !== 'consent') {
      if (!current) throw new Error('signInAs(account) was not called');
      await op.interactionFinished(
        req,
        res,
        { select_account: {}, login: { accountId: current.sub } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    const accountId = details.session?.accountId;
    const clientId = details.params.client_id;
    if (!accountId || typeof clientId !== 'string') throw new Error('consent without a login');
    const grant =
      (details.grantId ? await op.Grant.find(details.grantId) : undefined) ??
      new op.Grant({ accountId, clientId });
    const missingScope = details.prompt.details.missingOIDCScope;
    if (Array.isArray(missingScope)) {
      const scopes = missingScope.map(String);
      grant.addOIDCScope(scopes.filter((scope) => !unticked.includes(scope)).join(' '));
      const refused = scopes.filter((scope) => unticked.includes(scope));
      if (refused.length > 0) grant.rejectOIDCScope(refused.join(' '));
    }
    const missingClaims = details.prompt.details.missingOIDCClaims;
    if (Array.isArray(missingClaims)) grant.addOIDCClaims(missingClaims.map(String));
    const grantId = await grant.save();
    await op.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  }

  const self: TestProvider = {
    issuer,
    env: {
      GOOGLE_CLIENT_ID: TEST_CLIENT_ID,
      GOOGLE_CLIENT_SECRET: TEST_CLIENT_SECRET,
      GOOGLE_OIDC_ISSUER: issuer,
    },
    requests,
    count: (path) => requests.filter((p) => p === path).length,
    async accessTokenValid(token) {
      const found = await op.AccessToken.find(token);
      return Boolean(found && !found.isExpired);
    },
    forgetRefreshTokens: () => adapter.forget('RefreshToken'),
    untick(scopes) {
      unticked = scopes;
    },
    async tokenRevoked(token) {
      return !(await op.RefreshToken.find(token)) && !(await op.AccessToken.find(token));
    },
    signInAs(account) {
      accounts.set(account.sub, account);
      current = account;
    },
    delegateTo(other, keep = [DISCOVERY_PATH]) {
      delegate = other;
      kept = keep;
    },
    handle(req, res) {
      requests.push(new URL(req.url ?? '/', 'http://x').pathname);
      if (req.url?.startsWith('/interaction/')) {
        if (options.pages && req.method === 'GET') {
          // Google's account pages enforce no opener policy (they only report what `same-origin`
          // would break), so a popup keeps its opener while it is there.
          res.writeHead(200, {
            'content-type': 'text/html; charset=utf-8',
            'cross-origin-opener-policy-report-only': 'same-origin',
          });
          res.end(
            `<!doctype html><title>Sign in (test provider)</title><h1>Test provider</h1><form method="post"><button>Continue</button></form>`,
          );
          return;
        }
        interact(req, res).catch((err: unknown) => {
          res.statusCode = 500;
          res.end(`interaction failed: ${err instanceof Error ? err.message : String(err)}`);
        });
        return;
      }
      callback(req, res);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
  return self;
}

/** One store per provider (the package's own is shared by all instances and warns at every start). */
function memoryAdapter() {
  const store = new Map<string, AdapterPayload>();
  const forget = (model: string) => {
    for (const k of store.keys()) if (k.startsWith(`${model}:`)) store.delete(k);
  };
  const factory = (model: string): Adapter => {
    const key = (id: string) => `${model}:${id}`;
    const findBy = (match: (p: AdapterPayload) => boolean) =>
      [...store.entries()].find(([k, p]) => k.startsWith(`${model}:`) && match(p))?.[1];
    return {
      async upsert(id, payload) {
        store.set(key(id), payload);
      },
      find: async (id) => store.get(key(id)),
      findByUid: async (uid) => findBy((p) => p.uid === uid),
      findByUserCode: async (userCode) => findBy((p) => p.userCode === userCode),
      async consume(id) {
        const payload = store.get(key(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id) {
        store.delete(key(id));
      },
      async revokeByGrantId(grantId) {
        for (const [k, p] of store) if (p.grantId === grantId) store.delete(k);
      },
    };
  };
  return { factory, forget };
}

type StoredCookie = { host: string; name: string; value: string; path: string };

/** A browser's cookie store, just enough of it: host and path matching, expiry by Max-Age or Expires. */
export class CookieJar {
  #cookies: StoredCookie[] = [];

  store(url: string | URL, setCookie: string | string[] | number | undefined) {
    const { hostname, pathname } = new URL(url);
    const lines = setCookie === undefined ? [] : [setCookie].flat().map(String);
    for (const line of lines) {
      const [pair = '', ...attributes] = line.split(';').map((s) => s.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const attr = (key: string) =>
        attributes
          .find((a) => a.toLowerCase().startsWith(`${key}=`))
          ?.slice(key.length + 1)
          .trim();
      const path = attr('path') ?? pathname.replace(/\/[^/]*$/, '/');
      const maxAge = attr('max-age');
      const expires = attr('expires');
      const expired =
        (maxAge !== undefined && Number(maxAge) <= 0) ||
        (maxAge === undefined && expires !== undefined && Date.parse(expires) <= Date.now());
      this.#cookies = this.#cookies.filter(
        (c) => !(c.host === hostname && c.name === name && c.path === path),
      );
      if (!expired) this.#cookies.push({ host: hostname, name, value, path });
    }
  }

  #matching(url: string | URL) {
    const { hostname, pathname } = new URL(url);
    return this.#cookies.filter(
      (c) =>
        c.host === hostname &&
        (pathname === c.path || pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`)),
    );
  }

  header(url: string | URL) {
    return this.#matching(url)
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }

  get(url: string | URL, name: string) {
    return this.#matching(url).find((c) => c.name === name)?.value;
  }

  set(url: string | URL, name: string, value: string, path = '/') {
    this.store(url, `${name}=${value}; Path=${path}`);
  }
}

/**
 * Follows the provider's redirects (authorization → interaction → resume → …) like a browser,
 * until it sends the browser back to our redirect URI; returns that URL.
 */
export async function authorizeAtProvider(
  authorizationUrl: string | URL,
  jar: CookieJar,
  redirectUri = TEST_REDIRECT_URI,
): Promise<URL> {
  let url = new URL(authorizationUrl);
  for (let hop = 0; hop < 12; hop += 1) {
    const cookie = jar.header(url);
    const res = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
    jar.store(url, res.headers.getSetCookie());
    const location = res.headers.get('location');
    if (res.status < 300 || res.status > 399 || !location) {
      throw new Error(`The provider answered ${res.status} at ${url.pathname}: ${await res.text()}`);
    }
    await res.arrayBuffer();
    const next = new URL(location, url);
    if (next.href.startsWith(redirectUri)) return next;
    url = next;
  }
  throw new Error('Too many redirects at the provider');
}

/** GET on our app as the browser with `jar` would send it (app.inject, cookies in and out). */
export async function browse(
  app: FastifyInstance,
  jar: CookieJar,
  target: string | URL,
  remoteAddress?: string,
): Promise<LightMyRequestResponse> {
  const url = new URL(target, TEST_ORIGIN);
  const cookie = jar.header(url);
  const res = await app.inject({
    method: 'GET',
    url: `${url.pathname}${url.search}`,
    headers: cookie ? { cookie } : {},
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  jar.store(url, res.headers['set-cookie']);
  return res;
}

/** GET /api/login and the authorization URL it redirects the popup to. */
export async function startSignIn(app: FastifyInstance, jar: CookieJar) {
  const response = await browse(app, jar, '/api/login');
  const location = response.headers.location;
  if (response.statusCode !== 302 || typeof location !== 'string') {
    throw new Error(`/api/login answered ${response.statusCode}: ${response.body}`);
  }
  return { response, authorizationUrl: new URL(location) };
}

/** The whole popup flow: our /api/login → the provider → our callback. */
export async function signInWithProvider(app: FastifyInstance, jar: CookieJar) {
  const { authorizationUrl } = await startSignIn(app, jar);
  const callbackUrl = await authorizeAtProvider(authorizationUrl, jar);
  const callback = await browse(app, jar, callbackUrl);
  return { authorizationUrl, callbackUrl, callback };
}
