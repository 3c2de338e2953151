// What an operator does to a business. Each action changes the owning domain through its service,
// appends its entry to the operator log and tells the owner, in one transaction; a reason is required.

import type { Db, DbOrTx } from '#server/db/client.ts';
import { type BillingProvider, moveTrialEndAtProvider } from '#server/domains/billing/service.ts';
import {
  extendTrialEnd,
  findBusiness,
  listOwnedBusinesses,
  setSuspension,
  suspensionOf,
} from '#server/domains/businesses/service.ts';
import {
  type InvitationKeys,
  liftBounce as liftBounceOf,
  liftPause,
  pauseByOperator,
  setSendingLimit,
} from '#server/domains/invitations/service.ts';
import {
  type MailContext,
  queueOperatorNotice,
  retryFailedMail,
} from '#server/domains/notifications/service.ts';
import { type BeforeBusinessDelete, deleteBusiness } from '#server/domains/privacy/service.ts';
import { conflict, notFound } from '#server/lib/domain-errors.ts';
import type { OperatorAction } from '#shared/schemas/operator.ts';
import { type Actor, appendLog } from './log';

export type OperatorDeps = {
  mail: MailContext;
  billing: BillingProvider;
  keys: InvitationKeys;
  /** How owners reach the operator (LEGAL_CONTACT), in every notice. */
  contact: string;
};

type Told = Exclude<OperatorAction, 'lift_bounce' | 'retry_failed' | 'delete_business'>;

async function businessOf(db: DbOrTx, businessId: string) {
  const business = await findBusiness(db, businessId);
  if (!business) throw notFound('No business has that id.', 'BUSINESS_NOT_FOUND');
  return business;
}

/** Logs the action and tells the business's owner, in the caller's transaction. */
async function record(
  tx: DbOrTx,
  deps: OperatorDeps,
  actor: Actor,
  act: { businessId: string; action: Told; reason: string; details?: Record<string, unknown>; now: Date },
) {
  const business = await businessOf(tx, act.businessId);
  const entry = await appendLog(tx, actor, act);
  await queueOperatorNotice(tx, deps.mail, {
    businessId: business.id,
    businessName: business.name,
    userId: business.ownerId,
    action: act.action,
    reason: act.reason,
    contact: deps.contact,
    now: act.now,
  });
  return entry;
}

/** The locations an action on sending covers: this one, or every location of its owner. */
async function locationsOf(tx: DbOrTx, businessId: string, everyLocation: boolean | undefined) {
  const business = await businessOf(tx, businessId);
  return everyLocation ? (await listOwnedBusinesses(tx, business.ownerId)).map((b) => b.id) : [business.id];
}

/** Pauses invitations and answers of a location, or of all its owner's locations. */
export const pauseSending = (
  db: Db,
  deps: OperatorDeps,
  actor: Actor,
  input: { businessId: string; reason: string; everyLocation?: boolean; now: Date },
) =>
  db.transaction(async (tx) => {
    const locations = await locationsOf(tx, input.businessId, input.everyLocation);
    await pauseByOperator(tx, locations, input.now);
    return record(tx, deps, actor, { ...input, action: 'pause_sending', details: { locations } });
  });

/** Lifts any pause (the operator's, or the automatic rules') of a location or all its owner's. */
export const resumeSending = (
  db: Db,
  deps: OperatorDeps,
  actor: Actor,
  input: { businessId: string; reason: string; everyLocation?: boolean; now: Date },
) =>
  db.transaction(async (tx) => {
    const locations = await locationsOf(tx, input.businessId, input.everyLocation);
    const lifted: string[] = [];
    for (const id of locations) if (await liftPause(tx, id, input.now)) lifted.push(id);
    if (lifted.length === 0) throw conflict('Its sending is not paused.', 'NOT_PAUSED');
    return record(tx, deps, actor, { ...input, action: 'resume_sending', details: { locations: lifted } });
  });

/** Stops the business's mail, drafts, tokens, webhooks and connections; the page stays unless taken down. */
export const suspend = (
  db: Db,
  deps: OperatorDeps,
  actor: Actor,
  input: { businessId: string; reason: string; takeDownPage?: boolean; now: Date },
) =>
  db.transaction(async (tx) => {
    await businessOf(tx, input.businessId);
    const pageTakenDown = input.takeDownPage ?? false;
    const changed = await setSuspension(tx, input.businessId, {
      since: input.now,
      reason: input.reason,
      pageTakenDown,
    });
    if (!changed) throw conflict('This business is suspended already.', 'ALREADY_SUSPENDED');
    return record(tx, deps, actor, { ...input, action: 'suspend', details: { pageTakenDown } });
  });

