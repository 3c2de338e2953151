import Stripe from 'stripe';
import { conflict, invalid, unavailable, upstreamFailed } from '#server/lib/domain-errors.ts';
import type { SubscriptionStatusValue } from '#shared/schemas/billing.ts';
import type { BillingProvider, ProviderSubscription } from './billing-provider';

export type StripeSettings = {
  secretKey: string;
  webhookSecret: string;
  apiBase: string;
  priceId?: string;
  seatPriceId?: string;
};

const STATUS: Record<string, SubscriptionStatusValue> = {
  trialing: 'trialing',
  active: 'active',
  past_due: 'past_due',
  // Stripe's retries are over; isLapsedState() reads the provider status to lapse the plan.
  unpaid: 'past_due',
  incomplete: 'past_due',
  paused: 'past_due',
  canceled: 'canceled',
  incomplete_expired: 'canceled',
};

// Stripe Checkout accepts a trial end only 48 hours or more ahead; a shorter rest is charged at once.
const MIN_TRIAL_MS = 48 * 60 * 60 * 1000 + 60_000;

function stripeClient(settings: StripeSettings): Stripe {
  const base = new URL(settings.apiBase);
  return new Stripe(settings.secretKey, {
    host: base.hostname,
    port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
    protocol: base.protocol === 'http:' ? 'http' : 'https',
    maxNetworkRetries: 2,
    timeout: 10_000,
  });
}

/** Stripe's failures become a 502 with a message for the owner; our data is never touched by them. */
async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof Stripe.errors.StripeInvalidRequestError) {
      throw conflict(`Stripe refused the change: ${err.message}`, 'STRIPE_REFUSED');
    }
    throw upstreamFailed('Stripe could not be reached. Please try again in a moment.', 'STRIPE_UNAVAILABLE');
  }
}

export function createStripeBilling(settings: StripeSettings, publicUrl: string): BillingProvider {
  const stripe = stripeClient(settings);
  const priceId = () => {
    if (!settings.priceId)
      throw unavailable('Billing is not configured (STRIPE_PRICE_ID).', 'BILLING_UNCONFIGURED');
    return settings.priceId;
  };
  const seatPriceId = () => {
    if (!settings.seatPriceId)
      throw unavailable('Billing is not configured (STRIPE_SEAT_PRICE_ID).', 'BILLING_UNCONFIGURED');
    return settings.seatPriceId;
  };

  function toProvider(sub: Stripe.Subscription): ProviderSubscription {
    const items = sub.items.data;
    const periodEnd = Math.max(0, ...items.map((i) => i.current_period_end ?? 0));
    const seats = items.find((i) => i.price.id === settings.seatPriceId);
    return {
      id: sub.id,
      customerId: typeof sub.customer === 'string' ? sub.customer : sub.customer.id,
      status: STATUS[sub.status] ?? 'past_due',
      providerStatus: sub.status,
      cancelAtPeriodEnd: sub.cancel_at_period_end,
      currentPeriodEnd: periodEnd > 0 ? new Date(periodEnd * 1000) : null,
      extraSeats: seats?.quantity ?? 0,
      businessId: sub.metadata?.businessId ?? null,
      createdAt: sub.created ? new Date(sub.created * 1000) : null,
    };
  }

  return {
    kind: 'stripe',
    async createCheckout(input) {
      const lineItems: Stripe.Checkout.SessionCreateParams.LineItem[] = [{ price: priceId(), quantity: 1 }];
      if (input.extraSeats > 0) lineItems.push({ price: seatPriceId(), quantity: input.extraSeats });
      const trial =
        input.trialEnd && input.trialEnd.getTime() - Date.now() >= MIN_TRIAL_MS
          ? { trial_end: Math.floor(input.trialEnd.getTime() / 1000) }
          : {};
      const back = `${publicUrl}/dashboard?section=billing&checkout=`;
      const session = await call(() =>
        stripe.checkout.sessions.create({
          mode: 'subscription',
          line_items: lineItems,
          success_url: `${back}success`,
          cancel_url: `${back}cancelled`,
          client_reference_id: input.businessId,
          ...(input.customerId ? { customer: input.customerId } : { customer_email: input.email }),
          subscription_data: { ...trial, metadata: { businessId: input.businessId } },
          metadata: { businessId: input.businessId },
        }),
      );
      if (!session.url) throw upstreamFailed('Stripe gave no checkout address. Please try again.');
      return { url: session.url, sessionId: session.id };
    },
    async expireCheckout(sessionId) {
      const session = await call(() => stripe.checkout.sessions.retrieve(sessionId));
      if (session.status === 'complete') return 'complete';
      if (session.status === 'open') await call(() => stripe.checkout.sessions.expire(sessionId));
      return 'expired';
    },
    async checkoutSubscription(sessionId) {
      const session = await call(() => stripe.checkout.sessions.retrieve(sessionId));
      const id = typeof session.subscription === 'string' ? session.subscription : session.subscription?.id;
      return id ? toProvider(await call(() => stripe.subscriptions.retrieve(id))) : null;
    },
    async liveSubscriptions(customerId, businessId) {
      const live: ProviderSubscription[] = [];
      for await (const sub of stripe.subscriptions.list({
        customer: customerId,
        status: 'all',
        limit: 100,
      })) {
        const mine = sub.metadata?.businessId === businessId;
        if (mine && sub.status !== 'canceled' && sub.status !== 'incomplete_expired')
          live.push(toProvider(sub));
      }
      return live;
    },
    async retrieve(id) {
      return toProvider(await call(() => stripe.subscriptions.retrieve(id)));
    },
    async setCancelAtPeriodEnd({ id }, cancel) {
      return toProvider(await call(() => stripe.subscriptions.update(id, { cancel_at_period_end: cancel })));
    },
    async setTrialEnd({ id }, end) {
      const trialEnd = Math.floor(end.getTime() / 1000);
      return toProvider(
        await call(() =>
          stripe.subscriptions.update(id, { trial_end: trialEnd, proration_behavior: 'none' }),
        ),
      );
    },
    async setExtraSeats({ id }, extraSeats) {
      const current = await call(() => stripe.subscriptions.retrieve(id));
      const seatItem = current.items.data.find((i) => i.price.id === seatPriceId());
      const items: Stripe.SubscriptionUpdateParams.Item[] = seatItem
        ? [extraSeats > 0 ? { id: seatItem.id, quantity: extraSeats } : { id: seatItem.id, deleted: true }]
        : extraSeats > 0
          ? [{ price: seatPriceId(), quantity: extraSeats }]
          : [];
      if (items.length === 0) return toProvider(current);
      return toProvider(
        await call(() => stripe.subscriptions.update(id, { items, proration_behavior: 'create_prorations' })),
      );
    },
    async cancelNow({ id }) {
      return toProvider(await call(() => stripe.subscriptions.cancel(id)));
    },
    async portalUrl(customerId, returnUrl) {
      const session = await call(() =>
        stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }),
      );
      return session.url;
    },
  };
}

/** Checks the signature on the raw bytes; a bad one is a 400, as Stripe expects. */
export function verifyStripeEvent(settings: StripeSettings, rawBody: Buffer, signature: string | undefined) {
  if (!signature) throw invalid('Missing Stripe-Signature header.', 'BAD_SIGNATURE');
  try {
    return stripeClient(settings).webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
  } catch {
    throw invalid('The webhook signature does not match.', 'BAD_SIGNATURE');
  }
}
