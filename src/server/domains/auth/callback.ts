import type { FastifyBaseLogger } from 'fastify';
import { describeSignInError, type GoogleSignIn, type SignInTransaction } from './google-oidc';
import type { DemoFormValues } from './sign-in-pages';

/**
 * Google's answer to the sign-in, or null when Google refused it (logged, without secrets). The
 * URL is built on the redirect URI itself, so the one sent with the code always matches the one of
 * the authorization request, even with a PUBLIC_URL under a path. Only the provider's answer is a
 * refusal: a database failure after this is ours, a 500 for the error handler.
 */
export function googleProfileFromCallback(
  google: GoogleSignIn,
  redirectUri: string,
  requestUrl: string,
  transaction: SignInTransaction,
  log: FastifyBaseLogger,
) {
  const url = new URL(redirectUri);
  url.search = new URL(requestUrl, 'http://localhost').search;
  return google.finish(url, transaction).catch((err: unknown) => {
    log.warn({ err: describeSignInError(err) }, 'sign-in callback refused');
    return null;
  });
}

/** The demo sign-in form's fields as posted: strings, or empty. */
export function readDemoForm(body: unknown): DemoFormValues {
  const raw = (body ?? {}) as Record<string, unknown>;
  const text = (key: string) => (typeof raw[key] === 'string' ? (raw[key] as string) : '');
  return { email: text('email'), firstName: text('firstName'), lastName: text('lastName') };
}
