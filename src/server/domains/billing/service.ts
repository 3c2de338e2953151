import { eq, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { subscriptions, webhookEvents } from '#server/db/tables/billing.ts';
import { userSummaries } from '#server/domains/auth/service.ts';
import {
  billingFactsOf,
  findBusiness,
  lockBusiness,
  setMaxTeamSize,
} from '#server/domains/businesses/service.ts';
import { emitEvent } from '#server/domains/developers/service.ts';
import { seatsTaken } from '#server/domains/teams/service.ts';
import { conflict, forbidden } from '#server/lib/domain-errors.ts';
import { maxTeamSizeFor, seatsNeededFor } from '#shared/lib/plan.ts';
import type { BillingProvider, ProviderSubscription } from './billing-provider';
import type { DemoBilling } from './demo-billing';
import { planLapsed, readSubscription } from './status';

export type { BillingProvider } from './billing-provider';
export { assertCanGrow, assertPlanLive, onTrial, planHasLapsed } from './status';

type Current = Awaited<ReturnType<typeof readSubscription>>;

/** The subscription as we hold it, in the provider's terms. */
function known(current: Current & { subscriptionId: string }): ProviderSubscription {
  return {
    id: current.subscriptionId,
    customerId: current.customerId,
    status: current.status,
    providerStatus: current.providerStatus ?? current.status,
    cancelAtPeriodEnd: current.cancelAtPeriodEnd,
    currentPeriodEnd: current.currentPeriodEnd ? new Date(current.currentPeriodEnd) : null,
    extraSeats: current.extraSeats,
    businessId: current.businessId,
    createdAt: null,
  };
}

const alreadySubscribed = () =>
  conflict(
    'This location already has a subscription. Change seats or cancel it from Billing.',
    'ALREADY_SUBSCRIBED',
  );
const notSubscribed = () =>
  conflict('This location has no subscription yet. Start one from Billing.', 'NOT_SUBSCRIBED');

/** Stores the provider's copy of a subscription, and the team maximum it pays for, in one write. */
export async function storeSubscription(
  tx: DbOrTx,
  businessId: string,
  provider: 'stripe' | 'demo',
  sub: ProviderSubscription,
) {
  const values = {
    status: sub.status,
    providerStatus: sub.providerStatus,
    provider,
    customerId: sub.customerId,
    subscriptionId: sub.id,
    extraSeats: sub.extraSeats,
    currentPeriodEnd: sub.currentPeriodEnd,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    subscriptionCreatedAt: sub.createdAt,
    updatedAt: new Date(),
  };
  await tx
    .insert(subscriptions)
    .values({ businessId, ...values })
    .onConflictDoUpdate({
      target: subscriptions.businessId,
      set: {
        ...values,
        // A new subscription is what the last checkout bought: no checkout is open any more. A change
        // to the one we hold keeps the open checkout's id, so the next checkout still expires it.
        checkoutSessionId: sql`case when ${subscriptions.subscriptionId} is distinct from ${sub.id} then null else ${subscriptions.checkoutSessionId} end`,
      },
    });
  await setMaxTeamSize(tx, businessId, maxTeamSizeFor(sub.extraSeats));
  const business = await findBusiness(tx, businessId);
  if (business) {
    await emitEvent(tx, business, 'subscription.updated', {
      status: sub.status,
      cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
      currentPeriodEnd: sub.currentPeriodEnd?.toISOString() ?? null,
      extraSeats: sub.extraSeats,
    });
  }
}

/**
 * Opens a checkout page. The business row is locked while it does, and the previous page that was
 * never paid is expired first, so a location has at most one checkout that can be paid:
 * two open pages paid in two tabs would make two subscriptions, and only the last would be tracked.
 */
export async function startCheckout(
  db: Db,
  billing: BillingProvider,
  businessId: string,
  requestedSeats: number | undefined,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    await lockBusiness(tx, businessId, 'update');
    const current = await readSubscription(tx, businessId, billing.kind, now);
    if (current.subscribed && !['canceled', 'expired'].includes(current.status)) throw alreadySubscribed();
    const needed = seatsNeededFor(current.teamCount);
    const extraSeats = requestedSeats ?? Math.max(current.extraSeats, needed);
    if (extraSeats < needed) {
      throw conflict(
        `Your team of ${current.teamCount} needs at least ${needed} extra seats.`,
        'SEATS_BELOW_TEAM',
      );
    }
    const [open] = await tx
      .select({ sessionId: subscriptions.checkoutSessionId })
      .from(subscriptions)
      .where(eq(subscriptions.businessId, businessId));
    if (open?.sessionId && (await billing.expireCheckout(open.sessionId)) === 'complete') {
      throw conflict(
        'This location was just paid for. It shows as subscribed in a moment; refresh Billing.',
        'CHECKOUT_COMPLETED',
      );
    }
    const facts = await billingFactsOf(tx, businessId);
    const owner = facts ? (await userSummaries(tx, [facts.ownerId])).get(facts.ownerId) : undefined;
    const trialEnd = new Date(current.trialEndsAt);
    const checkout = await billing.createCheckout({
      businessId,
      extraSeats,
      customerId: current.customerId,
      email: owner?.email ?? '',
      trialEnd: trialEnd > now ? trialEnd : null,
    });
    // The checkout's seats are the owner's latest choice: whichever link is paid, the subscription is
    // brought to the seats our row holds then (coverTeam), so an old link never buys fewer.
    await tx
      .insert(subscriptions)
      .values({
        businessId,
        status: 'trialing',
        provider: billing.kind,
        extraSeats,
        checkoutSessionId: checkout.sessionId,
      })
      .onConflictDoUpdate({
        target: subscriptions.businessId,
        set: { checkoutSessionId: checkout.sessionId, extraSeats, updatedAt: new Date() },
      });
    await setMaxTeamSize(tx, businessId, maxTeamSizeFor(extraSeats));
    return checkout;
  });
}

