import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { businesses, feedback, memberships, scans, staffDailyStats, users } from '#server/db/schema.ts';
import { notFound } from '#server/lib/domain-errors.ts';
import { staffRatingLink } from '#shared/staff.ts';

/** The signed-in owner's or member's own rating link, carrying their staff reference. */
export async function getStaffLink(db: DbOrTx, publicUrl: string, businessId: string, userId: string) {
  const [m] = await db
    .select({ staffRef: memberships.staffRef })
    .from(memberships)
    .where(and(eq(memberships.businessId, businessId), eq(memberships.userId, userId)))
    .limit(1);
  // The access check has just seen the membership; it can only be gone if it was removed meanwhile.
  if (!m) throw notFound('You are no longer on this team.', 'NOT_A_MEMBER');
  return { staffRef: m.staffRef, url: staffRatingLink(publicUrl, businessId, m.staffRef) };
}

export async function setTeamBoardVisible(db: DbOrTx, businessId: string, visible: boolean) {
  const [row] = await db
    .update(businesses)
    .set({ teamBoardVisible: visible })
    .where(eq(businesses.id, businessId))
    .returning({ teamBoardVisible: businesses.teamBoardVisible });
  if (!row) throw notFound('Business not found', 'BUSINESS_NOT_FOUND');
  return row;
}

/**
 * Whose QR brought each feedback item, for the owner's inbox: the name of the member whose
 * reference the visit carried (also after they left), or null for a plain or printed code.
 */
export async function feedbackStaffNames(db: DbOrTx, businessId: string, feedbackIds: string[]) {
  if (feedbackIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({
      id: feedback.id,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(feedback)
    .innerJoin(scans, eq(scans.id, feedback.scanId))
    // Any rollup row of that reference names its member; the current membership may be gone.
    .innerJoin(
      staffDailyStats,
      and(
        eq(staffDailyStats.businessId, scans.businessId),
        eq(staffDailyStats.staffRef, scans.staffRef),
        eq(staffDailyStats.day, sql`(${scans.createdAt} at time zone 'UTC')::date`),
      ),
    )
    .leftJoin(users, eq(users.id, staffDailyStats.userId))
    .where(and(eq(feedback.businessId, businessId), inArray(feedback.id, feedbackIds)));
  return new Map(
    rows.map((r) => [r.id, [r.firstName, r.lastName].filter(Boolean).join(' ').trim() || 'Team member']),
  );
}
