// Changes of a team that need the plan's say (billing): joining by code, a new code, and giving a
// paid seat back when someone leaves. Billing builds on teams, so these live beside service.ts.

import type { Db } from '#server/db/client.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import { lockUser } from '#server/domains/auth/service.ts';
import { assertCanGrow, type BillingProvider, releaseUnneededSeat } from '#server/domains/billing/service.ts';
import { businessCodeExists, lockBusinessByCode, ownsABusiness } from '#server/domains/businesses/service.ts';
import { conflict, isDomainError, notFound, paymentRequired, tooMany } from '#server/lib/domain-errors.ts';
import {
  ALREADY_ON_A_TEAM_MESSAGE,
  ALREADY_ON_THIS_TEAM_MESSAGE,
  OWNER_CANNOT_JOIN_MESSAGE,
  TEAM_FULL_MESSAGE,
  TEAM_PLAN_ENDED_MESSAGE,
  TOO_MANY_WRONG_CODES_MESSAGE,
  WRONG_CODE_MESSAGE,
} from '#shared/schemas/teams.ts';
import { type JoinAttempts, joinAttemptKeys } from './join-attempts';
import { addMember, membershipsOfUser, regenerateCode, removeMember, seatsTaken } from './service';

/**
 * Redeems a code for the signed-in user. Wrong codes count towards the per-user and per-IP limit,
 * and every wrong code gets the same answer, so a guesser learns nothing but "no". A guess is counted
 * before the code is looked at (parallel guesses cannot all pass the check) and given back as soon as
 * the code turns out to exist, so only wrong codes stay counted. A request that finds the count full
 * of guesses still being looked at waits a moment for them: a dozen people joining with the right
 * code from one shop's Wi-Fi all get in, while parallel wrong codes still get at most the limit.
 */
export async function joinByCode(
  db: Db,
  attempts: JoinAttempts,
  caller: { userId: string; ip: string },
  code: string,
) {
  const keys = joinAttemptKeys(caller.userId, caller.ip);
  if (!(await reservePatiently(attempts, keys)))
    throw tooMany(TOO_MANY_WRONG_CODES_MESSAGE, 'TOO_MANY_WRONG_CODES');
  let exists: boolean;
  try {
    exists = await businessCodeExists(db, code);
  } catch (err) {
    await attempts.release(keys);
    throw err;
  }
  if (!exists) throw notFound(WRONG_CODE_MESSAGE, 'WRONG_CODE');
  await attempts.release(keys);
  const business = await joinTeam(db, caller.userId, code);
  // The code changed between the look and the join: as wrong as any other, but not counted twice.
  if (!business) throw notFound(WRONG_CODE_MESSAGE, 'WRONG_CODE');
  return business;
}

const PATIENCE_MS = 2000;
const RETRY_MS = 50;

async function reservePatiently(attempts: JoinAttempts, keys: string[]) {
  const until = Date.now() + PATIENCE_MS;
  for (;;) {
    if (await attempts.reserve(keys)) return true;
    if (Date.now() >= until) return false;
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
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
      await lockUser(tx, userId);
      const business = await lockBusinessByCode(tx, code);
      if (!business) return null;
      // A lapsed plan keeps its team but cannot grow it (docs/product-rules.md §6). The joiner is
      // told to ask the owner: subscribing is not theirs to do.
      await assertCanGrow(tx, business.id).catch((err: unknown) => {
        throw isDomainError(err, 'payment-required')
          ? paymentRequired(TEAM_PLAN_ENDED_MESSAGE, 'PLAN_LAPSED')
          : err;
      });

      const mine = await membershipsOfUser(tx, userId);
      if (mine.some((m) => m.businessId === business.id)) {
        throw conflict(ALREADY_ON_THIS_TEAM_MESSAGE, 'ALREADY_ON_THIS_TEAM');
      }
      if (await ownsABusiness(tx, userId)) throw conflict(OWNER_CANNOT_JOIN_MESSAGE, 'OWNER_CANNOT_JOIN');
      if (mine.length > 0) throw conflict(ALREADY_ON_A_TEAM_MESSAGE, 'ALREADY_ON_A_TEAM');

      if ((await seatsTaken(tx, business.id)) >= business.maxTeamSize)
        throw conflict(TEAM_FULL_MESSAGE, 'TEAM_FULL');

      await addMember(tx, { businessId: business.id, userId, role: 'member' });
      return { id: business.id, name: business.name };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(ALREADY_ON_THIS_TEAM_MESSAGE, 'ALREADY_ON_THIS_TEAM');
    throw err;
  }
}

/** A new code lets people join, so a lapsed plan cannot have one (docs/product-rules.md §6). */
export async function newTeamCode(db: Db, businessId: string) {
  await assertCanGrow(db, businessId);
  return regenerateCode(db, businessId);
}

/**
 * The owner removes a member, or a member leaves. "This will also update your billing": a paid
 * seat nobody needs is given back. The removal stands even if the provider is down (`onSeatError`
 * hears of it); the seat can then be lowered from Billing.
 */
export async function leaveTeam(
  db: Db,
  billing: BillingProvider,
  businessId: string,
  caller: Parameters<typeof removeMember>[2],
  targetUserId: string,
  onSeatError: (err: unknown) => void,
) {
  await removeMember(db, businessId, caller, targetUserId);
  await releaseUnneededSeat(db, billing, businessId).catch(onSeatError);
}
