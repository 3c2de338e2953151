import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmetMiddleware, { type HelmetOptions } from 'helmet';
import type { Config } from '#server/config.ts';
import { carriesApiToken } from './api-tokens';
import { HttpError } from './error-handler';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF rule: a state-changing request must come from our own origin.
 * - `Origin` present: it must equal PUBLIC_URL's origin (browsers send it on every POST, even same-origin).
 * - `Origin` absent: browsers that omit it still send `Sec-Fetch-Site`; anything but same-origin or
 *   a direct navigation is refused. With neither header the caller is not a browser acting for a
 *   signed-in user (curl, Stripe's webhooks), and SameSite=Lax cookies already keep cross-site
 *   form posts from carrying the session.
 */
function isAllowedOrigin(headers: Record<string, string | string[] | undefined>, ownOrigin: string) {
  const origin = headers.origin;
  if (typeof origin === 'string') return origin === ownOrigin;
  const site = headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin' || site === 'none';
  return true;
}

/** Our security headers (CSP, HSTS on https, frame and referrer rules), one set for every answer. */
function helmetOptions(config: Pick<Config, 'secureCookies'>) {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix positions popovers with style attributes; no script can be injected through styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        // The no-JavaScript rating form is answered with a redirect to Google's review page.
        formAction: ["'self'", 'https:'],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.secureCookies ? [] : null,
      },
    },
    // The sign-in popup must be able to post back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
    // With no-referrer, browsers send `Origin: null` on same-origin form posts and the CSRF check fails.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.secureCookies,
  } satisfies HelmetOptions;
}

/**
 * helmet's middleware with our options, built once: every answer's headers, and those Fastify gives
 * before any hook runs (a malformed URL).
 */
export function securityHeadersFor(config: Pick<Config, 'secureCookies'>) {
  // helmet refuses an option set to `true`: true means the default, so it is left out.
  const options = Object.fromEntries(Object.entries(helmetOptions(config)).filter(([, v]) => v !== true));
  const apply = helmetMiddleware(options);
  return (req: IncomingMessage, res: ServerResponse) => apply(req, res, () => {});
}

export const securityPlugin = fp(async (app: FastifyInstance) => {
  const ownOrigin = new URL(app.config.publicUrl).origin;
  // helmet's middleware built once: @fastify/helmet built it anew on every request, a twentieth of the
  // customer's write path. The headers are the same on every answer.
  const applyHeaders = securityHeadersFor(app.config);
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw);
    done();
  });

  app.addHook('onRequest', async (request) => {
    if (!UNSAFE.has(request.method)) return;
    if (request.routeOptions.config?.skipOriginCheck) return;
    // A bearer token is not a cookie a browser attaches on its own: no cross-site request can carry
    // it, and the token plugin ignores any cookie beside it.
    if (carriesApiToken(request)) return;
    if (!isAllowedOrigin(request.headers, ownOrigin)) {
      throw new HttpError(403, 'This request came from another site and was refused.', 'BAD_ORIGIN');
    }
  });
});

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Only for server-to-server callbacks that authenticate otherwise (signed webhooks). */
    skipOriginCheck?: boolean;
  }
}
