// @module-tag node-release
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createBusinessFor } from '#server/test/fixtures.ts';
import { deliverStripeEvent, stripeEnv, subscribeThroughStripe } from '#server/test/stripe.ts';
import { type FakeStripe, startFakeStripe } from '#server/test/stripe-test-server.ts';
import { createTestApp, createUser, sameOrigin, type TestApp } from '#server/test/test-app.ts';
import { cancelSubscriptionNow } from './service';

let fake: FakeStripe;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    env: stripeEnv(fake),
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

async function owner() {
  const o = await createUser(t.db);
  const business = await createBusinessFor(t.db, o.user.id);
  return { ...o, business };
}

const post = (url: string, cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: sameOrigin(cookie), payload });
const status = async (cookie: string, businessId: string) =>
  (
    await t.app.inject({ url: `/api/subscription/status?businessId=${businessId}`, headers: { cookie } })
  ).json();

const deliver = (event: object, secret?: string) => deliverStripeEvent(t.app, event, secret);

/** Checkout through the API, payment at the stand-in, and Stripe's `checkout.session.completed`. */
const subscribe = (o: Awaited<ReturnType<typeof owner>>, extraSeats?: number) =>
  subscribeThroughStripe(t.app, fake, { cookie: o.cookie, businessId: o.business.id }, extraSeats);

