import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '#server/db/schema.ts';
import { addMember, createBusinessFor } from '#server/test/fixtures.ts';
import { deliverStripeEvent, stripeEnv, subscribeThroughStripe } from '#server/test/stripe.ts';
import { type FakeStripe, startFakeStripe } from '#server/test/stripe-test-server.ts';
import { createTestApp, createUser, sameOrigin, type TestApp } from '#server/test/test-app.ts';

/**
 * Second pass: money after the fact. Late, duplicate and out-of-order events, two
 * checkouts, and deletion, against the Stripe stand-in through the real stripe package.
 */
let fake: FakeStripe;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({ env: stripeEnv(fake) });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

async function owner() {
  const o = await createUser(t.db);
  const business = await createBusinessFor(t.db, o.user.id);
  return { ...o, business, businessId: business.id };
}
type Owner = Awaited<ReturnType<typeof owner>>;

const deliver = (type: string, object: unknown) => deliverStripeEvent(t.app, fake.event(type, object));
const create = (o: Owner) =>
  t.app.inject({
    method: 'POST',
    url: '/api/subscription/create',
    headers: sameOrigin(o.cookie),
    payload: { businessId: o.businessId },
  });
const sessionIdOf = (res: { json(): { checkoutUrl: string } }) => res.json().checkoutUrl.split('/').pop()!;
const stored = async (o: Owner) =>
  (await t.db.select().from(subscriptions).where(eq(subscriptions.businessId, o.businessId)))[0];
const openSessions = (o: Owner) =>
  [...fake.sessions.values()].filter((s) => s.client_reference_id === o.businessId && s.status === 'open');
