import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BusinessRow, dailyStats, feedback, scans } from '#server/db/schema.ts';
import { customerLimits } from '#server/plugins/customer-limits.ts';
import { newAddress } from '#server/test/addresses.ts';
import { createBusinessFor } from '#server/test/fixtures.ts';
import { createTestApp, createUser, sameOrigin, type TestApp } from '#server/test/test-app.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const FORM = 'application/x-www-form-urlencoded';

let t: TestApp;
let business: BusinessRow;
beforeAll(async () => {
  t = await createTestApp();
  const { user } = await createUser(t.db);
  business = await createBusinessFor(t.db, user.id);
});
afterAll(() => t.close());

type Send = { url: string; payload?: string | Record<string, unknown>; headers?: Record<string, string> };
const post = ({ url, payload, headers = {} }: Send, remoteAddress = newAddress()) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...sameOrigin(), 'user-agent': IPHONE, ...headers },
    ...(payload === undefined ? {} : { payload }),
    remoteAddress,
  });

const totals = async () => ({
  scans: (await t.db.select({ n: count() }).from(scans))[0]!.n,
  feedback: (await t.db.select({ n: count() }).from(feedback))[0]!.n,
  stats: await t.db.select().from(dailyStats),
});

const api = (action: string) => `/api/businesses/${business.id}/${action}`;
const valid = {
  scan: () => ({ url: api('scan') }),
  rating: () => ({ url: api('ratings'), payload: { rating: 5 } }),
  feedback: () => ({ url: api('feedback'), payload: { feedback: 'Slow service' } }),
  ratePage: () => ({ url: `/rate/${business.id}`, payload: 'rating=5', headers: { 'content-type': FORM } }),
  feedbackPage: () => ({
    url: `/feedback/${business.id}`,
    payload: 'feedback=Slow',
    headers: { 'content-type': FORM },
  }),
} satisfies Record<string, () => Send>;

// The API answers in JSON; the no-JavaScript forms answer a person, so in HTML.
const isForm = (url: string) => url.startsWith('/rate/') || url.startsWith('/feedback/');
function expectReadable(res: Awaited<ReturnType<typeof post>>, url: string, message?: string) {
  if (isForm(url)) {
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toMatch(/<h1>[^<]+<\/h1><p>[^<]+<\/p>/);
    if (message) expect(res.body).toContain(message);
    return;
  }
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json();
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(0);
  if (message) expect(body.message).toBe(message);
}

describe('per-IP rate limits', () => {
  // Requests that are cheap and write nothing, to fill each bucket; they count all the same.
  it.each([
    [
      'POST scan',
      customerLimits.scan.max,
      valid.scan,
      () => ({ ...valid.scan(), headers: { 'user-agent': 'WhatsApp/2.23' } }),
    ],
    [
      'POST ratings without a scan id',
      customerLimits.rating.withoutScan,
      valid.rating,
      () => ({ url: api('ratings'), payload: {} }),
    ],
    [
      'POST feedback without a scan id',
      customerLimits.feedback.withoutScan,
      valid.feedback,
      () => ({ url: api('feedback'), payload: {} }),
    ],
    [
      'the rating form',
      customerLimits.rating.withoutScan,
      valid.ratePage,
      () => ({ ...valid.ratePage(), payload: 'rating=0' }),
    ],
    [
      'the feedback form',
      customerLimits.feedback.withoutScan,
      valid.feedbackPage,
      () => ({ ...valid.feedbackPage(), payload: 'feedback=' }),
    ],
  ])(
    '%s answers 429 with a readable message after %i requests from one address',
    async (_, max, good, filler) => {
      const ip = newAddress();
      for (let i = 0; i < max; i += 1) {
        const res = await post(filler(), ip);
        expect(res.statusCode).not.toBe(429);
      }
      const before = await totals();
      const limited = await post(good(), ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
      expectReadable(limited, good().url);
      expect(await totals()).toEqual(before);

      // Another customer on another address is not affected.
      expect((await post(good())).statusCode).toBeLessThan(400);
    },
    90_000,
  ); // up to 121 requests: room for a busy machine
});

describe('a visit with a scan id', () => {
  it('keeps its own, larger allowance when posts without one from the same address are refused', async () => {
    const ip = newAddress();
    for (let i = 0; i < customerLimits.rating.withoutScan; i += 1) {
      expect((await post({ url: api('ratings'), payload: {} }, ip)).statusCode).toBe(400);
    }
    expect((await post(valid.rating(), ip)).statusCode).toBe(429);
    const scan = await post(valid.scan(), ip);
    expect(scan.statusCode).toBe(201);
    const rated = await post({ url: api('ratings'), payload: { rating: 5, scanId: scan.json().scanId } }, ip);
    expect(rated.statusCode).toBe(200);
    expect(customerLimits.rating.withScan).toBeGreaterThan(customerLimits.rating.withoutScan);
  });
});

describe('cross-origin posts', () => {
  it.each([
    ['another site', { origin: 'https://evil.example' }],
    ['an opaque origin', { origin: 'null' }],
    ['a cross-site fetch without Origin', { 'sec-fetch-site': 'cross-site' }],
  ])('are refused with 403 from %s, and write nothing', async (_, headers) => {
    const before = await totals();
    for (const make of Object.values(valid)) {
      const request: Send = make();
      const res = await t.app.inject({
        method: 'POST',
        url: request.url,
        headers: { 'user-agent': IPHONE, ...(request.headers ?? {}), ...headers },
        ...(request.payload === undefined ? {} : { payload: request.payload }),
        remoteAddress: newAddress(),
      });
      expect(res.statusCode).toBe(403);
      expectReadable(res, request.url, 'This request came from another site and was refused.');
      if (!isForm(request.url)) expect(res.json().code).toBe('BAD_ORIGIN');
    }
    expect(await totals()).toEqual(before);
  });

  it('accepts the same requests from our own pages', async () => {
    for (const make of Object.values(valid)) {
      expect((await post(make())).statusCode).toBeLessThan(400);
    }
  });
});

describe('the body size limit', () => {
  const big = 'x'.repeat(100 * 1024);
  it.each([
    ['ratings', () => ({ url: api('ratings'), payload: { rating: 5, note: big } })],
    ['feedback', () => ({ url: api('feedback'), payload: { feedback: big } })],
    ['the rating form', () => ({ ...valid.ratePage(), payload: `rating=5&note=${big}` })],
    ['the feedback form', () => ({ ...valid.feedbackPage(), payload: `feedback=${big}` })],
  ])('refuses a 100 KB body to %s with 413 and a message', async (_, request) => {
    const before = await totals();
    const sent = request();
    const res = await post(sent);
    expect(res.statusCode).toBe(413);
    expectReadable(res, sent.url);
    expect(await totals()).toEqual(before);
  });
});