describe('Stripe billing, through the real stripe package', () => {
  it('creates a subscription-mode Checkout Session with the location and the seats, keeping the trial', async () => {
    const o = await owner();
    const res = await post('/api/subscription/create', o.cookie, {
      businessId: o.business.id,
      extraSeats: 2,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_/);
    const request = fake.requests.findLast((r) => r.path === '/v1/checkout/sessions');
    expect(request?.body).toMatchObject({
      mode: 'subscription',
      client_reference_id: o.business.id,
      line_items: [
        { price: 'price_location', quantity: '1' },
        { price: 'price_seat', quantity: '2' },
      ],
      subscription_data: { metadata: { businessId: o.business.id } },
    });
    // The first charge falls when the trial ends.
    const trialEnd = Number(
      (request?.body.subscription_data as { trial_end?: string } | undefined)?.trial_end,
    );
    expect(Math.abs(trialEnd * 1000 - o.business.trialEndsAt.getTime())).toBeLessThan(1000);
  });

  it('stores the subscription from Stripe after checkout, and shows its period, seats and total', async () => {
    const o = await owner();
    const sub = await subscribe(o, 1);
    const s = await status(o.cookie, o.business.id);
    expect(s).toMatchObject({
      status: 'trialing',
      subscribed: true,
      extraSeats: 1,
      maxTeamSize: 4,
      monthlyTotalCents: 2200,
      provider: 'stripe',
      portalAvailable: true,
    });
    expect(new Date(s.currentPeriodEnd).getTime()).toBe(sub.items.data[0]!.current_period_end * 1000);
  });

  it('a duplicate event changes nothing', async () => {
    const o = await owner();
    const sub = await subscribe(o);
    sub.status = 'active';
    const event = fake.event('customer.subscription.updated', sub);
    expect((await deliver(event)).json()).toEqual({ received: true, duplicate: false });
    sub.status = 'past_due';
    // The same event again: already done, even though Stripe's state has moved on.
    expect((await deliver(event)).json()).toEqual({ received: true, duplicate: true });
    expect((await status(o.cookie, o.business.id)).status).toBe('active');
  });

  it('an `updated` that arrives before `created` stores the current state, and the late `created` keeps it', async () => {
    const o = await owner();
    const res = await post('/api/subscription/create', o.cookie, { businessId: o.business.id });
    const sub = fake.completeCheckout(res.json().checkoutUrl.split('/').pop());
    const created = fake.event('customer.subscription.created', {
      ...sub,
      status: 'trialing',
      cancel_at_period_end: false,
    });
    sub.status = 'active';
    sub.cancel_at_period_end = true;
    await deliver(fake.event('customer.subscription.updated', sub));
    await deliver(created);
    expect(await status(o.cookie, o.business.id)).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
    });
  });

  it('answers 400 to a bad signature and stores nothing', async () => {
    const o = await owner();
    const res = await post('/api/subscription/create', o.cookie, { businessId: o.business.id });
    const sub = fake.completeCheckout(res.json().checkoutUrl.split('/').pop());
    const forged = await deliver(fake.event('customer.subscription.created', sub), 'whsec_someone_else');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toMatch(/signature/);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/billing/stripe-webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await status(o.cookie, o.business.id)).subscribed).toBe(false);
  });

  it('a failed payment leads to past_due, and to a lapsed plan once Stripe gives up (unpaid)', async () => {
    const o = await owner();
    const sub = await subscribe(o);
    sub.status = 'past_due';
    const invoice = {
      id: 'in_1',
      object: 'invoice',
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id } },
    };
    await deliver(fake.event('invoice.payment_failed', invoice));
    expect(await status(o.cookie, o.business.id)).toMatchObject({ status: 'past_due', lapsed: false });
    sub.status = 'unpaid';
    await deliver(fake.event('invoice.payment_failed', { ...invoice, id: 'in_2' }));
    expect(await status(o.cookie, o.business.id)).toMatchObject({ status: 'past_due', lapsed: true });
    const code = await post(`/api/businesses/${o.business.id}/generate-code`, o.cookie, {});
    expect(code.statusCode).toBe(402);
    sub.status = 'active';
    await deliver(fake.event('invoice.paid', { ...invoice, id: 'in_3' }));
    expect(await status(o.cookie, o.business.id)).toMatchObject({ status: 'active', lapsed: false });
  });

  it('a deletion leads to canceled', async () => {
    const o = await owner();
    const sub = await subscribe(o);
    sub.status = 'canceled';
    await deliver(fake.event('customer.subscription.deleted', sub));
    expect(await status(o.cookie, o.business.id)).toMatchObject({ status: 'canceled', lapsed: true });
  });

  it('cancel at period end, resume, seats with proration, and the customer portal', async () => {
    const o = await owner();
    const sub = await subscribe(o);
    expect((await post('/api/subscription/cancel', o.cookie, { businessId: o.business.id })).statusCode).toBe(
      204,
    );
    expect(sub.cancel_at_period_end).toBe(true);
    expect((await status(o.cookie, o.business.id)).cancelAtPeriodEnd).toBe(true);
    expect((await post('/api/subscription/resume', o.cookie, { businessId: o.business.id })).statusCode).toBe(
      204,
    );
    expect(sub.cancel_at_period_end).toBe(false);

    expect(
      (await post('/api/subscription/seats', o.cookie, { businessId: o.business.id, extraSeats: 3 }))
        .statusCode,
    ).toBe(204);
    const update = fake.requests.findLast(
      (r) => r.method === 'POST' && r.path === `/v1/subscriptions/${sub.id}`,
    );
    expect(update?.body).toMatchObject({
      proration_behavior: 'create_prorations',
      items: [{ price: 'price_seat', quantity: '3' }],
    });
    expect(await status(o.cookie, o.business.id)).toMatchObject({
      extraSeats: 3,
      maxTeamSize: 6,
      monthlyTotalCents: 2800,
    });
    expect(
      (await post('/api/subscription/seats', o.cookie, { businessId: o.business.id, extraSeats: 0 }))
        .statusCode,
    ).toBe(204);
    expect(sub.items.data.map((i) => i.price.id)).toEqual(['price_location']);

    const portal = await post('/api/subscription/portal', o.cookie, { businessId: o.business.id });
    expect(portal.statusCode).toBe(200);
    expect(portal.json().url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    expect(fake.requests.findLast((r) => r.path === '/v1/billing_portal/sessions')?.body.return_url).toMatch(
      /section=billing$/,
    );
  });

  it('refuses fewer seats than the team needs, and gives back a paid seat when a member leaves', async () => {
    const o = await owner();
    const sub = await subscribe(o, 1);
    const members = [await createUser(t.db), await createUser(t.db), await createUser(t.db)];
    for (const m of members) await addMember(t.db, o.business.id, m.user.id);
    const refused = await post('/api/subscription/seats', o.cookie, {
      businessId: o.business.id,
      extraSeats: 0,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/team of 4 needs at least 1 extra seat/);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/businesses/${o.business.id}/team-members/${members[0]!.user.id}`,
      headers: sameOrigin(o.cookie),
    });
    expect(removed.statusCode).toBe(204);
    expect(await status(o.cookie, o.business.id)).toMatchObject({
      extraSeats: 0,
      maxTeamSize: 3,
      teamCount: 3,
    });
    expect(sub.items.data.some((i) => i.price.id === 'price_seat')).toBe(false);
  });

  it('a Stripe outage answers 502 and changes nothing of ours', async () => {
    const o = await owner();
    await subscribe(o, 1);
    fake.failNext(10);
    const res = await post('/api/subscription/seats', o.cookie, { businessId: o.business.id, extraSeats: 2 });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toMatch(/Stripe could not be reached/);
    fake.failNext(0);
    expect((await status(o.cookie, o.business.id)).extraSeats).toBe(1);
  });

  it('cancelSubscriptionNow ends the subscription at Stripe at once (for business deletion)', async () => {
    const o = await owner();
    const sub = await subscribe(o);
    await cancelSubscriptionNow(t.db, t.app.billing, o.business.id);
    expect(sub.status).toBe('canceled');
    expect((await status(o.cookie, o.business.id)).status).toBe('canceled');
    await cancelSubscriptionNow(t.db, t.app.billing, o.business.id);
  });

  it('deleting a business cancels its Stripe subscription first; if Stripe fails, nothing is deleted', async () => {
    const o = await owner();
    const sub = await subscribe(o);
    const del = () =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/businesses/${o.business.id}`,
        headers: sameOrigin(o.cookie),
        payload: { confirmName: o.business.name },
      });
    fake.failNext(10);
    const failed = await del();
    expect(failed.statusCode).toBe(502);
    expect(failed.json().code).toBe('CANCEL_FAILED');
    expect(sub.status).not.toBe('canceled');
    expect((await status(o.cookie, o.business.id)).subscribed).toBe(true);

    fake.failNext(0);
    expect((await del()).statusCode).toBe(204);
    expect(sub.status).toBe('canceled');
    const gone = await t.app.inject({ url: `/api/businesses/${o.business.id}` });
    expect(gone.statusCode).toBe(404);
  });
});