/** Pay on the demo checkout page: only the owner of the business the link was made for. */
export async function completeDemoCheckout(db: Db, demo: DemoBilling, token: string, userId: string) {
  const checkout = demo.readToken(token);
  const business = await billingFactsOf(db, checkout.businessId);
  if (!business || business.ownerId !== userId) {
    throw forbidden('Only the business owner can pay for this subscription.', 'OWNER_ONLY');
  }
  // The business row is locked so that a double click, or a page paid in two tabs, activates once.
  await db.transaction(async (tx) => {
    await lockBusiness(tx, checkout.businessId, 'update');
    const current = await readSubscription(tx, checkout.businessId, 'demo');
    if (current.subscribed && !['canceled', 'expired'].includes(current.status)) throw alreadySubscribed();
    const [stored] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.businessId, checkout.businessId));
    const sub = await coverTeam(tx, demo, checkout.businessId, stored, demo.activate(checkout));
    await storeSubscription(tx, checkout.businessId, 'demo', sub);
  });
  return { businessId: checkout.businessId };
}

export async function setCancelAtPeriodEnd(
  db: Db,
  billing: BillingProvider,
  businessId: string,
  cancel: boolean,
) {
  const current = await readSubscription(db, businessId, billing.kind);
  if (!current.subscriptionId || current.status === 'canceled' || current.status === 'expired')
    throw notSubscribed();
  if (!cancel && !current.cancelAtPeriodEnd) {
    throw conflict('This subscription is not set to end, so there is nothing to resume.', 'NOT_CANCELLING');
  }
  const sub = await billing.setCancelAtPeriodEnd(
    known({ ...current, subscriptionId: current.subscriptionId }),
    cancel,
  );
  await storeSubscription(db, businessId, billing.kind, sub);
}

/**
 * Sets the paid seats. The business row is locked for the whole change, as a join locks it, so a
 * join and a seat reduction never both succeed past the maximum. The provider is called inside the
 * transaction: if it refuses, nothing of ours changes.
 */
export function changeSeats(db: Db, billing: BillingProvider, businessId: string, extraSeats: number) {
  return db.transaction(async (tx) => {
    await lockBusiness(tx, businessId, 'update');
    await setSeatsLocked(tx, billing, await readSubscription(tx, businessId, billing.kind), extraSeats);
  });
}

async function setSeatsLocked(tx: DbOrTx, billing: BillingProvider, current: Current, extraSeats: number) {
  const { businessId } = current;
  const needed = seatsNeededFor(current.teamCount);
  if (extraSeats < needed) {
    throw conflict(
      `Your team of ${current.teamCount} needs at least ${needed} extra ${needed === 1 ? 'seat' : 'seats'}. Remove a member first.`,
      'SEATS_BELOW_TEAM',
    );
  }
  if (extraSeats > current.extraSeats && current.lapsed) throw planLapsed();
  if (!current.subscriptionId || ended(current.status)) {
    // During the trial, or after a plan ended, seats cost nothing yet: whichever checkout is paid
    // next is brought to them (coverTeam). An ended subscription is never changed at the provider.
    await tx
      .insert(subscriptions)
      .values({ businessId, status: 'trialing', provider: billing.kind, extraSeats })
      .onConflictDoUpdate({ target: subscriptions.businessId, set: { extraSeats, updatedAt: new Date() } });
    await setMaxTeamSize(tx, businessId, maxTeamSizeFor(extraSeats));
    return;
  }
  await storeSubscription(
    tx,
    businessId,
    billing.kind,
    await billing.setExtraSeats(known({ ...current, subscriptionId: current.subscriptionId }), extraSeats),
  );
}

/**
 * After a member leaves, a paid seat nobody needs any more is given back. The seats and the team
 * are read under the business's lock, so removals at the same moment each give back their own seat.
 */
export function releaseUnneededSeat(db: Db, billing: BillingProvider, businessId: string) {
  return db.transaction(async (tx) => {
    if (!(await lockBusiness(tx, businessId, 'update'))) return;
    const current = await readSubscription(tx, businessId, billing.kind);
    if (current.extraSeats <= seatsNeededFor(current.teamCount)) return;
    await setSeatsLocked(tx, billing, current, current.extraSeats - 1);
  });
}

