import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { subscriptions } from '#server/db/tables/billing.ts';
import { invalid, notFound } from '#server/lib/domain-errors.ts';
import type { BillingProvider, ProviderSubscription } from './billing-provider';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Demo billing has no card to charge: one payment buys 30 days (the demo rule). */
const DEMO_PERIOD_DAYS = 30;
const TOKEN_TTL_MS = 60 * 60 * 1000;

type DemoCheckout = { businessId: string; extraSeats: number; trialEnd: Date | null };

/**
 * The embedded default: the checkout is a page of our own, and the subscription lives only in our
 * database. Every call behaves as Stripe's does, so each screen can be tried with no account.
 */
export function createDemoBilling(db: Db, publicUrl: string, secret: string, clock = () => new Date()) {
  const sign = (payload: string) =>
    createHmac('sha256', secret).update(`demo-checkout.${payload}`).digest('base64url');

  async function read(id: string): Promise<ProviderSubscription> {
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.subscriptionId, id)).limit(1);
    if (!row) throw notFound('No such subscription.', 'NO_SUBSCRIPTION');
    const ended = row.currentPeriodEnd !== null && row.currentPeriodEnd.getTime() <= clock().getTime();
    const status =
      row.status === 'active' && ended ? (row.cancelAtPeriodEnd ? 'canceled' : 'expired') : row.status;
    return {
      id,
      customerId: row.customerId,
      status,
      providerStatus: status,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      currentPeriodEnd: row.currentPeriodEnd,
      extraSeats: row.extraSeats,
      businessId: row.businessId,
      createdAt: row.subscriptionCreatedAt,
    };
  }

  const provider: BillingProvider & {
    readToken(token: string): DemoCheckout;
    activate(checkout: DemoCheckout): ProviderSubscription;
  } = {
    kind: 'demo',
    async createCheckout(input) {
      const payload = Buffer.from(
        JSON.stringify({
          b: input.businessId,
          s: input.extraSeats,
          t: input.trialEnd?.getTime() ?? null,
          e: clock().getTime() + TOKEN_TTL_MS,
        }),
      ).toString('base64url');
      return { url: `${publicUrl}/billing/demo-checkout?token=${payload}.${sign(payload)}`, sessionId: null };
    },
    // A demo checkout is a signed link that pays once (the business row is locked while it does).
    async expireCheckout() {
      return 'expired' as const;
    },
    // The demo subscription lives only in our row: paying stores it there at once.
    async checkoutSubscription() {
      return null;
    },
    // The demo subscription lives only in our row: there is never a second one to find.
    async liveSubscriptions() {
      return [];
    },
    readToken(token) {
      const [payload = '', mac = ''] = token.split('.');
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(mac);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw invalid(
          'This checkout link is not valid. Start the subscription again from Billing.',
          'BAD_CHECKOUT',
        );
      }
      const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
        b: string;
        s: number;
        t: number | null;
        e: number;
      };
      if (data.e < clock().getTime()) {
        throw invalid(
          'This checkout link has expired. Start the subscription again from Billing.',
          'CHECKOUT_EXPIRED',
        );
      }
      return { businessId: data.b, extraSeats: data.s, trialEnd: data.t === null ? null : new Date(data.t) };
    },
    activate(checkout) {
      // As Stripe does: paying during the trial keeps it, and the first charge falls at its end
      // (status.ts reads the demo's first 30 paid days from there). After the trial, 30 days now.
      const trialing = checkout.trialEnd !== null && checkout.trialEnd.getTime() > clock().getTime();
      return {
        id: `demo_sub_${randomBytes(9).toString('base64url')}`,
        customerId: `demo_cus_${checkout.businessId}`,
        status: trialing ? 'trialing' : 'active',
        providerStatus: trialing ? 'trialing' : 'active',
        cancelAtPeriodEnd: false,
        currentPeriodEnd:
          trialing && checkout.trialEnd
            ? checkout.trialEnd
            : new Date(clock().getTime() + DEMO_PERIOD_DAYS * DAY_MS),
        extraSeats: checkout.extraSeats,
        businessId: checkout.businessId,
        createdAt: clock(),
      };
    },
    retrieve: read,
    async setCancelAtPeriodEnd(known, cancel) {
      return { ...known, cancelAtPeriodEnd: cancel };
    },
    async setTrialEnd(known, end) {
      return { ...known, currentPeriodEnd: end };
    },
    async setExtraSeats(known, extraSeats) {
      return { ...known, extraSeats };
    },
    async cancelNow(known) {
      return {
        ...known,
        status: 'canceled',
        providerStatus: 'canceled',
        currentPeriodEnd: clock(),
      };
    },
    async portalUrl() {
      return null;
    },
  };
  return provider;
}

export type DemoBilling = ReturnType<typeof createDemoBilling>;
