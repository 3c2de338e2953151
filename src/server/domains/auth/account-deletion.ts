// Deleting an account: every business the user owns, through privacy's deletion, then the
// user and their sessions.

import type { Db } from '#server/db/client.ts';
import { hasSqlState } from '#server/db/errors.ts';
import {
  deleteBusinessRow,
  existingBusinesses,
  listOwnedBusinesses,
} from '#server/domains/businesses/service.ts';
import { dropEmptyGrants } from '#server/domains/developers/service.ts';
import { restoreSuppressions } from '#server/domains/invitations/service.ts';
import {
  type BeforeBusinessDelete,
  type DeletionLedger,
  removeBusiness,
} from '#server/domains/privacy/service.ts';
import { conflict, invalid, notFound } from '#server/lib/domain-errors.ts';
import { confirms } from '#shared/schemas/privacy.ts';
import { deleteUserRow, emailOf, existingUsers } from './service';

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

/**
 * Deletes again whatever the ledger says was deleted and the database holds (a restore of an older
 * backup brought it back): the businesses first, then the accounts. Runs at start, before anything is
 * served or sent; the deletions at the provider (subscriptions, Google tokens) were made the first time.
 */
export async function reapplyDeletions(db: Db, ledger: DeletionLedger) {
  const entries = await ledger.entries();
  const ids = (kind: 'business' | 'user' | 'suppression') => [
    ...new Set(entries.filter((e) => e.kind === kind).map((e) => e.id)),
  ];
  const back = await existingBusinesses(db, ids('business'));
  for (const b of back) {
    await deleteBusinessRow(db, b.id);
    await dropEmptyGrants(db, b.ownerId);
  }
  const users = await existingUsers(db, ids('user'));
  for (const userId of users) {
    for (const b of await listOwnedBusinesses(db, userId)) await deleteBusinessRow(db, b.id);
    await deleteUserRow(db, userId);
  }
  // Unsubscribes and bounces the restored backup predates.
  const suppressions = await restoreSuppressions(db, ids('suppression'));
  return { businesses: back.length, users: users.length, suppressions };
}