/**
 * The seats a subscription that reaches us must charge for (docs/product-rules.md §6): a new one is
 * brought to the seats our row holds, the owner's latest choice, whichever checkout link was paid;
 * none ever charges for fewer people than are on the team. Called under the business's lock.
 */
export async function coverTeam(
  tx: DbOrTx,
  billing: BillingProvider,
  businessId: string,
  stored: { subscriptionId: string | null; extraSeats: number } | undefined,
  sub: ProviderSubscription,
): Promise<ProviderSubscription> {
  // An ended subscription charges nothing: the seats stay the owner's choice in our row, so a late
  // word of an old one never shrinks the team's room (a lapsed plan keeps its team).
  if (ended(sub.status)) return { ...sub, extraSeats: stored?.extraSeats ?? sub.extraSeats };
  const needed = seatsNeededFor(await seatsTaken(tx, businessId));
  const isNew = stored?.subscriptionId !== sub.id;
  const target = Math.max(needed, isNew ? (stored?.extraSeats ?? 0) : sub.extraSeats);
  return target === sub.extraSeats ? sub : billing.setExtraSeats(sub, target);
}

const ended = (status: string) => status === 'canceled' || status === 'expired';

export async function portalUrl(db: Db, billing: BillingProvider, businessId: string, returnUrl: string) {
  const current = await readSubscription(db, businessId, billing.kind);
  const url = current.customerId ? await billing.portalUrl(current.customerId, returnUrl) : null;
  if (!url) throw conflict('There is no billing portal for this subscription.', 'NO_PORTAL');
  return { url };
}

/**
 * Ends every subscription of the business at once, for a business that is being deleted, and
 * closes its open checkout. It asks the provider what still charges rather than trusting our row
 * (a stored `canceled` once hid a live subscription), and a checkout paid whose news has not
 * reached us is found through the checkout itself. Safe to call twice. It returns a sweep to run
 * once the business's rows are gone: a checkout paid in between is cancelled by it, and one paid
 * later by the webhook, which finds no business.
 */
/**
 * After the operator moved the trial's end: a subscription still in its trial is charged first at
 * the new end, at the provider too. Answers whether the provider was told.
 */
export async function moveTrialEndAtProvider(
  db: Db,
  billing: BillingProvider,
  businessId: string,
  end: Date,
) {
  const current = await readSubscription(db, businessId, billing.kind);
  if (!current.subscriptionId || current.status !== 'trialing') return false;
  const moved = await billing.setTrialEnd(known({ ...current, subscriptionId: current.subscriptionId }), end);
  await storeSubscription(db, businessId, billing.kind, moved);
  return true;
}

export async function cancelSubscriptionNow(db: Db, billing: BillingProvider, businessId: string) {
  const current = await readSubscription(db, businessId, billing.kind);
  const [row] = await db
    .select({ sessionId: subscriptions.checkoutSessionId })
    .from(subscriptions)
    .where(eq(subscriptions.businessId, businessId));
  const sessionId = row?.sessionId ?? null;
  const cancelled = await cancelAtProvider(billing, businessId, sessionId, current.customerId);
  const mine = cancelled.find((sub) => sub.id === current.subscriptionId);
  if (mine) await storeSubscription(db, businessId, billing.kind, mine);
  else if (current.subscriptionId && current.status !== 'canceled') {
    await storeSubscription(
      db,
      businessId,
      billing.kind,
      await billing.cancelNow(known({ ...current, subscriptionId: current.subscriptionId })),
    );
  }
  const customerId = current.customerId ?? cancelled.find((sub) => sub.customerId)?.customerId ?? null;
  return async () => {
    await cancelAtProvider(billing, businessId, sessionId, customerId);
  };
}

/** Closes the checkout and cancels what still charges for the business; returns what it cancelled. */
async function cancelAtProvider(
  billing: BillingProvider,
  businessId: string,
  sessionId: string | null,
  customerId: string | null,
) {
  const live = new Map<string, ProviderSubscription>();
  if (sessionId && (await billing.expireCheckout(sessionId)) === 'complete') {
    const paid = await billing.checkoutSubscription(sessionId);
    if (paid && !ended(paid.status)) live.set(paid.id, paid);
  }
  const customer = customerId ?? [...live.values()][0]?.customerId ?? null;
  for (const sub of customer ? await billing.liveSubscriptions(customer, businessId) : [])
    live.set(sub.id, sub);
  const cancelled: ProviderSubscription[] = [];
  for (const sub of live.values()) cancelled.push(await billing.cancelNow(sub));
  return cancelled;
}

/** The stored subscription row, for the export. */
export async function storedSubscription(db: DbOrTx, businessId: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.businessId, businessId));
  return row;
}

/** Forgets webhook event ids received before `cutoff` (a repeat that late is not Stripe's). */
export async function forgetWebhookEventsBefore(db: DbOrTx, cutoff: Date) {
  await db.delete(webhookEvents).where(lt(webhookEvents.receivedAt, cutoff));
}

/** The business a demo checkout link was made for, or null when it is gone. */
export const checkoutBusiness = (db: DbOrTx, businessId: string) => findBusiness(db, businessId);
