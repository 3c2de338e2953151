import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '#server/db/client.ts';
import { type SubscriptionRow, subscriptions, webhookEvents } from '#server/db/tables/billing.ts';
import { lockBusiness } from '#server/domains/businesses/service.ts';
import type { BillingProvider, ProviderSubscription } from './billing-provider';
import { coverTeam, storeSubscription } from './service';

const HANDLED_EVENTS = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  // Sent before a charge: the last chance to stop one for a business that no longer exists.
  'customer.subscription.trial_will_end',
  'invoice.created',
  'invoice.upcoming',
  'invoice.paid',
  'invoice.payment_failed',
]);

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? null));

/** The subscription an event is about, and the business when the event names it. */
function subjectOf(event: Stripe.Event): { subscriptionId: string | null; businessId: string | null } {
  const object = event.data.object as unknown as Record<string, unknown>;
  if (event.type === 'checkout.session.completed') {
    const session = object as unknown as Stripe.Checkout.Session;
    return { subscriptionId: idOf(session.subscription), businessId: session.client_reference_id };
  }
  if (event.type.startsWith('customer.subscription.'))
    return { subscriptionId: String(object.id), businessId: null };
  const invoice = object as unknown as Stripe.Invoice;
  return { subscriptionId: idOf(invoice.parent?.subscription_details?.subscription), businessId: null };
}

/**
 * Stripe delivers at least once and in any order. The subscription is re-read from Stripe, never
 * taken from the event, so a late `created` after an `updated` stores the same, current state. The
 * event id is recorded in the same transaction as the change: a repeat finds it and does nothing.
 */
export async function handleStripeEvent(db: Db, billing: BillingProvider, event: Stripe.Event) {
  const { subscriptionId, businessId: named } = HANDLED_EVENTS.has(event.type)
    ? subjectOf(event)
    : { subscriptionId: null, businessId: null };
  const sub = subscriptionId ? await billing.retrieve(subscriptionId) : null;

  return db.transaction(async (tx) => {
    const fresh = await tx
      .insert(webhookEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (fresh.length === 0) return { duplicate: true };
    if (!sub) return { duplicate: false };

    let businessId = sub.businessId ?? named;
    if (!businessId) {
      const [known] = await tx
        .select({ businessId: subscriptions.businessId })
        .from(subscriptions)
        .where(eq(subscriptions.subscriptionId, sub.id));
      businessId = known?.businessId ?? null;
    }
    if (!businessId) return { duplicate: false };
    const exists = await lockBusiness(tx, businessId, 'update');
    // A business deleted since checkout (or before a restore's backup was taken) keeps nothing and
    // pays for nothing: a subscription that still charges for it ends now. Inside the transaction,
    // so if Stripe refuses, the event is not recorded and Stripe's retry tries again.
    if (!exists) {
      if (!ended(sub.status)) await billing.cancelNow(sub);
      return { duplicate: false };
    }
    const [stored] = await tx.select().from(subscriptions).where(eq(subscriptions.businessId, businessId));
    const decision = await decide(billing, stored, sub);
    if (decision === 'store')
      await storeSubscription(
        tx,
        businessId,
        'stripe',
        await coverTeam(tx, billing, businessId, stored, sub),
      );
    // Inside the transaction: if Stripe refuses, the event is not recorded and Stripe's retry redoes it.
    if (decision === 'refuse-second') await billing.cancelNow(sub);
    return { duplicate: false };
  });
}

const ended = (status: string) => status === 'canceled' || status === 'expired';

/**
 * Which subscription a business keeps. A late event for an older subscription never
 * replaces a newer one, an ended one never replaces a live one, and a second live subscription
 * for a business that already pays is cancelled at Stripe rather than tracked instead of the first.
 */
async function decide(
  billing: BillingProvider,
  stored: SubscriptionRow | undefined,
  incoming: ProviderSubscription,
): Promise<'store' | 'ignore' | 'refuse-second'> {
  if (!stored?.subscriptionId || stored.subscriptionId === incoming.id) return 'store';
  const olderThanStored =
    incoming.createdAt && stored.subscriptionCreatedAt && incoming.createdAt < stored.subscriptionCreatedAt;
  if (olderThanStored) return 'ignore';
  if (ended(incoming.status)) return ended(stored.status) ? 'store' : 'ignore';
  if (ended(stored.status)) return 'store';
  // Both look live: ask Stripe whether the one we hold still is, rather than trust our copy.
  const current = await billing.retrieve(stored.subscriptionId);
  return ended(current.status) ? 'store' : 'refuse-second';
}
