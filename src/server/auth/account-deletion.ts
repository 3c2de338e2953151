// Deleting an account (issue 18): every business the user owns, through privacy's deletion, then the
// user and their sessions.
import { listOwnedBusinesses } from '#server/businesses/service.ts';
import type { Db } from '#server/db/client.ts';
import { hasSqlState } from '#server/db/errors.ts';
import { conflict, invalid, notFound } from '#server/lib/domain-errors.ts';
import { type BeforeBusinessDelete, removeBusiness } from '#server/privacy/service.ts';
import { confirms } from '#shared/schemas/privacy.ts';
import { deleteUserRow, emailOf } from './service';

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
  const email = await emailOf(db, userId);
  if (email === null) throw notFound('Your account was not found.', 'USER_NOT_FOUND');
  if (!confirms(confirmEmail, email)) {
    throw invalid('Type your e-mail address exactly to delete your account.', 'CONFIRM_MISMATCH');
  }
  const owned = await listOwnedBusinesses(db, userId);
  for (const b of owned) await removeBusiness(db, b.id, beforeDelete);
  try {
    await deleteUserRow(db, userId);
  } catch (err) {
    if (hasSqlState(err, '23503')) {
      throw conflict('A business was registered on this account meanwhile. Please try again.', 'RETRY');
    }
    throw err;
  }
  return { businessIds: owned.map((b) => b.id) };
}
