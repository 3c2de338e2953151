// What the teams domain offers the others: the `memberships` table (seats, roles and each member's
// staff reference) is written here and nowhere else. join.ts composes billing for a join.
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import { memberships } from '#server/db/tables/teams.ts';
import { userSummaries } from '#server/domains/auth/service.ts';
import { setBusinessCode, teamSettings } from '#server/domains/businesses/service.ts';
import { conflict, forbidden, notFound } from '#server/lib/domain-errors.ts';
import type { Role } from '#shared/schemas/businesses.ts';
import { OWNER_CANNOT_BE_REMOVED_MESSAGE, type Team } from '#shared/schemas/teams.ts';
import { generateTeamCode } from './team-code';

export async function getTeam(db: DbOrTx, businessId: string): Promise<Team> {
  const business = await teamSettings(db, businessId);
  const rows = await db
    .select({ id: memberships.id, userId: memberships.userId, role: memberships.role })
    .from(memberships)
    .where(eq(memberships.businessId, businessId))
    .orderBy(
      sql`case when ${memberships.role} = 'owner' then 0 else 1 end`,
      asc(memberships.createdAt),
      asc(memberships.id),
    );
  const people = await userSummaries(
    db,
    rows.map((r) => r.userId),
  );
  const teamMembers = rows.flatMap((r) => {
    const user = people.get(r.userId);
    return user ? [{ ...r, user }] : [];
  });
  return { ...business, teamCount: teamMembers.length, teamMembers };
}

/** Replaces the business's code; the old one stops working with this update. */
export async function regenerateCode(db: DbOrTx, businessId: string, nextCode = generateTeamCode) {
  // A collision is about one in 887 million per business; a few retries make failure unreachable.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      return await setBusinessCode(db, businessId, nextCode());
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
  }
  throw new Error('Could not find a free business code after 5 attempts');
}

/** The owner removes a member, or a member leaves. The owner's own seat is never removed. */
export async function removeMember(
  db: DbOrTx,
  businessId: string,
  caller: { userId: string; role: 'owner' | 'member' | null },
  targetUserId: string,
) {
  if (caller.role !== 'owner' && caller.userId !== targetUserId) {
    throw forbidden('Only the business owner can remove other members.', 'OWNER_ONLY');
  }
  const onThisTeam = and(eq(memberships.businessId, businessId), eq(memberships.userId, targetUserId));
  const removed = await db
    .delete(memberships)
    .where(and(onThisTeam, eq(memberships.role, 'member')))
    .returning({ id: memberships.id });
  if (removed.length > 0) return;
  const [target] = await db.select({ role: memberships.role }).from(memberships).where(onThisTeam);
  if (target?.role === 'owner') throw conflict(OWNER_CANNOT_BE_REMOVED_MESSAGE, 'OWNER_CANNOT_BE_REMOVED');
  throw notFound('That person is not on this team.', 'NOT_A_MEMBER');
}

export async function addMember(tx: DbOrTx, seat: { businessId: string; userId: string; role: Role }) {
  await tx.insert(memberships).values(seat);
}

/** The teams a user is on, oldest first. */
export function membershipsOfUser(db: DbOrTx, userId: string) {
  return db
    .select({ businessId: memberships.businessId, role: memberships.role })
    .from(memberships)
    .where(eq(memberships.userId, userId))
    .orderBy(asc(memberships.createdAt));
}

/** The caller's role in the business, or null when they are not on its team. */
export async function roleIn(db: DbOrTx, businessId: string, userId: string): Promise<Role | null> {
  const [m] = await db
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.businessId, businessId), eq(memberships.userId, userId)))
    .limit(1);
  return m?.role ?? null;
}

/** Seats taken on the team, the owner's included. */
export async function seatsTaken(db: DbOrTx, businessId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(memberships)
    .where(eq(memberships.businessId, businessId));
  return row?.n ?? 0;
}

/** The user ids on a team, each with their role. */
export function teamOf(db: DbOrTx, businessId: string) {
  return db
    .select({ userId: memberships.userId, role: memberships.role, staffRef: memberships.staffRef })
    .from(memberships)
    .where(eq(memberships.businessId, businessId));
}

/** Whether the user is still on the team (mail to someone who left is dropped at send time). */
export async function isOnTeam(db: DbOrTx, businessId: string, userId: string) {
  return (await roleIn(db, businessId, userId)) !== null;
}

/** A derived table for another domain's one statement: the team's staff references, users and roles. */
export const teamSql = (businessId: string): SQL =>
  sql`(select ${memberships.staffRef} as staff_ref, ${memberships.userId} as user_id, ${memberships.role} as role
    from ${memberships} where ${memberships.businessId} = ${businessId})`;

/** Every seat on every team (the weekly summary goes out to each who wants it). */
export function allMemberships(db: DbOrTx) {
  return db
    .select({ userId: memberships.userId, role: memberships.role, businessId: memberships.businessId })
    .from(memberships);
}

/** The team for the export, oldest seat first. */
export function teamForExport(db: DbOrTx, businessId: string) {
  return db
    .select({
      userId: memberships.userId,
      role: memberships.role,
      joinedAt: memberships.createdAt,
      staffRef: memberships.staffRef,
    })
    .from(memberships)
    .where(eq(memberships.businessId, businessId))
    .orderBy(asc(memberships.createdAt));
}

/** The user's staff reference on this team, or null when they are not on it. */
export async function staffRefOf(db: DbOrTx, businessId: string, userId: string) {
  const [m] = await db
    .select({ staffRef: memberships.staffRef })
    .from(memberships)
    .where(and(eq(memberships.businessId, businessId), eq(memberships.userId, userId)))
    .limit(1);
  return m?.staffRef ?? null;
}
