import { eq, lt } from 'drizzle-orm';
import { userSummaries } from '#server/auth/service.ts';
import { billingFactsOf, findBusiness, lockBusiness, setMaxTeamSize } from '#server/businesses/service.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { subscriptions, webhookEvents } from '#server/db/tables/billing.ts';
import { emitEvent } from '#server/developers/service.ts';
import { conflict, forbidden } from '#server/lib/domain-errors.ts';
import { seatsTaken } from '#server/teams/service.ts';
import { maxTeamSizeFor, seatsNeededFor } from '#shared/constants/plan.ts';
import type { BillingProvider, ProviderSubscription } from './billing-provider';
import type { DemoBilling } from './demo-billing';
import { planLapsed, readSubscription } from './status';

export type { BillingProvider } from './billing-provider';
export { assertCanGrow } from './status';

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
    // A stored subscription is what the last checkout bought: no checkout is open any more.
    checkoutSessionId: null,
    updatedAt: new Date(),
  };
  await tx
    .insert(subscriptions)
    .values({ businessId, ...values })
    .onConflictDoUpdate({ target: subscriptions.businessId, set: values });
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
 * never paid is expired first, so a location has at most one checkout that can be paid (issue 26:
 * two open pages paid in two tabs made two subscriptions, and only the last was tracked).
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
    await tx
      .insert(subscriptions)
      .values({
        businessId,
        status: 'trialing',
        provider: billing.kind,
        extraSeats: current.extraSeats,
        checkoutSessionId: checkout.sessionId,
      })
      .onConflictDoUpdate({
        target: subscriptions.businessId,
        set: { checkoutSessionId: checkout.sessionId, updatedAt: new Date() },
      });
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
    await storeSubscription(tx, checkout.businessId, 'demo', demo.activate(checkout));
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
export async function changeSeats(db: Db, billing: BillingProvider, businessId: string, extraSeats: number) {
  await db.transaction(async (tx) => {
    await lockBusiness(tx, businessId, 'update');
    const current = await readSubscription(tx, businessId, billing.kind);
    const needed = seatsNeededFor(current.teamCount);
    if (extraSeats < needed) {
      throw conflict(
        `Your team of ${current.teamCount} needs at least ${needed} extra ${needed === 1 ? 'seat' : 'seats'}. Remove a member first.`,
        'SEATS_BELOW_TEAM',
      );
    }
    if (extraSeats > current.extraSeats && current.lapsed) throw planLapsed();
    if (!current.subscriptionId) {
      // During the trial seats are free; the checkout will charge for them.
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
  });
}

/** After a member leaves, a paid seat nobody needs any more is given back. */
export async function releaseUnneededSeat(db: Db, billing: BillingProvider, businessId: string) {
  const [row] = await db
    .select({ extraSeats: subscriptions.extraSeats })
    .from(subscriptions)
    .where(eq(subscriptions.businessId, businessId));
  if (!row || row.extraSeats === 0) return;
  if (row.extraSeats <= seatsNeededFor(await seatsTaken(db, businessId))) return;
  await changeSeats(db, billing, businessId, row.extraSeats - 1);
}

export async function portalUrl(db: Db, billing: BillingProvider, businessId: string, returnUrl: string) {
  const current = await readSubscription(db, businessId, billing.kind);
  const url = current.customerId ? await billing.portalUrl(current.customerId, returnUrl) : null;
  if (!url) throw conflict('There is no billing portal for this subscription.', 'NO_PORTAL');
  return { url };
}

/**
 * Ends every subscription of the business at once, for a business that is being deleted, and
 * closes its open checkout. It asks the provider what still charges rather than trusting our row
 * (issue 26: a stored `canceled` hid a live subscription that went on charging). Safe to call twice.
 */
export async function cancelSubscriptionNow(db: Db, billing: BillingProvider, businessId: string) {
  const current = await readSubscription(db, businessId, billing.kind);
  const [row] = await db
    .select({ sessionId: subscriptions.checkoutSessionId })
    .from(subscriptions)
    .where(eq(subscriptions.businessId, businessId));
  if (row?.sessionId) await billing.expireCheckout(row.sessionId);
  const live = current.customerId ? await billing.liveSubscriptions(current.customerId, businessId) : [];
  for (const sub of live) {
    const cancelled = await billing.cancelNow(sub);
    if (sub.id === current.subscriptionId) await storeSubscription(db, businessId, billing.kind, cancelled);
  }
  if (!current.subscriptionId || current.status === 'canceled') return;
  if (live.some((sub) => sub.id === current.subscriptionId)) return;
  await storeSubscription(
    db,
    businessId,
    billing.kind,
    await billing.cancelNow(known({ ...current, subscriptionId: current.subscriptionId })),
  );
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
