import * as oidc from 'openid-client';

type GoogleProfile = {
  sub: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  picture: string | null;
};

/** What must survive between the redirect to Google and the callback: kept in a signed cookie. */
export type SignInTransaction = { verifier: string; state: string; nonce: string; createdAt: number };

export interface GoogleSignIn {
  start(redirectUri: string): Promise<{ url: string; transaction: SignInTransaction }>;
  finish(callbackUrl: URL, transaction: SignInTransaction): Promise<GoogleProfile>;
}

/**
 * Google sign-in over OpenID Connect (authorization code + PKCE S256, state and nonce).
 * openid-client checks issuer, audience, nonce and expiry of the ID token; its signature is checked
 * against the issuer's published keys only because we turn that on (see below).
 * The discovery document is fetched once, on first use, and cached; a failed fetch is retried next time.
 */
export function createGoogleSignIn(options: {
  issuer: string;
  clientId: string;
  clientSecret: string;
}): GoogleSignIn {
  let discovered: Promise<oidc.Configuration> | null = null;
  const configuration = () => {
    const insecure = options.issuer.startsWith('http://');
    // openid-client trusts the TLS connection to the token endpoint and skips the ID token's
    // signature unless told otherwise; the sign-in requirements ask for the signature to be verified.
    const execute = [oidc.enableNonRepudiationChecks];
    // Only a local test provider runs over http; Google itself is https.
    if (insecure) execute.push(oidc.allowInsecureRequests);
    discovered ??= oidc
      .discovery(new URL(options.issuer), options.clientId, options.clientSecret, undefined, { execute })
      .catch((err: unknown) => {
        discovered = null;
        throw err;
      });
    return discovered;
  };

  return {
    async start(redirectUri) {
      const config = await configuration();
      const transaction: SignInTransaction = {
        verifier: oidc.randomPKCECodeVerifier(),
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        createdAt: Date.now(),
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(transaction.verifier),
        code_challenge_method: 'S256',
        state: transaction.state,
        nonce: transaction.nonce,
        prompt: 'select_account',
      });
      return { url: url.href, transaction };
    },

    async finish(callbackUrl, transaction) {
      const config = await configuration();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: transaction.verifier,
        expectedState: transaction.state,
        expectedNonce: transaction.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('The provider returned no ID token');
      const email = typeof claims.email === 'string' ? claims.email : null;
      if (!email) throw new Error('The provider did not share an e-mail address');
      // An unverified address could be anyone's: it must never become this account's name.
      if (claims.email_verified !== true)
        throw new Error('The provider has not verified this e-mail address');
      const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 100) : null);
      return {
        sub: claims.sub,
        email,
        firstName: str(claims.given_name),
        lastName: str(claims.family_name),
        picture:
          str(claims.picture) && String(claims.picture).startsWith('https://')
            ? String(claims.picture)
            : null,
      };
    },
  };
}

/**
 * What to log when a callback is refused: openid-client's messages are generic ("invalid response
 * encountered"); the precise check that failed (state, iss, nonce, signature…) is in its cause.
 * No tokens or codes are included.
 */
export function describeSignInError(err: unknown) {
  if (!(err instanceof Error)) return { message: String(err) };
  const detail = err as Error & { code?: unknown; error?: unknown };
  return {
    name: err.name,
    message: err.message,
    ...(typeof detail.code === 'string' ? { code: detail.code } : {}),
    ...(typeof detail.error === 'string' ? { error: detail.error } : {}),
    ...(err.cause instanceof Error ? { cause: err.cause.message } : {}),
  };
}
