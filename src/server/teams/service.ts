import { and, asc, count, eq, sql } from 'drizzle-orm';
import { assertCanGrow } from '#server/billing/status.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import { businesses, memberships, users } from '#server/db/schema.ts';
import { conflict, forbidden, notFound, tooMany } from '#server/lib/domain-errors.ts';
import {
  ALREADY_ON_A_TEAM_MESSAGE,
  ALREADY_ON_THIS_TEAM_MESSAGE,
  OWNER_CANNOT_BE_REMOVED_MESSAGE,
  OWNER_CANNOT_JOIN_MESSAGE,
  TEAM_FULL_MESSAGE,
  type Team,
  TOO_MANY_WRONG_CODES_MESSAGE,
  WRONG_CODE_MESSAGE,
} from '#shared/teams.ts';
import { type JoinAttempts, joinAttemptKeys } from './join-attempts';
import { generateTeamCode } from './team-code';

const businessNotFound = () => notFound('Business not found', 'BUSINESS_NOT_FOUND');

export async function getTeam(db: DbOrTx, businessId: string): Promise<Team> {
  const [business] = await db
    .select({ businessCode: businesses.businessCode, maxTeamSize: businesses.maxTeamSize })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!business) throw businessNotFound();
  const rows = await db
    .select({
      id: memberships.id,
      userId: memberships.userId,
      role: memberships.role,
      user: { firstName: users.firstName, lastName: users.lastName, email: users.email },
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.businessId, businessId))
    .orderBy(
      sql`case when ${memberships.role} = 'owner' then 0 else 1 end`,
      asc(memberships.createdAt),
      asc(memberships.id),
    );
  return { ...business, teamCount: rows.length, teamMembers: rows };
}

/** Replaces the business's code; the old one stops working with this update. */
export async function regenerateCode(db: DbOrTx, businessId: string, nextCode = generateTeamCode) {
  // A collision is about one in 887 million per business; a few retries make failure unreachable.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const code = nextCode();
    try {
      const [row] = await db
        .update(businesses)
        .set({ businessCode: code })
        .where(eq(businesses.id, businessId))
        .returning({ businessCode: businesses.businessCode });
      if (!row?.businessCode) throw businessNotFound();
      return row.businessCode;
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
  }
  throw new Error('Could not find a free business code after 5 attempts');
}

/**
 * Redeems a code for the signed-in user. Wrong codes count towards the per-user and per-IP limit,
 * and every wrong code gets the same answer, so a guesser learns nothing but "no".
 */
export async function joinByCode(
  db: Db,
  attempts: JoinAttempts,
  caller: { userId: string; ip: string },
  code: string,
) {
  const keys = joinAttemptKeys(caller.userId, caller.ip);
  // Counted before the await: parallel guesses cannot all pass the check (issue 12).
  if (!(await attempts.reserve(keys))) throw tooMany(TOO_MANY_WRONG_CODES_MESSAGE, 'TOO_MANY_WRONG_CODES');
  let business: Awaited<ReturnType<typeof joinTeam>>;
  try {
    business = await joinTeam(db, caller.userId, code);
  } catch (err) {
    await attempts.release(keys); // a right code that could not be used (team full, lapsed plan, …)
    throw err;
  }
  if (!business) throw notFound(WRONG_CODE_MESSAGE, 'WRONG_CODE');
  await attempts.release(keys);
  return business;
}

/**
 * One transaction, two row locks: the user's row (so one person cannot join two teams at once)
 * and then the business's row (so two people cannot take the last seat at once). The seat count
 * runs after the lock is granted, so it sees every join that committed before.
 * Returns null when no business has this code.
 */
async function joinTeam(db: Db, userId: string, code: string) {
  try {
    return await db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
      // After waiting for the lock PostgreSQL re-checks the code, so a code replaced meanwhile misses.
      const [business] = await tx
        .select({ id: businesses.id, name: businesses.name, maxTeamSize: businesses.maxTeamSize })
        .from(businesses)
        .where(eq(businesses.businessCode, code))
        .for('no key update');
      if (!business) return null;
      // A lapsed plan keeps its team but cannot grow it (docs/product-rules.md §6).
      await assertCanGrow(tx, business.id);

      const mine = await tx
        .select({ businessId: memberships.businessId })
        .from(memberships)
        .where(eq(memberships.userId, userId));
      if (mine.some((m) => m.businessId === business.id)) {
        throw conflict(ALREADY_ON_THIS_TEAM_MESSAGE, 'ALREADY_ON_THIS_TEAM');
      }
      const [owned] = await tx
        .select({ id: businesses.id })
        .from(businesses)
        .where(eq(businesses.ownerId, userId))
        .limit(1);
      if (owned) throw conflict(OWNER_CANNOT_JOIN_MESSAGE, 'OWNER_CANNOT_JOIN');
      if (mine.length > 0) throw conflict(ALREADY_ON_A_TEAM_MESSAGE, 'ALREADY_ON_A_TEAM');

      const [seats] = await tx
        .select({ taken: count() })
        .from(memberships)
        .where(eq(memberships.businessId, business.id));
      if ((seats?.taken ?? 0) >= business.maxTeamSize) throw conflict(TEAM_FULL_MESSAGE, 'TEAM_FULL');

      await tx.insert(memberships).values({ businessId: business.id, userId, role: 'member' });
      return { id: business.id, name: business.name };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(ALREADY_ON_THIS_TEAM_MESSAGE, 'ALREADY_ON_THIS_TEAM');
    throw err;
  }
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
