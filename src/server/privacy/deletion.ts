import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { hasSqlState } from '#server/db/errors.ts';
import { businesses, sessions, users } from '#server/db/schema.ts';
import { conflict, invalid, isDomainError, notFound, upstreamFailed } from '#server/lib/domain-errors.ts';
import { confirms } from '#shared/privacy.ts';

/**
 * Runs before a business's rows go, with the business still in the database: billing cancels the
 * subscription at the provider here (issue 11's `cancelSubscriptionNow`). If it throws, nothing is
 * deleted, so an owner is never left paying for a business they can no longer see.
 */
export type BeforeBusinessDelete = (db: Db, businessId: string) => Promise<void>;

const CANCEL_FAILED =
  'We could not cancel the subscription, so nothing was deleted. Please try again in a minute.';

async function removeBusiness(db: Db, businessId: string, beforeDelete: BeforeBusinessDelete) {
  try {
    await beforeDelete(db, businessId);
  } catch (err) {
    // A refusal speaks for itself; an outage becomes "nothing was deleted, try again".
    const outage = !isDomainError(err) || err.kind === 'upstream-failed' || err.kind === 'unavailable';
    if (!outage) throw err;
    throw upstreamFailed(CANCEL_FAILED, 'CANCEL_FAILED', err);
  }
  // Team, scans, ratings, feedback, daily figures, customisation and subscription go with it through
  // ON DELETE CASCADE (schema.ts); so must any table that later refers to a business.
  await db.delete(businesses).where(eq(businesses.id, businessId));
}

/** The owner deletes a business after typing its name; the server checks the name too. */
export async function deleteBusiness(
  db: Db,
  businessId: string,
  confirmName: string,
  beforeDelete: BeforeBusinessDelete,
) {
  const [b] = await db
    .select({ name: businesses.name })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!b) throw notFound('Business not found', 'BUSINESS_NOT_FOUND');
  if (!confirms(confirmName, b.name)) {
    throw invalid(`Type the business's name exactly, "${b.name}", to delete it.`, 'CONFIRM_MISMATCH');
  }
  await removeBusiness(db, businessId, beforeDelete);
}

/**
 * Deletes a user: every business they own (as above), then the user, which ends their memberships
 * of other teams and every session they have anywhere.
 */
export async function deleteAccount(
  db: Db,
  userId: string,
  confirmEmail: string,
  beforeDelete: BeforeBusinessDelete,
) {
  const [u] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!u) throw notFound('Your account was not found.', 'USER_NOT_FOUND');
  if (!confirms(confirmEmail, u.email)) {
    throw invalid('Type your e-mail address exactly to delete your account.', 'CONFIRM_MISMATCH');
  }
  const owned = await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.ownerId, userId));
  for (const b of owned) await removeBusiness(db, b.id, beforeDelete);
  try {
    await db.transaction(async (tx) => {
      await tx.delete(sessions).where(eq(sessions.userId, userId));
      // Restricted by businesses.owner_id: a business registered meanwhile stops this, never orphans it.
      await tx.delete(users).where(eq(users.id, userId));
    });
  } catch (err) {
    if (hasSqlState(err, '23503')) {
      throw conflict('A business was registered on this account meanwhile. Please try again.', 'RETRY');
    }
    throw err;
  }
  return { businessIds: owned.map((b) => b.id) };
}
