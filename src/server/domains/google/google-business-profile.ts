// The real Business Profile adapter: OAuth through openid-client against Google's issuer
// (the sign-in's settings), then the Account Management, Business Information and v4 reviews APIs,
// as described in shared/fixtures/google-business-profile. With `apiBase` set, every Google API host
// is replaced by that origin, path unchanged: that is how the tests reach a local stand-in.
import * as oidc from 'openid-client';
import {
  BUSINESS_SCOPE,
  type BusinessProfile,
  ProfileError,
  type ProfileLocation,
  type ProfileReview,
  type ReviewPage,
} from './business-profile';

const HOSTS = {
  accounts: 'https://mybusinessaccountmanagement.googleapis.com',
  info: 'https://mybusinessbusinessinformation.googleapis.com',
  reviews: 'https://mybusiness.googleapis.com',
} as const;
const STARS: Record<string, number> = { ONE: 1, TWO: 2, THREE: 3, FOUR: 4, FIVE: 5 };
const TIMEOUT_MS = 10_000;
/** How long to wait on a 429 before one more try, when Google gives no Retry-After. */
const BACKOFF_MS = 1_000;
const MAX_PAGES = 200;

type Options = { issuer: string; clientId: string; clientSecret: string; apiBase: string | null };
type GoogleErrorBody = { error?: { code?: number; status?: string; message?: string } };

