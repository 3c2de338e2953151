import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BusinessRow, dailyStats, feedback, scans } from '#server/db/schema.ts';
import { newAddress } from '#server/test/addresses.ts';
import { createBusinessFor } from '#server/test/fixtures.ts';
import { createTestApp, createUser, sameOrigin, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
let business: BusinessRow;
let other: BusinessRow;
beforeAll(async () => {
  t = await createTestApp();
  const { user } = await createUser(t.db);
  business = await createBusinessFor(t.db, user.id, { reviewFilterEnabled: true });
  other = await createBusinessFor(t.db, user.id);
});
afterAll(() => t.close());

function post(url: string, payload?: unknown) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: sameOrigin(),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    remoteAddress: newAddress(),
  });
}
const api = (id: string, action: 'scan' | 'ratings' | 'feedback', body?: unknown) =>
  post(`/api/businesses/${id}/${action}`, body);

const totals = async () => ({
  scans: (await t.db.select({ n: count() }).from(scans))[0]!.n,
  feedback: (await t.db.select({ n: count() }).from(feedback))[0]!.n,
  stats: await t.db.select().from(dailyStats),
});

/**
 * Every refusal is a 4xx with the one error shape: a readable message, an optional code, and for a
 * refused field which one and what is wrong with it; nothing else.
 */
function expectError(res: Awaited<ReturnType<typeof post>>, status: number, message?: string) {
  expect(res.statusCode).toBe(status);
  const body = res.json();
  expect(Object.keys(body).every((k) => k === 'message' || k === 'code' || k === 'fields')).toBe(true);
  if (body.fields) {
    expect(body.code).toBe('VALIDATION');
    for (const f of body.fields)
      expect(Object.keys(f).sort()).toEqual(expect.arrayContaining(['field', 'problem']));
  }
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(0);
  if (message) expect(body.message).toBe(message);
}

const RATING_MESSAGE = 'Rating must be a whole number from 1 to 5';

