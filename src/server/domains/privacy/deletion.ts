import type { Db } from '#server/db/client.ts';
import { deleteBusinessRow, requireBusiness } from '#server/domains/businesses/service.ts';
import { dropEmptyGrants } from '#server/domains/developers/service.ts';
import { invalid, isDomainError, notFound, upstreamFailed } from '#server/lib/domain-errors.ts';
import { confirms } from '#shared/schemas/privacy.ts';

/**
 * Runs before a business's rows go, with the business still in the database: billing cancels the
 * subscription at the provider here (`cancelSubscriptionNow`). If it throws, nothing is deleted, so
 * an owner is never left paying for a business they can no longer see. It may return a sweep that
 * runs once the rows are gone, for what reached the provider in between (a checkout paid then); the
 * sweep reports its own failures, and the deletion stands whatever it finds.
 */
export type BeforeBusinessDelete = (db: Db, businessId: string) => Promise<AfterBusinessDelete | undefined>;
type AfterBusinessDelete = () => Promise<void>;

const CANCEL_FAILED =
  'We could not cancel the subscription, so nothing was deleted. Please try again in a minute.';

export async function removeBusiness(db: Db, businessId: string, beforeDelete: BeforeBusinessDelete) {
  let after: Awaited<ReturnType<BeforeBusinessDelete>>;
  try {
    after = await beforeDelete(db, businessId);
  } catch (err) {
    // A refusal speaks for itself; an outage becomes "nothing was deleted, try again".
    const outage = !isDomainError(err) || err.kind === 'upstream-failed' || err.kind === 'unavailable';
    if (!outage) throw err;
    throw upstreamFailed(CANCEL_FAILED, 'CANCEL_FAILED', err);
  }
  // Team, scans, ratings, feedback, daily figures, customisation and subscription go with it through
  // ON DELETE CASCADE (schema.ts); so must any table that later refers to a business.
  const { ownerId } = await requireBusiness(db, businessId);
  // Two deletions at once (the owner's and the operator's): the second finds nothing and says so.
  if (!(await deleteBusinessRow(db, businessId))) throw notFound('Business not found', 'BUSINESS_NOT_FOUND');
  // Tokens and webhooks that named only this location go too.
  await dropEmptyGrants(db, ownerId);
  await after?.();
}

/** The owner deletes a business after typing its name; the server checks the name too. */
export async function deleteBusiness(
  db: Db,
  businessId: string,
  confirmName: string,
  beforeDelete: BeforeBusinessDelete,
) {
  const b = await requireBusiness(db, businessId);
  if (!confirms(confirmName, b.name)) {
    throw invalid(`Type the business's name exactly, "${b.name}", to delete it.`, 'CONFIRM_MISMATCH');
  }
  await removeBusiness(db, businessId, beforeDelete);
}
