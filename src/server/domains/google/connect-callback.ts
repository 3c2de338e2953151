// Google's answer in the connect popup: the connection this browser started (its signed cookie), then
// the exchange of Google's code for a token and the connection made with it, told in the owner's words.
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { DbOrTx } from '#server/db/client.ts';
import { loggableError } from '#server/lib/log-safety.ts';
import type { KeyOf } from '#server/lib/messages.ts';
import { type BusinessProfile, ProfileError } from './business-profile';
import { completeConnection } from './connection';
import type { GoogleDeps } from './profile-access';

/** How long a started connection may wait for Google's answer. */
const TX_MAX_AGE_S = 10 * 60;

/** The signed cookie that ties Google's answer to the owner who started the connection. */
export const TX_COOKIE = 'google_tx';
export const txCookieOptions = (secure: boolean) => ({
  path: '/api/google',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure,
  signed: true,
  maxAge: TX_MAX_AGE_S,
});
/** The popup's pages and the claim, per caller. */
export const popupLimit = { max: 30, timeWindow: '1 minute' };

const startedSchema = z.object({
  state: z.string(),
  verifier: z.string(),
  businessId: z.string(),
  userId: z.string(),
  createdAt: z.number(),
});
export type StartedConnection = z.infer<typeof startedSchema>;

/** The connection the cookie names, if it is fresh, this user's and the one Google answers (`state`). */
export function startedConnection(cookie: string | null, state: string | undefined, userId: string) {
  let value: unknown = null;
  try {
    value = cookie ? JSON.parse(cookie) : null;
  } catch {
    return null;
  }
  const parsed = startedSchema.safeParse(value);
  if (!parsed.success) return null;
  const tx = parsed.data;
  const fresh = Date.now() - tx.createdAt < TX_MAX_AGE_S * 1000;
  return fresh && tx.state === state && tx.userId === userId ? tx : null;
}

/** Exchanges Google's code and connects the business; what the popup then says, and with which status. */
export async function finishConnection(
  db: DbOrTx,
  deps: GoogleDeps,
  profile: BusinessProfile,
  input: { tx: StartedConnection; callbackUrl: URL; log: FastifyBaseLogger },
): Promise<{ ok: boolean; message: KeyOf<'pages'>; status: number }> {
  const { tx } = input;
  try {
    const { refreshToken } = await profile.exchange({
      callbackUrl: input.callbackUrl,
      state: tx.state,
      codeVerifier: tx.verifier,
      userId: tx.userId,
    });
    const result = await completeConnection(db, deps, {
      businessId: tx.businessId,
      userId: tx.userId,
      refreshToken,
    });
    const message = result.verified ? 'pages.connect.verified' : 'pages.connect.unverified';
    return { ok: true, message, status: 200 };
  } catch (err) {
    if (err instanceof ProfileError && err.kind === 'scope-missing') {
      return { ok: false, message: 'pages.connect.scopeMissing', status: 200 };
    }
    input.log.warn({ err: loggableError(err) }, 'Business Profile connection failed');
    return {
      ok: false,
      message: 'pages.connect.googleFailed',
      status: 502,
    };
  }
}
