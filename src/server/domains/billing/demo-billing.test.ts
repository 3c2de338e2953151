import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, subscriptions } from '#server/db/schema.ts';
import { generateTeamCode } from '#server/domains/teams/team-code.ts';
import { addMember, createBusinessFor } from '#server/test/fixtures.ts';
import { createTestApp, createUser, sameOrigin, type TestApp } from '#server/test/test-app.ts';
import { TEAM_PLAN_ENDED_MESSAGE } from '#shared/schemas/teams.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function owner(overrides: Parameters<typeof createBusinessFor>[2] = {}) {
  const o = await createUser(t.db);
  const business = await createBusinessFor(t.db, o.user.id, {
    businessCode: generateTeamCode(),
    ...overrides,
  });
  return { ...o, business };
}
const post = (url: string, cookie: string | undefined, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: sameOrigin(cookie), payload });
const status = async (cookie: string, businessId: string) =>
  (
    await t.app.inject({ url: `/api/subscription/status?businessId=${businessId}`, headers: { cookie } })
  ).json();
const tokenOf = (checkoutUrl: string) => new URL(checkoutUrl).searchParams.get('token') ?? '';

describe('demo billing (the embedded default)', () => {
  it('a new business is on the 7-day trial, with 3 users for $19', async () => {
    const o = await owner();
    expect(await status(o.cookie, o.business.id)).toMatchObject({
      status: 'trialing',
      subscribed: false,
      lapsed: false,
      provider: 'demo',
      portalAvailable: false,
      extraSeats: 0,
      maxTeamSize: 3,
      teamCount: 1,
      monthlyTotalCents: 1900,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
    });
  });

  it('checkout on our own page: it shows what is bought; paid during the trial, the trial is kept and the first charge falls at its end, as with Stripe', async () => {
    const o = await owner();
    const res = await post('/api/subscription/create', o.cookie, {
      businessId: o.business.id,
      extraSeats: 1,
    });
    expect(res.statusCode).toBe(200);
    const url = res.json().checkoutUrl as string;
    expect(url).toMatch(/^http:\/\/localhost:3000\/billing\/demo-checkout\?token=/);
    const page = await t.app.inject({
      url: `/api/billing/demo-checkout?token=${encodeURIComponent(tokenOf(url))}`,
      headers: { cookie: o.cookie },
    });
    expect(page.json()).toMatchObject({
      businessId: o.business.id,
      businessName: o.business.name,
      extraSeats: 1,
      monthlyTotalCents: 2200,
    });

    const pay = await post('/api/billing/demo-checkout', o.cookie, { token: tokenOf(url) });
    expect(pay.statusCode).toBe(200);
    const s = await status(o.cookie, o.business.id);
    expect(s).toMatchObject({
      status: 'trialing',
      subscribed: true,
      extraSeats: 1,
      maxTeamSize: 4,
      monthlyTotalCents: 2200,
    });
    // The remaining trial days are kept: the first charge is at the trial's end.
    expect(new Date(s.currentPeriodEnd).getTime()).toBe(o.business.trialEndsAt.getTime());
    // The trial ends: the first charge buys 30 days from there, and the plan is Pro.
    const ended = new Date(Date.now() - DAY_MS);
    await t.db.update(businesses).set({ trialEndsAt: ended }).where(eq(businesses.id, o.business.id));
    await t.db
      .update(subscriptions)
      .set({ currentPeriodEnd: ended })
      .where(eq(subscriptions.businessId, o.business.id));
    const paid = await status(o.cookie, o.business.id);
    expect(paid).toMatchObject({ status: 'active', subscribed: true, lapsed: false });
    expect(new Date(paid.currentPeriodEnd).getTime()).toBe(ended.getTime() + 30 * DAY_MS);
    // Paying twice is refused; so is a second checkout.
    expect((await post('/api/billing/demo-checkout', o.cookie, { token: tokenOf(url) })).statusCode).toBe(
      409,
    );
    expect((await post('/api/subscription/create', o.cookie, { businessId: o.business.id })).statusCode).toBe(
      409,
    );
  });

  it('a forged checkout link, or someone else paying, is refused', async () => {
    const o = await owner();
    const other = await owner();
    const url = (await post('/api/subscription/create', o.cookie, { businessId: o.business.id })).json()
      .checkoutUrl;
    const token = tokenOf(url);
    const forged = `${token.split('.')[0]?.replace(/.$/, 'A')}.${token.split('.')[1]}`;
    const bad = await post('/api/billing/demo-checkout', o.cookie, { token: forged });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/not valid/);
    expect((await post('/api/billing/demo-checkout', other.cookie, { token })).statusCode).toBe(403);
    expect((await status(o.cookie, o.business.id)).subscribed).toBe(false);
  });

  it('cancel keeps Pro until the period ends, resume undoes it; the demo has no portal', async () => {
    const o = await owner();
    const url = (await post('/api/subscription/create', o.cookie, { businessId: o.business.id })).json()
      .checkoutUrl;
    await post('/api/billing/demo-checkout', o.cookie, { token: tokenOf(url) });
    expect((await post('/api/subscription/resume', o.cookie, { businessId: o.business.id })).statusCode).toBe(
      409,
    );
    expect((await post('/api/subscription/cancel', o.cookie, { businessId: o.business.id })).statusCode).toBe(
      204,
    );
    expect(await status(o.cookie, o.business.id)).toMatchObject({
      status: 'trialing',
      cancelAtPeriodEnd: true,
    });
    expect((await post('/api/subscription/resume', o.cookie, { businessId: o.business.id })).statusCode).toBe(
      204,
    );
    expect(await status(o.cookie, o.business.id)).toMatchObject({
      status: 'trialing',
      cancelAtPeriodEnd: false,
    });
    const portal = await post('/api/subscription/portal', o.cookie, { businessId: o.business.id });
    expect(portal.statusCode).toBe(409);
    // Seats on a paid demo subscription (the adapter must not read outside the seat transaction).
    expect(
      (await post('/api/subscription/seats', o.cookie, { businessId: o.business.id, extraSeats: 2 }))
        .statusCode,
    ).toBe(204);
    expect(await status(o.cookie, o.business.id)).toMatchObject({
      status: 'trialing',
      extraSeats: 2,
      maxTeamSize: 5,
    });
  });

  it('seats during the trial raise the team maximum, and are carried into the checkout', async () => {
    const o = await owner();
    expect(
      (await post('/api/subscription/seats', o.cookie, { businessId: o.business.id, extraSeats: 2 }))
        .statusCode,
    ).toBe(204);
    expect(await status(o.cookie, o.business.id)).toMatchObject({
      extraSeats: 2,
      maxTeamSize: 5,
      monthlyTotalCents: 2500,
    });
    const [row] = await t.db.select().from(businesses).where(eq(businesses.id, o.business.id));
    expect(row?.maxTeamSize).toBe(5);
    const url = (await post('/api/subscription/create', o.cookie, { businessId: o.business.id })).json()
      .checkoutUrl;
    const page = await t.app.inject({
      url: `/api/billing/demo-checkout?token=${tokenOf(url)}`,
      headers: { cookie: o.cookie },
    });
    expect(page.json().extraSeats).toBe(2);
  });

  it('after the trial: the customer pages still work, the team cannot grow (402), nothing is deleted', async () => {
    const o = await owner({ trialEndsAt: new Date(Date.now() - DAY_MS) });
    const member = await createUser(t.db);
    await addMember(t.db, o.business.id, member.user.id);
    expect(await status(o.cookie, o.business.id)).toMatchObject({ status: 'expired', lapsed: true });

    const code = await post(`/api/businesses/${o.business.id}/generate-code`, o.cookie, {});
    expect(code.statusCode).toBe(402);
    expect(code.json().message).toMatch(/plan has ended/i);
    const joiner = await createUser(t.db);
    const join = await post('/api/teams/join', joiner.cookie, { businessCode: o.business.businessCode });
    expect(join.statusCode).toBe(402);
    // The joiner is told to ask the owner, not to subscribe themselves.
    expect(join.json()).toMatchObject({ code: 'PLAN_LAPSED', message: TEAM_PLAN_ENDED_MESSAGE });
    expect(join.json().message).not.toMatch(/subscribe/i);
    expect(
      (await post('/api/subscription/seats', o.cookie, { businessId: o.business.id, extraSeats: 1 }))
        .statusCode,
    ).toBe(402);

    expect((await post(`/api/businesses/${o.business.id}/scan`, undefined, {})).statusCode).toBe(201);
    expect(
      (await post(`/api/businesses/${o.business.id}/ratings`, undefined, { rating: 5 })).statusCode,
    ).toBe(200);
    const page = await t.app.inject({ url: `/rate/${o.business.id}` });
    expect(page.statusCode).toBe(200);
    expect((await status(o.cookie, o.business.id)).teamCount).toBe(2);

    // Subscribing again opens the plan: a checkout with no trial left.
    const url = (await post('/api/subscription/create', o.cookie, { businessId: o.business.id })).json()
      .checkoutUrl;
    await post('/api/billing/demo-checkout', o.cookie, { token: tokenOf(url) });
    expect(await status(o.cookie, o.business.id)).toMatchObject({ status: 'active', lapsed: false });
    expect((await post(`/api/businesses/${o.business.id}/generate-code`, o.cookie, {})).statusCode).toBe(200);
  });

  it('a member may read the status but not change billing', async () => {
    const o = await owner();
    const member = await createUser(t.db);
    await addMember(t.db, o.business.id, member.user.id);
    expect(
      (
        await t.app.inject({
          url: `/api/subscription/status?businessId=${o.business.id}`,
          headers: { cookie: member.cookie },
        })
      ).statusCode,
    ).toBe(200);
    for (const path of ['create', 'cancel', 'resume', 'portal']) {
      expect(
        (await post(`/api/subscription/${path}`, member.cookie, { businessId: o.business.id })).statusCode,
      ).toBe(403);
    }
  });

  it.each([
    ['status without a business id', 'GET', '/api/subscription/status', undefined, 400],
    ['status with a malformed id', 'GET', '/api/subscription/status?businessId=%3Cscript%3E', undefined, 400],
    ['status with a NUL byte in the id', 'GET', '/api/subscription/status?businessId=%00', undefined, 400],
    ['create with a NUL byte in the id', 'POST', '/api/subscription/create', { businessId: 'a\u0000b' }, 400],
    ['status of an unknown business', 'GET', '/api/subscription/status?businessId=nope123', undefined, 404],
    ['create without a body', 'POST', '/api/subscription/create', undefined, 400],
    ['create with negative seats', 'POST', '/api/subscription/create', { extraSeats: -1 }, 400],
    ['create with fractional seats', 'POST', '/api/subscription/create', { extraSeats: 1.5 }, 400],
    ['seats as text', 'POST', '/api/subscription/seats', { extraSeats: 'two' }, 400],
    ['seats beyond the limit', 'POST', '/api/subscription/seats', { extraSeats: 5000 }, 400],
    ['seats missing', 'POST', '/api/subscription/seats', {}, 400],
    ['cancel with no subscription', 'POST', '/api/subscription/cancel', {}, 409],
    ['pay with no token', 'POST', '/api/billing/demo-checkout', { token: '' }, 400],
    ['pay with garbage', 'POST', '/api/billing/demo-checkout', { token: 'abc.def' }, 400],
  ] as const)('bad input: %s answers %s with a message', async (_, method, url, extra, expected) => {
    const o = await owner();
    const body =
      extra === undefined
        ? undefined
        : url.includes('demo-checkout')
          ? extra
          : { businessId: o.business.id, ...extra };
    const res = await t.app.inject({
      method,
      url: method === 'GET' ? url : url,
      headers: method === 'GET' ? { cookie: o.cookie } : sameOrigin(o.cookie),
      ...(body ? { payload: body } : {}),
    });
    expect(res.statusCode).toBe(expected);
    expect(typeof res.json().message).toBe('string');
  });
});