const deleteBusiness = (o: Owner) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/businesses/${o.businessId}`,
    headers: sameOrigin(o.cookie),
    payload: { confirmName: o.business.name },
  });

describe('a late event for an old subscription', () => {
  it('never replaces the current one, and deleting the business cancels the live one', async () => {
    const o = await owner();
    const first = await subscribeThroughStripe(t.app, fake, o);
    // The first subscription ends at Stripe, and we hear of it.
    first.status = 'canceled';
    await deliver('customer.subscription.deleted', first);
    expect((await stored(o))?.status).toBe('canceled');
    // The owner subscribes again.
    const second = await subscribeThroughStripe(t.app, fake, o);
    expect((await stored(o))?.subscriptionId).toBe(second.id);
    // A genuine, late `updated` for the first one arrives now.
    expect((await deliver('customer.subscription.updated', first)).statusCode).toBe(200);
    const now = await stored(o);
    expect(now?.subscriptionId).toBe(second.id);
    expect(now?.status).toBe('trialing');

    expect((await deleteBusiness(o)).statusCode).toBe(204);
    expect(fake.subscriptions.get(second.id)?.status).toBe('canceled');
  });

  it('an event for an older, still-live subscription does not replace a newer one either', async () => {
    const o = await owner();
    const first = await subscribeThroughStripe(t.app, fake, o);
    // Our copy of the first ends (its period ran out) while Stripe's copy lags behind.
    await t.db
      .update(subscriptions)
      .set({ status: 'canceled' })
      .where(eq(subscriptions.businessId, o.businessId));
    const second = await subscribeThroughStripe(t.app, fake, o);
    first.status = 'active';
    await deliver('customer.subscription.updated', first);
    expect((await stored(o))?.subscriptionId).toBe(second.id);
  });

  it('deletion cancels every live subscription Stripe lists for the business, even one our row thinks ended', async () => {
    const o = await owner();
    const sub = await subscribeThroughStripe(t.app, fake, o);
    // Our row says canceled (a lost event), Stripe still charges.
    await t.db
      .update(subscriptions)
      .set({ status: 'canceled' })
      .where(eq(subscriptions.businessId, o.businessId));
    expect((await deleteBusiness(o)).statusCode).toBe(204);
    expect(fake.subscriptions.get(sub.id)?.status).toBe('canceled');
  });

  it('deletion closes an open checkout, so it can no longer be paid', async () => {
    const o = await owner();
    const sessionId = sessionIdOf(await create(o));
    expect((await deleteBusiness(o)).statusCode).toBe(204);
    expect(fake.sessions.get(sessionId)?.status).toBe('expired');
    expect(() => fake.completeCheckout(sessionId)).toThrow(/cannot be paid/);
  });
});

describe('two checkouts', () => {
  it('a second checkout expires the first: only one page can be paid', async () => {
    const o = await owner();
    const first = sessionIdOf(await create(o));
    const second = sessionIdOf(await create(o));
    expect(first).not.toBe(second);
    expect(fake.sessions.get(first)?.status).toBe('expired');
    expect(() => fake.completeCheckout(first)).toThrow(/cannot be paid/);
    expect(openSessions(o).map((s) => s.id)).toEqual([second]);
  });

  it('many checkouts at the same moment leave exactly one open page', async () => {
    const o = await owner();
    const answers = await Promise.all(Array.from({ length: 8 }, () => create(o)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(openSessions(o)).toHaveLength(1);
    expect((await stored(o))?.checkoutSessionId).toBe(openSessions(o)[0]?.id);
  });

  it('a page paid whose news has not arrived yet refuses a new checkout', async () => {
    const o = await owner();
    fake.completeCheckout(sessionIdOf(await create(o)));
    const again = await create(o);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CHECKOUT_COMPLETED');
  });

  it('a second live subscription that reaches us anyway is cancelled at Stripe, and the first is kept', async () => {
    const o = await owner();
    const first = await subscribeThroughStripe(t.app, fake, o);
    // Stripe made a second one (say, a page paid in the moment before it was expired).
    const paid = [...fake.sessions.values()].find((s) => s.subscription === first.id)!;
    const copy = { ...paid, id: `${paid.id}_2`, status: 'open', subscription: null };
    fake.sessions.set(copy.id, copy);
    const second = fake.completeCheckout(copy.id);
    // Out of order and twice: `updated` before `checkout.session.completed`, then a repeat.
    await deliver('customer.subscription.updated', second);
    const completed = fake.event('checkout.session.completed', fake.sessions.get(copy.id));
    await deliverStripeEvent(t.app, completed);
    await deliverStripeEvent(t.app, completed);
    expect(fake.subscriptions.get(second.id)?.status).toBe('canceled');
    expect(fake.subscriptions.get(first.id)?.status).not.toBe('canceled');
    expect((await stored(o))?.subscriptionId).toBe(first.id);
  });
});

describe('deletion before Stripe tells us of a payment', () => {
  const deleteAccount = (o: Owner) =>
    t.app.inject({
      method: 'DELETE',
      url: '/api/auth/user',
      headers: sameOrigin(o.cookie),
      payload: { confirmEmail: o.user.email },
    });

  it('a checkout paid but not yet heard of is cancelled when the business is deleted', async () => {
    const o = await owner();
    const sessionId = sessionIdOf(await create(o));
    const sub = fake.completeCheckout(sessionId);
    expect((await deleteBusiness(o)).statusCode).toBe(204);
    expect(fake.subscriptions.get(sub.id)?.status).toBe('canceled');
    // Stripe's news arrives late, and again: nothing comes back to life, nothing charges.
    const late = fake.event('checkout.session.completed', fake.sessions.get(sessionId));
    expect((await deliverStripeEvent(t.app, late)).statusCode).toBe(200);
    expect((await deliverStripeEvent(t.app, late)).statusCode).toBe(200);
    expect(fake.subscriptions.get(sub.id)?.status).toBe('canceled');
    expect(await stored(o)).toBeUndefined();
  });

  it('the same when the whole account is deleted', async () => {
    const o = await owner();
    const sub = fake.completeCheckout(sessionIdOf(await create(o)));
    expect((await deleteAccount(o)).statusCode).toBe(200);
    expect(fake.subscriptions.get(sub.id)?.status).toBe('canceled');
  });

  it('a late event for a subscription of a deleted business cancels it at Stripe', async () => {
    const o = await owner();
    const sessionId = sessionIdOf(await create(o));
    // Deletion could not see it: Stripe made the subscription after the checkout was looked at.
    expect((await deleteBusiness(o)).statusCode).toBe(204);
    fake.sessions.get(sessionId)!.status = 'open';
    const sub = fake.completeCheckout(sessionId);
    await deliver('customer.subscription.created', sub);
    expect(fake.subscriptions.get(sub.id)?.status).toBe('canceled');
  });
});

describe('an old checkout link paid after the seats changed', () => {
  it('charges for the seats the team has, not the ones the link was made for', async () => {
    const o = await owner();
    const link = sessionIdOf(await create(o)); // made with no extra seats: $19
    const seats = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/seats',
      headers: sameOrigin(o.cookie),
      payload: { businessId: o.businessId, extraSeats: 2 },
    });
    expect(seats.statusCode).toBe(204); // free during the trial
    for (let i = 0; i < 4; i += 1) {
      const m = await createUser(t.db);
      await addMember(t.db, o.businessId, m.user.id);
    }
    const sub = fake.completeCheckout(link);
    await deliverStripeEvent(t.app, fake.event('checkout.session.completed', fake.sessions.get(link)));
    const status = (
      await t.app.inject({
        url: `/api/subscription/status?businessId=${o.businessId}`,
        headers: { cookie: o.cookie },
      })
    ).json();
    expect(status).toMatchObject({ teamCount: 5, extraSeats: 2, maxTeamSize: 5, monthlyTotalCents: 2500 });
    const seatItem = fake.subscriptions.get(sub.id)?.items.data.find((i) => i.price.id === 'price_seat');
    expect(seatItem?.quantity).toBe(2);
  });
});

describe('members leaving at the same moment', () => {
  it('each gives back their own paid seat (meaningful on PostgreSQL)', async () => {
    const o = await owner();
    const members = await Promise.all(Array.from({ length: 5 }, () => createUser(t.db)));
    const sub = await subscribeThroughStripe(t.app, fake, o, 3);
    for (const m of members) await addMember(t.db, o.businessId, m.user.id);
    const removals = await Promise.all(
      members.slice(0, 3).map((m) =>
        t.app.inject({
          method: 'DELETE',
          url: `/api/businesses/${o.businessId}/team-members/${m.user.id}`,
          headers: sameOrigin(o.cookie),
        }),
      ),
    );
    expect(removals.map((r) => r.statusCode)).toEqual([204, 204, 204]);
    const status = (
      await t.app.inject({
        url: `/api/subscription/status?businessId=${o.businessId}`,
        headers: { cookie: o.cookie },
      })
    ).json();
    expect(status).toMatchObject({ teamCount: 3, extraSeats: 0, monthlyTotalCents: 1900 });
    expect(fake.subscriptions.get(sub.id)?.items.data.some((i) => i.price.id === 'price_seat')).toBe(false);
  });
});
