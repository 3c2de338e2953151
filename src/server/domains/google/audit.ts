import { inArray, lt } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { googleAudit } from '#server/db/tables/google.ts';
import { existingUsers } from '#server/domains/auth/service.ts';
import { existingBusinesses } from '#server/domains/businesses/service.ts';

/** Who connected, disconnected or claimed what : every transfer is written down. */
export const audit = (
  db: DbOrTx,
  row: { businessId: string; userId?: string | null; action: string; detail?: string },
) => db.insert(googleAudit).values({ ...row, userId: row.userId ?? null, detail: row.detail ?? null });

/** How long the record of connections and claims is kept. */
const AUDIT_KEPT_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * The record keeps nothing of what was deleted (docs/product-rules.md §9): a deleted business's rows
 * go, a deleted account's id is blanked, and every row goes after a year. Hourly, so within an hour of
 * a deletion, and again after a restore brought rows back.
 */
export async function forgetAudit(db: DbOrTx, now: Date) {
  await db.delete(googleAudit).where(lt(googleAudit.createdAt, new Date(now.getTime() - AUDIT_KEPT_MS)));
  const named = await db
    .selectDistinct({ businessId: googleAudit.businessId, userId: googleAudit.userId })
    .from(googleAudit);
  const businessIds = [...new Set(named.flatMap((r) => (r.businessId ? [r.businessId] : [])))];
  const userIds = [...new Set(named.flatMap((r) => (r.userId ? [r.userId] : [])))];
  const liveBusinesses = new Set((await existingBusinesses(db, businessIds)).map((b) => b.id));
  const liveUsers = new Set(await existingUsers(db, userIds));
  const goneBusinesses = businessIds.filter((id) => !liveBusinesses.has(id));
  const goneUsers = userIds.filter((id) => !liveUsers.has(id));
  if (goneBusinesses.length > 0)
    await db.delete(googleAudit).where(inArray(googleAudit.businessId, goneBusinesses));
  if (goneUsers.length > 0)
    await db.update(googleAudit).set({ userId: null }).where(inArray(googleAudit.userId, goneUsers));
}
