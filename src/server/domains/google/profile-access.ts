// What every part of the google domain needs: the adapter (or why there is none), a business's
// connection row, and Google's refusals in the owner's words.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { googleConnections } from '#server/db/tables/google.ts';
import type { MailContext } from '#server/domains/notifications/service.ts';
import { conflict, notFound, unavailable, upstreamFailed } from '#server/lib/domain-errors.ts';
import { type BusinessProfile, ProfileError } from './business-profile';

export type GoogleDeps = {
  profile: BusinessProfile | null;
  key: Buffer;
  mode: 'google' | 'demo' | 'off';
  /** For the one e-mail when Google stops accepting a connection. */
  mail?: MailContext;
};

export function requireProfile(deps: GoogleDeps) {
  if (!deps.profile) {
    throw unavailable('Google Business Profile is not enabled on this server.', 'GOOGLE_NOT_ENABLED');
  }
  return deps.profile;
}

export async function connectionOf(db: DbOrTx, businessId: string) {
  const [row] = await db.select().from(googleConnections).where(eq(googleConnections.businessId, businessId));
  return row ?? null;
}

/** Maps Google's refusals to the owner's words. */
export async function callGoogle<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (!(err instanceof ProfileError)) throw err;
    if (err.kind === 'reconnect')
      throw conflict('Google no longer accepts this connection: please connect again.', 'GOOGLE_RECONNECT');
    if (err.kind === 'not-found')
      throw notFound('Google no longer has that review or location.', 'GOOGLE_NOT_FOUND');
    if (err.kind === 'rate-limited')
      throw unavailable('Google is busy. Please try again in a minute.', 'GOOGLE_BUSY');
    throw upstreamFailed(`Google refused: ${err.message}`, 'GOOGLE_FAILED', err);
  }
}
