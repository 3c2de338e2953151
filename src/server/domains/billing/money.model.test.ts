import { count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { businesses, memberships, subscriptions } from '#server/db/schema.ts';
import { generateTeamCode } from '#server/domains/teams/team-code.ts';
import { createBusinessFor } from '#server/test/fixtures.ts';
import { deliverStripeEvent, stripeEnv } from '#server/test/stripe.ts';
import { type FakeStripe, startFakeStripe } from '#server/test/stripe-test-server.ts';
import { createTestApp, createUser, sameOrigin, type TestApp } from '#server/test/test-app.ts';
import { maxTeamSizeFor, monthlyTotalCents, seatsNeededFor } from '#shared/lib/plan.ts';

/**
 * The money and ownership rules of docs/product-rules.md §6, written once as invariants and tried
 * in random orders: checkouts made and paid (the newest or an old link), seats changed, people
 * joining and leaving (some at once), Stripe's events late, reordered, repeated and in parallel,
 * cancel and resume, a lapse, and the business or the whole account deleted. After every step our
 * rows and the Stripe stand-in must agree with the rules; a failure prints the shrunk sequence.
 * Races only show on PostgreSQL (CI runs this file there too). `npm run fuzz` runs it longer.
 */
const RUNS = Number(process.env.MODEL_RUNS ?? 40);
const PEOPLE = 6;

let fake: FakeStripe;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeStripe();
  // Every request comes from one address here; the limits are their own tests'.
  t = await createTestApp({ env: { ...stripeEnv(fake), RATE_LIMIT_ALLOW: '127.0.0.1' } });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const person = fc.integer({ min: 0, max: PEOPLE - 1 });
const op = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      do: fc.constant('checkout' as const),
      seats: fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }),
    }),
  },
  { weight: 3, arbitrary: fc.record({ do: fc.constant('pay' as const), link: fc.nat() }) },
  {
    weight: 4,
    arbitrary: fc.record({
      do: fc.constant('deliver' as const),
      event: fc.nat(),
      times: fc.integer({ min: 1, max: 3 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ do: fc.constant('repeat' as const), event: fc.nat() }) },
  {
    weight: 3,
    arbitrary: fc.record({ do: fc.constant('seats' as const), seats: fc.integer({ min: 0, max: 4 }) }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      do: fc.constant('join' as const),
      people: fc.uniqueArray(person, { minLength: 1, maxLength: 4 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      do: fc.constant('remove' as const),
      people: fc.uniqueArray(person, { minLength: 1, maxLength: 3 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ do: fc.constantFrom('cancel' as const, 'resume' as const, 'lapse' as const) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ do: fc.constantFrom('delete-business' as const, 'delete-account' as const) }),
  },
  { weight: 1, arbitrary: fc.record({ do: fc.constant('settle' as const) }) },
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

let runs = 0;
type Run = Awaited<ReturnType<typeof startRun>>;

async function startRun() {
  runs += 1;
  const owner = await createUser(t.db);
  const business = await createBusinessFor(t.db, owner.user.id, { businessCode: generateTeamCode() });
  const people = await Promise.all(Array.from({ length: PEOPLE }, () => createUser(t.db)));
  return {
    owner,
    business,
    people,
    /** Every checkout link made, oldest first; an old one may still be paid (or must refuse). */
    links: [] as string[],
    /** Stripe's events not delivered yet, and those delivered (Stripe may send any of them again). */
    pending: [] as object[],
    delivered: [] as object[],
    // The model: who is on the team, and the extra seats the owner chose or the rules set.
    team: new Set<number>(),
    seats: 0,
    deleted: false,
    answers: [] as { status: number; body: string }[],
    // Joins come from a phone of the run's own: the wrong-code limit counts per address.
    ip: `10.9.${Math.floor(runs / 250) % 250}.${runs % 250}`,
  };
}

const post = (r: Run, url: string, payload: object, method: 'POST' | 'DELETE' = 'POST') =>
  t.app.inject({ method, url, headers: sameOrigin(r.owner.cookie), payload });
const copy = <T>(x: T): T => JSON.parse(JSON.stringify(x));
const live = (status: string) => status !== 'canceled' && status !== 'incomplete_expired';
const liveAtStripe = (r: Run) =>
  [...fake.subscriptions.values()].filter((s) => s.metadata.businessId === r.business.id && live(s.status));
const seatsAtStripe = (sub: { items: { data: { price: { id: string }; quantity: number }[] } }) =>
  sub.items.data.find((i) => i.price.id === 'price_seat')?.quantity ?? 0;
const needed = (r: Run) => seatsNeededFor(r.team.size + 1);

async function deliver(r: Run, event: object) {
  const res = await deliverStripeEvent(t.app, event);
  r.answers.push({ status: res.statusCode, body: res.body });
  if (res.statusCode === 200) r.delivered.push(event);
  else r.pending.push(event); // Stripe retries what we refused
}

async function step(r: Run, o: Op) {
  const record = (res: { statusCode: number; body: string }) => {
    r.answers.push({ status: res.statusCode, body: res.body });
    return res.statusCode;
  };
  switch (o.do) {
    case 'checkout': {
      const res = await post(r, '/api/subscription/create', {
        businessId: r.business.id,
        extraSeats: o.seats,
      });
      if (record(res) === 200) {
        r.links.push(String(res.json().checkoutUrl).split('/').pop()!);
        r.seats = o.seats ?? Math.max(r.seats, needed(r));
      }
      return;
    }
    case 'pay': {
      const link = r.links[o.link % Math.max(1, r.links.length)];
      if (!link || fake.sessions.get(link)?.status !== 'open') return;
      const sub = fake.completeCheckout(link);
      // Stripe sends both, in no promised order.
      r.pending.push(fake.event('checkout.session.completed', copy(fake.sessions.get(link))));
      r.pending.push(fake.event('customer.subscription.created', copy(sub)));
      return;
    }
    case 'deliver': {
      const [event] = r.pending.splice(o.event % Math.max(1, r.pending.length), 1);
      if (!event) return;
      // Several copies at once: Stripe retries while the first is still being handled.
      const results = await Promise.all(
        Array.from({ length: o.times }, () => deliverStripeEvent(t.app, event)),
      );
      for (const res of results) r.answers.push({ status: res.statusCode, body: res.body });
      if (results.some((res) => res.statusCode === 200)) r.delivered.push(event);
      else r.pending.push(event);
      return;
    }
    case 'repeat': {
      const event = r.delivered[o.event % Math.max(1, r.delivered.length)];
      if (event) await deliver(r, event);
      return;
    }
    case 'seats': {
      const res = await post(r, '/api/subscription/seats', {
        businessId: r.business.id,
        extraSeats: o.seats,
      });
      if (record(res) === 204) r.seats = o.seats;
      return;
    }
    case 'join': {
      const answers = await Promise.all(
        o.people.map((i) =>
          t.app.inject({
            method: 'POST',
            url: '/api/teams/join',
            headers: sameOrigin(r.people[i]!.cookie),
            payload: { businessCode: r.business.businessCode },
            remoteAddress: r.ip,
          }),
        ),
      );
      answers.forEach((res, k) => {
        if (record(res) === 200) r.team.add(o.people[k]!);
      });
      return;
    }
    case 'remove': {
      const answers = await Promise.all(
        o.people.map((i) =>
          post(r, `/api/businesses/${r.business.id}/team-members/${r.people[i]!.user.id}`, {}, 'DELETE'),
        ),
      );
      let left = 0;
      answers.forEach((res, k) => {
        if (record(res) === 204) {
          r.team.delete(o.people[k]!);
          left += 1;
        }
      });
      // "This will also update your billing": each leaver gives back a seat nobody needs.
      if (left > 0) r.seats = Math.max(needed(r), r.seats - left);
      return;
    }
    case 'cancel':
    case 'resume':
      record(await post(r, `/api/subscription/${o.do}`, { businessId: r.business.id }));
      return;
    case 'lapse': {
      // Stripe gave up on the card: the subscription ends there, and the news comes later.
      for (const sub of liveAtStripe(r)) {
        sub.status = 'canceled';
        r.pending.push(fake.event('customer.subscription.deleted', copy(sub)));
      }
      return;
    }
    case 'delete-business': {
      const res = await post(
        r,
        `/api/businesses/${r.business.id}`,
        { confirmName: r.business.name },
        'DELETE',
      );
      if (record(res) === 204) r.deleted = true;
      return;
    }
    case 'delete-account': {
      const res = await post(r, '/api/auth/user', { confirmEmail: r.owner.user.email }, 'DELETE');
      if (record(res) === 200) r.deleted = true;
      return;
    }
    case 'settle':
      await settle(r);
      return;
  }
}

const answered = (r: Run, from: number) =>
  r.answers
    .slice(from)
    .map(
      (a) =>
        `${a.status}${a.status >= 300 ? ` ${(JSON.parse(a.body || '{}') as { code?: string }).code ?? ''}` : ''}`,
    )
    .join(', ') || '-';

/** Stripe eventually delivers everything it has, in any order. */
async function settle(r: Run) {
  for (let round = 0; r.pending.length > 0 && round < 5; round += 1) {
    const events = r.pending.splice(0).reverse();
    for (const event of events) await deliver(r, event);
  }
}

/** What holds after every step, whatever is still on its way from Stripe. */
async function checkAlways(r: Run) {
  const failed = r.answers.filter((a) => a.status >= 500);
  expect(failed, 'no answer is a server error').toEqual([]);
  const [row] = await t.db.select().from(businesses).where(eq(businesses.id, r.business.id));
  if (r.deleted) {
    expect(row, 'a deleted business is gone').toBeUndefined();
    return;
  }
  expect(row).toBeDefined();
  const [team] = await t.db
    .select({ n: count() })
    .from(memberships)
    .where(eq(memberships.businessId, r.business.id));
  const status = (
    await t.app.inject({
      url: `/api/subscription/status?businessId=${r.business.id}`,
      headers: { cookie: r.owner.cookie },
    })
  ).json();
  // Paid seats cover the team, and the maximum is what the seats pay for.
  expect(team?.n, 'the team is who joined').toBe(r.team.size + 1);
  expect(status.teamCount).toBe(r.team.size + 1);
  expect(status.teamCount, 'the team fits in the seats').toBeLessThanOrEqual(status.maxTeamSize);
  expect(row?.maxTeamSize).toBe(status.maxTeamSize);
  expect(status.maxTeamSize).toBe(maxTeamSizeFor(status.extraSeats));
  expect(status.monthlyTotalCents).toBe(monthlyTotalCents(status.extraSeats));
  expect(status.extraSeats, 'the seats are the ones chosen, less those given back').toBe(r.seats);
}

/** What holds once every event has arrived. */
async function checkSettled(r: Run) {
  await checkAlways(r);
  const atStripe = liveAtStripe(r);
  const open = [...fake.sessions.values()].filter(
    (s) => s.client_reference_id === r.business.id && s.status === 'open',
  );
  if (r.deleted) {
    expect(
      atStripe.map((s) => s.id),
      'nothing charges for a deleted business',
    ).toEqual([]);
    expect(
      open.map((s) => s.id),
      'no checkout can be paid for a deleted business',
    ).toEqual([]);
    return;
  }
  expect(atStripe.length, 'at most one live subscription per business').toBeLessThanOrEqual(1);
  const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.businessId, r.business.id));
  const sub = atStripe[0];
  if (!sub) return;
  expect(row?.subscriptionId, 'the live subscription is the one we track').toBe(sub.id);
  // The monthly total is $19 plus $3 a seat, at Stripe and in our rows alike.
  expect(seatsAtStripe(sub), 'Stripe charges for the seats we show').toBe(row?.extraSeats);
}

it('money, seats and deletion hold in every order of events', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(op, { minLength: 8, maxLength: 40, size: '+1' }), async (ops) => {
      const r = await startRun();
      const trace: string[] = [];
      try {
        for (const o of ops) {
          const before = r.answers.length;
          await step(r, o);
          trace.push(`${JSON.stringify(o)} → ${answered(r, before)}`);
          await checkAlways(r);
        }
        const before = r.answers.length;
        await settle(r);
        trace.push(`settle → ${answered(r, before)}`);
        await checkSettled(r);
      } catch (err) {
        // The shrunk sequence with what the server answered at each step.
        throw new Error(`${(err as Error).message}\n  ${trace.join('\n  ')}`);
      }
    }),
    { numRuns: RUNS, ...(process.env.MODEL_SEED ? { seed: Number(process.env.MODEL_SEED) } : {}) },
  );
}, 600_000);
