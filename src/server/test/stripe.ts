import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import type { FakeStripe } from './stripe-test-server';
import { sameOrigin } from './test-app';

const WEBHOOK_SECRET = 'whsec_test_reviewtap';
const signer = new Stripe('sk_test_signer');

/** The settings that point the real Stripe adapter at the local stand-in. */
export const stripeEnv = (fake: FakeStripe) => ({
  STRIPE_SECRET_KEY: 'sk_test_reviewtap',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_BASE: fake.apiBase,
  STRIPE_PRICE_ID: 'price_location',
  STRIPE_SEAT_PRICE_ID: 'price_seat',
});

/** A webhook as Stripe delivers it: signed with the endpoint's secret. */
export function deliverStripeEvent(app: FastifyInstance, event: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const header = signer.webhooks.generateTestHeaderString({ payload, secret });
  return app.inject({
    method: 'POST',
    url: '/api/billing/stripe-webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    payload,
  });
}

/** Checkout through the API, payment at the stand-in, and Stripe's `checkout.session.completed`. */
export async function subscribeThroughStripe(
  app: FastifyInstance,
  fake: FakeStripe,
  owner: { cookie: string; businessId: string },
  extraSeats?: number,
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/subscription/create',
    headers: sameOrigin(owner.cookie),
    payload: { businessId: owner.businessId, ...(extraSeats === undefined ? {} : { extraSeats }) },
  });
  if (res.statusCode !== 200) throw new Error(`checkout refused: ${res.statusCode} ${res.body}`);
  const sessionId = String(res.json().checkoutUrl).split('/').pop()!;
  const sub = fake.completeCheckout(sessionId);
  const delivered = await deliverStripeEvent(
    app,
    fake.event('checkout.session.completed', fake.sessions.get(sessionId)),
  );
  if (delivered.statusCode !== 200)
    throw new Error(`webhook refused: ${delivered.statusCode} ${delivered.body}`);
  return sub;
}