describe('POST /api/businesses/:id/ratings: validation', () => {
  it.each([
    ['0', { rating: 0 }],
    ['6', { rating: 6 }],
    ['-1', { rating: -1 }],
    ['2.5', { rating: 2.5 }],
    ['the text "5"', { rating: '5' }],
    ['null', { rating: null }],
    ['true', { rating: true }],
    ['a missing rating', {}],
    ['a missing rating with a scan id', { scanId: randomUUID() }],
  ])('answers 400 for %s and writes nothing', async (_, body) => {
    const before = await totals();
    expectError(await api(business.id, 'ratings', body), 400, RATING_MESSAGE);
    expect(await totals()).toEqual(before);
  });

  it.each([
    ['a scan id that is not a uuid', { rating: 4, scanId: 'abc' }, 'That visit link is not valid.'],
    ['a scan id that is a number', { rating: 4, scanId: 12 }, undefined],
    ['a body that is an array', [5], undefined],
    ['no body at all', undefined, undefined],
  ])('answers 400 for %s', async (_, body, message) => {
    const before = await totals();
    expectError(await api(business.id, 'ratings', body), 400, message);
    expect(await totals()).toEqual(before);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${business.id}/ratings`,
      headers: { ...sameOrigin(), 'content-type': 'application/json' },
      payload: '{"rating": 5',
      remoteAddress: '10.2.200.1',
    });
    expectError(res, 400);
  });

  it('accepts every whole rating from 1 to 5', async () => {
    for (const rating of [1, 2, 3, 4, 5]) {
      expect((await api(business.id, 'ratings', { rating })).statusCode).toBe(200);
    }
  });
});

describe('unknown and malformed businesses', () => {
  it.each(['scan', 'ratings', 'feedback'] as const)(
    'POST %s for an unknown business is a 404',
    async (action) => {
      const before = await totals();
      const body =
        action === 'ratings' ? { rating: 5 } : action === 'feedback' ? { feedback: 'Cold soup' } : undefined;
      expectError(await api('AAAAAAAAAAAA', action, body), 404, 'Business not found');
      expect(await totals()).toEqual(before);
    },
  );

  it.each(['scan', 'ratings', 'feedback'] as const)(
    'POST %s for a malformed business id is a 400',
    async (action) => {
      const body =
        action === 'ratings' ? { rating: 5 } : action === 'feedback' ? { feedback: 'Cold soup' } : undefined;
      expectError(
        await api(encodeURIComponent('bad id!'), action, body),
        400,
        'That business link is not valid.',
      );
      expectError(await api('x'.repeat(33), action, body), 400, 'That business link is not valid.');
    },
  );
});

describe('POST /api/businesses/:id/feedback: validation', () => {
  const send = (body: unknown, id = business.id) => api(id, 'feedback', body);
  const stored = async (id: string) => (await t.db.select().from(feedback).where(eq(feedback.id, id)))[0];

  it.each([
    ['missing feedback', {}, 'Please provide feedback'],
    ['empty feedback', { feedback: '' }, 'Please provide feedback'],
    ['feedback of spaces and newlines', { feedback: '  \n\t ' }, 'Please provide feedback'],
    ['feedback that is not text', { feedback: 42 }, 'Please provide feedback'],
    [
      'feedback of 2001 characters',
      { feedback: 'x'.repeat(2001) },
      'Feedback can be at most 2000 characters',
    ],
    ['a rating of 4', { feedback: 'Slow', rating: 4 }, 'Rating must be 1, 2 or 3'],
    ['a rating of 5', { feedback: 'Slow', rating: 5 }, 'Rating must be 1, 2 or 3'],
    ['a rating of 0', { feedback: 'Slow', rating: 0 }, 'Rating must be 1, 2 or 3'],
    ['a rating of 2.5', { feedback: 'Slow', rating: 2.5 }, 'Rating must be 1, 2 or 3'],
    ['a rating as text', { feedback: 'Slow', rating: '2' }, 'Rating must be 1, 2 or 3'],
    [
      'a name of 101 characters',
      { feedback: 'Slow', customerName: 'n'.repeat(101) },
      'Name can be at most 100 characters',
    ],
    [
      'a malformed e-mail',
      { feedback: 'Slow', customerEmail: 'not-an-email' },
      'Please enter a valid e-mail address',
    ],
    [
      'an e-mail without a domain',
      { feedback: 'Slow', customerEmail: 'ann@' },
      'Please enter a valid e-mail address',
    ],
    [
      'an e-mail with spaces inside',
      { feedback: 'Slow', customerEmail: 'a nn@example.com' },
      'Please enter a valid e-mail address',
    ],
    ['a scan id that is not a uuid', { feedback: 'Slow', scanId: 'nope' }, 'That visit link is not valid.'],
  ])('answers 400 for %s and stores nothing', async (_, body, message) => {
    const before = await totals();
    expectError(await send(body), 400, message);
    expect(await totals()).toEqual(before);
  });

  it('answers 400, not 500, for an e-mail or a name that is not text', async () => {
    expectError(await send({ feedback: 'Slow', customerEmail: 7 }), 400);
    expectError(await send({ feedback: 'Slow', customerName: ['a'] }), 400);
  });

  it('stores the trimmed text with rating 3 when no rating is sent, and returns 201', async () => {
    const res = await send({ feedback: '  The music was too loud.  ' });
    expect(res.statusCode).toBe(201);
    const row = await stored(res.json().id);
    expect(row).toMatchObject({
      businessId: business.id,
      rating: 3,
      feedbackText: 'The music was too loud.',
      customerName: null,
      customerEmail: null,
      scanId: null,
    });
  });

  it('accepts the limits exactly: 2000 characters, a 100-character name, rating 1', async () => {
    const res = await send({
      feedback: `  ${'f'.repeat(2000)}  `,
      rating: 1,
      customerName: 'n'.repeat(100),
      customerEmail: ' ann@example.com ',
    });
    expect(res.statusCode).toBe(201);
    const row = await stored(res.json().id);
    expect(row?.feedbackText).toHaveLength(2000);
    expect(row).toMatchObject({ rating: 1, customerName: 'n'.repeat(100), customerEmail: 'ann@example.com' });
  });

  it('stores blank optional fields as empty (null)', async () => {
    const res = await send({ feedback: 'Dirty table', rating: 2, customerName: '   ', customerEmail: '' });
    expect(res.statusCode).toBe(201);
    expect(await stored(res.json().id)).toMatchObject({ rating: 2, customerName: null, customerEmail: null });
  });

  it("keeps the scan's real rating: rated 2, then sent with rating 3, is stored as 2", async () => {
    const scanId = (await api(business.id, 'scan')).json().scanId;
    const rated = await api(business.id, 'ratings', { rating: 2, scanId });
    expect(rated.json().outcome).toBe('feedback');
    const res = await send({ feedback: 'Waited 40 minutes', rating: 3, scanId });
    expect(res.statusCode).toBe(201);
    expect(res.json().rating).toBe(2);
    expect(await stored(res.json().id)).toMatchObject({ rating: 2, scanId });
  });

  it('takes one feedback per visit: the second is a 409', async () => {
    const scanId = (await api(business.id, 'scan')).json().scanId;
    await api(business.id, 'ratings', { rating: 1, scanId });
    expect((await send({ feedback: 'First', rating: 1, scanId })).statusCode).toBe(201);
    const before = await totals();
    expectError(
      await send({ feedback: 'Second', rating: 1, scanId }),
      409,
      'Your feedback for this visit was already sent. Thank you!',
    );
    expect(await totals()).toEqual(before);
  });

  it('never answers 500 to two simultaneous sends for the same visit', async () => {
    const scanId = (await api(business.id, 'scan')).json().scanId;
    await api(business.id, 'ratings', { rating: 2, scanId });
    const results = await Promise.all([
      send({ feedback: 'Twice A', rating: 2, scanId }),
      send({ feedback: 'Twice B', rating: 2, scanId }),
      send({ feedback: 'Twice C', rating: 2, scanId }),
      send({ feedback: 'Twice D', rating: 2, scanId }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect(await t.db.select().from(feedback).where(eq(feedback.scanId, scanId))).toHaveLength(1);
  });

  it("refuses another business's scan with a 404 and stores nothing", async () => {
    const foreign = (await api(other.id, 'scan')).json().scanId;
    const before = await totals();
    const res = await send({ feedback: 'Sneaky', rating: 1, scanId: foreign });
    expectError(res, 404, 'This visit was not found. Please scan the QR code again.');
    expect(res.body).not.toContain(other.name);
    expect(await totals()).toEqual(before);
  });
});