/** Brings a suspended business back as it was: its tokens, webhooks and page work again. */
export const restore = (
  db: Db,
  deps: OperatorDeps,
  actor: Actor,
  input: { businessId: string; reason: string; now: Date },
) =>
  db.transaction(async (tx) => {
    await businessOf(tx, input.businessId);
    if (!(await suspensionOf(tx, input.businessId)) || !(await setSuspension(tx, input.businessId, null))) {
      throw conflict('This business is not suspended.', 'NOT_SUSPENDED');
    }
    return record(tx, deps, actor, { ...input, action: 'restore' });
  });

/** Moves the trial's end later by `days` × 24 h, at the payment provider too while a subscription is in its trial. */
export async function extendTrial(
  db: Db,
  deps: OperatorDeps,
  actor: Actor,
  input: { businessId: string; reason: string; days: number; now: Date },
) {
  const { entry, end } = await db.transaction(async (tx) => {
    const end = await extendTrialEnd(tx, input.businessId, input.days);
    if (!end) throw notFound('No business has that id.', 'BUSINESS_NOT_FOUND');
    const entry = await record(tx, deps, actor, {
      ...input,
      action: 'extend_trial',
      details: { days: input.days, trialEndsAt: end.toISOString() },
    });
    return { entry, end };
  });
  await moveTrialEndAtProvider(db, deps.billing, input.businessId, end);
  return entry;
}

/** The operator's daily cap for a location (null: the defaults again). */
export const setInvitationLimit = (
  db: Db,
  deps: OperatorDeps,
  actor: Actor,
  input: { businessId: string; reason: string; perDay: number | null; now: Date },
) =>
  db.transaction(async (tx) => {
    await businessOf(tx, input.businessId);
    await setSendingLimit(tx, input.businessId, { dailyLimit: input.perDay }, input.now);
    return record(tx, deps, actor, {
      ...input,
      action: 'set_invitation_limit',
      details: { perDay: input.perDay },
    });
  });

/** Ends a location's warm-up: its full daily cap from now on. */
export const endWarmUp = (
  db: Db,
  deps: OperatorDeps,
  actor: Actor,
  input: { businessId: string; reason: string; now: Date },
) =>
  db.transaction(async (tx) => {
    await businessOf(tx, input.businessId);
    await setSendingLimit(tx, input.businessId, { warmUpEndedAt: input.now }, input.now);
    return record(tx, deps, actor, { ...input, action: 'end_warm_up' });
  });

/** Lifts a bounce from an address for every business; a complaint or an unsubscribe is never lifted. */
export const liftBounce = (
  db: Db,
  deps: OperatorDeps,
  actor: Actor,
  input: { email: string; reason: string; now: Date },
) =>
  db.transaction(async (tx) => {
    if (!(await liftBounceOf(tx, deps.keys, input.email))) {
      throw conflict(
        'That address has no bounce to lift. A complaint or an unsubscribe stays: only its owner can undo it.',
        'NO_BOUNCE',
      );
    }
    // The address itself is never written to the log: a keyed hash would be noise, the reason says enough.
    return appendLog(tx, actor, {
      action: 'lift_bounce',
      reason: input.reason,
      businessId: null,
      now: input.now,
    });
  });

/** Puts the mail that failed in the last three days back in the queue, once the mail server is fixed. */
export const retryFailed = (db: Db, actor: Actor, input: { reason: string; now: Date }) =>
  db.transaction(async (tx) => {
    const retried = await retryFailedMail(tx, input.now);
    if (retried === 0)
      throw conflict(
        'No e-mail failed in the last three days: there is nothing to try again.',
        'NOTHING_TO_RETRY',
      );
    return appendLog(tx, actor, {
      action: 'retry_failed',
      reason: input.reason,
      businessId: null,
      details: { queue: 'mail', retried },
      now: input.now,
    });
  });

/**
 * Deletes a business on its owner's written request, as the owner's own deletion does (the
 * subscription cancelled first, or nothing is deleted); then the log keeps the act and the owner gets
 * the notice by e-mail, as the business and its home are gone.
 */
export async function deleteOnRequest(
  db: Db,
  deps: OperatorDeps & {
    beforeDelete: BeforeBusinessDelete;
    /** The ledger, the page cache and the scrub, at once: a restore must never bring it back. */
    afterDelete: (businessId: string) => Promise<void>;
  },
  actor: Actor,
  input: { businessId: string; reason: string; confirmName: string; now: Date },
) {
  const business = await businessOf(db, input.businessId);
  await deleteBusiness(db, business.id, input.confirmName, deps.beforeDelete);
  await deps.afterDelete(business.id);
  return db.transaction(async (tx) => {
    const entry = await appendLog(tx, actor, {
      action: 'delete_business',
      reason: input.reason,
      businessId: business.id,
      details: { name: business.name },
      now: input.now,
    });
    await queueOperatorNotice(tx, deps.mail, {
      businessId: null,
      businessName: business.name,
      userId: business.ownerId,
      action: 'delete_business',
      reason: input.reason,
      contact: deps.contact,
      now: input.now,
    });
    return entry;
  });
}