export function createGoogleBusinessProfile(
  options: Options,
  sleep = (ms: number) => new Promise((r) => setTimeout(r, ms)),
): BusinessProfile {
  let discovered: Promise<oidc.Configuration> | null = null;
  const configuration = () => {
    const execute = options.issuer.startsWith('http://') ? [oidc.allowInsecureRequests] : [];
    discovered ??= oidc
      .discovery(new URL(options.issuer), options.clientId, options.clientSecret, undefined, { execute })
      .catch((err: unknown) => {
        discovered = null;
        throw err;
      });
    return discovered;
  };
  // Access tokens live about an hour; one per refresh token is kept in memory, never stored.
  const accessTokens = new Map<string, { token: string; expiresAt: number }>();

  const url = (host: keyof typeof HOSTS, path: string) => `${options.apiBase ?? HOSTS[host]}${path}`;

  async function accessToken(refreshToken: string, fresh = false) {
    const kept = accessTokens.get(refreshToken);
    if (!fresh && kept && kept.expiresAt > Date.now() + 30_000) return kept.token;
    try {
      const tokens = await oidc.refreshTokenGrant(await configuration(), refreshToken);
      const expiresIn = tokens.expiresIn() ?? 3600;
      accessTokens.set(refreshToken, {
        token: tokens.access_token,
        expiresAt: Date.now() + expiresIn * 1000,
      });
      return tokens.access_token;
    } catch (err) {
      if (err instanceof oidc.ResponseBodyError && err.error === 'invalid_grant') {
        accessTokens.delete(refreshToken);
        throw new ProfileError('reconnect', 'Google no longer accepts this connection (invalid_grant)');
      }
      throw err;
    }
  }

  /** One API call: a 401 refreshes the token and tries once more; a 429 waits once, then gives up. */
  async function call<T>(refreshToken: string, target: string, init: RequestInit = {}): Promise<T> {
    let refreshed = false;
    let waited = false;
    for (;;) {
      const token = await accessToken(refreshToken, refreshed);
      const res = await fetch(target, {
        ...init,
        headers: { ...init.headers, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (res.ok) return (await res.json().catch(() => ({}))) as T;
      const body = (await res.json().catch(() => ({}))) as GoogleErrorBody;
      const message = body.error?.message ?? `HTTP ${res.status}`;
      if (res.status === 401 && !refreshed) {
        refreshed = true;
        continue;
      }
      if (res.status === 429) {
        const retryAfter = Number(res.headers.get('retry-after')) * 1000 || BACKOFF_MS;
        if (!waited && retryAfter <= 5_000) {
          waited = true;
          await sleep(retryAfter);
          continue;
        }
        throw new ProfileError('rate-limited', message, retryAfter);
      }
      if (res.status === 401) throw new ProfileError('reconnect', message);
      if (res.status === 403) throw new ProfileError('forbidden', message);
      if (res.status === 404) throw new ProfileError('not-found', message);
      throw new ProfileError('unavailable', message);
    }
  }

  /** Every page of a list, following nextPageToken. */
  async function allPages<T>(refreshToken: string, first: string, key: string): Promise<T[]> {
    const out: T[] = [];
    let pageToken: string | undefined;
    for (let i = 0; i < MAX_PAGES; i += 1) {
      const target = new URL(first);
      if (pageToken) target.searchParams.set('pageToken', pageToken);
      const page = await call<Record<string, unknown>>(refreshToken, target.href);
      out.push(...((page[key] as T[] | undefined) ?? []));
      pageToken =
        typeof page.nextPageToken === 'string' && page.nextPageToken ? page.nextPageToken : undefined;
      if (!pageToken) break;
    }
    return out;
  }

  const reviewsPath = (at: { account: string; location: string }) =>
    `/v4/${at.account}/${at.location}/reviews`;

  return {
    kind: 'google',

    async authorizeUrl({ redirectUri, state, codeVerifier }) {
      const href = oidc.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        // openid keeps the grant tied to the person; business.manage is what the APIs need.
        scope: `openid ${BUSINESS_SCOPE}`,
        access_type: 'offline',
        include_granted_scopes: 'true',
        prompt: 'consent',
        state,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
      return href.href;
    },

    async exchange({ callbackUrl, state, codeVerifier }) {
      const tokens = await oidc.authorizationCodeGrant(await configuration(), callbackUrl, {
        pkceCodeVerifier: codeVerifier,
        expectedState: state,
      });
      // Google lets the person untick a permission on its consent screen, and says so only in `scope`
      // (its granular-permissions guide: never assume what was granted). Without business.manage the
      // grant is useless to us: it is revoked at once, not kept.
      const granted = new Set((tokens.scope ?? '').split(' '));
      if (!granted.has(BUSINESS_SCOPE)) {
        const issued = tokens.refresh_token ?? tokens.access_token;
        await oidc.tokenRevocation(await configuration(), issued).catch(() => {});
        throw new ProfileError('scope-missing', 'The Business Profile permission was not granted.');
      }
      if (!tokens.refresh_token) throw new Error('Google gave no refresh token (offline access not granted)');
      const expiresIn = tokens.expiresIn() ?? 3600;
      accessTokens.set(tokens.refresh_token, {
        token: tokens.access_token,
        expiresAt: Date.now() + expiresIn * 1000,
      });
      return { refreshToken: tokens.refresh_token };
    },

    async revoke(refreshToken) {
      accessTokens.delete(refreshToken);
      try {
        await oidc.tokenRevocation(await configuration(), refreshToken);
      } catch (err) {
        // A token Google no longer knows is as good as revoked.
        if (err instanceof oidc.ResponseBodyError && ['invalid_grant', 'invalid_token'].includes(err.error))
          return;
        throw err;
      }
    },

    async locations(refreshToken) {
      const accounts = await allPages<{ name: string; accountName?: string }>(
        refreshToken,
        url('accounts', '/v1/accounts?pageSize=20'),
        'accounts',
      );
      const found: ProfileLocation[] = [];
      for (const account of accounts) {
        const locations = await allPages<{
          name: string;
          title?: string;
          metadata?: { placeId?: string; newReviewUri?: string; hasVoiceOfMerchant?: boolean };
        }>(
          refreshToken,
          url(
            'info',
            `/v1/${account.name}/locations?readMask=name,title,storefrontAddress,metadata&pageSize=100`,
          ),
          'locations',
        );
        for (const l of locations) {
          found.push({
            account: account.name,
            accountName: account.accountName ?? account.name,
            location: l.name,
            title: l.title ?? l.name,
            placeId: l.metadata?.placeId ?? null,
            newReviewUri: l.metadata?.newReviewUri ?? null,
            hasVoiceOfMerchant: l.metadata?.hasVoiceOfMerchant === true,
          });
        }
      }
      return found;
    },

    async reviews(refreshToken, at, since): Promise<ReviewPage> {
      const reviews: ProfileReview[] = [];
      let averageRating: number | null = null;
      let totalReviewCount: number | null = null;
      let pageToken: string | undefined;
      for (let i = 0; i < MAX_PAGES; i += 1) {
        const target = new URL(url('reviews', reviewsPath(at)));
        target.searchParams.set('pageSize', '50');
        target.searchParams.set('orderBy', 'updateTime desc');
        if (pageToken) target.searchParams.set('pageToken', pageToken);
        const page = await call<{
          reviews?: GoogleReview[];
          averageRating?: number;
          totalReviewCount?: number;
          nextPageToken?: string;
        }>(refreshToken, target.href);
        averageRating ??= typeof page.averageRating === 'number' ? page.averageRating : null;
        totalReviewCount ??= typeof page.totalReviewCount === 'number' ? page.totalReviewCount : null;
        let reachedSeen = false;
        for (const raw of page.reviews ?? []) {
          const review = toReview(raw);
          if (!review) continue;
          // Newest update first: the first one already seen ends an incremental read.
          if (since && review.updateTime <= since) {
            reachedSeen = true;
            break;
          }
          reviews.push(review);
        }
        pageToken = page.nextPageToken || undefined;
        if (reachedSeen || !pageToken) break;
      }
      return { reviews, averageRating, totalReviewCount };
    },

    async reply(refreshToken, at, reviewId, comment) {
      const answer = await call<{ comment?: string; updateTime?: string }>(
        refreshToken,
        url('reviews', `${reviewsPath(at)}/${encodeURIComponent(reviewId)}/reply`),
        { method: 'PUT', body: JSON.stringify({ comment }) },
      );
      return { comment: answer.comment ?? comment, updateTime: new Date(answer.updateTime ?? Date.now()) };
    },

    async deleteReply(refreshToken, at, reviewId) {
      await call(refreshToken, url('reviews', `${reviewsPath(at)}/${encodeURIComponent(reviewId)}/reply`), {
        method: 'DELETE',
      });
    },
  };
}

type GoogleReview = {
  reviewId?: string;
  reviewer?: { displayName?: string; isAnonymous?: boolean };
  starRating?: string;
  comment?: string;
  createTime?: string;
  updateTime?: string;
  reviewReply?: { comment?: string; updateTime?: string };
};

/** Google's review in our shape; one without an id, a star rating or times is skipped. */
function toReview(r: GoogleReview): ProfileReview | null {
  const stars = STARS[r.starRating ?? ''];
  if (!r.reviewId || !stars || !r.createTime || !r.updateTime) return null;
  return {
    reviewId: r.reviewId,
    stars,
    reviewer: {
      displayName: r.reviewer?.displayName ?? 'A Google user',
      isAnonymous: r.reviewer?.isAnonymous === true,
    },
    comment: r.comment ?? null,
    createTime: new Date(r.createTime),
    updateTime: new Date(r.updateTime),
    reply: r.reviewReply?.comment
      ? { comment: r.reviewReply.comment, updateTime: new Date(r.reviewReply.updateTime ?? r.updateTime) }
      : null,
  };
}
