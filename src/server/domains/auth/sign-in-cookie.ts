// The sign-in transaction: what the start hands Google's callback, in a signed cookie of ten minutes.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SignInTransaction } from './google-oidc';

const TX_MAX_AGE_S = 10 * 60;

/**
 * The sign-in transaction cookie. On https it is `__Host-` prefixed, which the browser accepts only
 * with Secure, Path=/ and no Domain: no subdomain or plain-http page can plant or overwrite it.
 */
export const txCookie = (secure: boolean) => ({
  name: secure ? '__Host-oidc_tx' : 'oidc_tx',
  options: {
    path: secure ? '/' : '/api/auth/callback',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure,
    signed: true,
    maxAge: TX_MAX_AGE_S,
  },
});

const transactionSchema = z.object({
  verifier: z.string().min(1),
  state: z.string().min(1),
  nonce: z.string().min(1),
  createdAt: z.number(),
});

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The transaction the callback's cookie holds, or why it cannot be used. */
export function readTransaction(
  request: FastifyRequest,
  cookieName: string,
): { tx: SignInTransaction } | { problem: string } {
  const raw = request.cookies[cookieName];
  if (!raw) return { problem: 'no sign-in transaction cookie' };
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return { problem: 'transaction cookie not validly signed' };
  const parsed = transactionSchema.safeParse(parseJson(unsigned.value));
  if (!parsed.success) return { problem: 'transaction cookie malformed' };
  if (Date.now() - parsed.data.createdAt > TX_MAX_AGE_S * 1000) return { problem: 'transaction expired' };
  return { tx: parsed.data };
}
