// @module-tag node-release
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BusinessRow } from '#server/db/schema.ts';
import { mailOutbox } from '#server/db/schema.ts';
import { queueWebhookDisabledNotice } from '#server/domains/notifications/service.ts';
import { rateScan } from '#server/domains/visits/rate-visit.ts';
import { createBusinessFor } from '#server/test/fixtures.ts';
import { createTestApp, createUser, sameOrigin, type TestApp } from '#server/test/test-app.ts';
import { googleTokenKey } from '#server/wiring.ts';
import { checkDestination, checkedLookup } from './destination';
import { postJson } from './post-json';
import { deliverDueWebhooks, type OutboxDeps } from './service';

type Received = { headers: IncomingMessage['headers']; body: string };

/** The recipe /api/docs gives receivers, written from the documentation, not from our signing code. */
function verify(header: string, body: string, secret: string, now = Date.now(), toleranceSec = 300) {
  const parts = header.split(',').map((p) => p.split('='));
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  const fresh = Math.abs(now / 1000 - t) <= toleranceSec;
  return fresh && parts.some(([k, v]) => k === 'v1' && v && timingSafeEqual(Buffer.from(v, 'hex'), expected));
}

describe('webhooks', () => {
  let t: TestApp;
  let receiver: Server;
  let url: string;
  let received: Received[] = [];
  let answers: number[] = [];
  let owner: Awaited<ReturnType<typeof createUser>>;
  let shop: BusinessRow;
  let deps: OutboxDeps;

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push({ headers: req.headers, body });
        res.statusCode = answers.shift() ?? 200;
        res.end('ok'.repeat(5000));
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
    t = await createTestApp();
    owner = await createUser(t.db);
    shop = await createBusinessFor(t.db, owner.user.id, { name: 'Hook Coffee' });
    deps = { key: googleTokenKey(t.app.config), production: false, notifyDisabled: async () => {} };
  });
  afterAll(async () => {
    await t.close();
    receiver.close();
  });
  beforeEach(() => {
    received = [];
    answers = [];
  });

  const add = async (events: string[]) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: sameOrigin(owner.cookie),
      payload: { url, events, businessIds: [shop.id] },
    });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: string; secret: string };
  };
  const remove = (id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/webhooks/${id}`, headers: sameOrigin(owner.cookie) });

  it('delivers an event, signed with the documented recipe, once per try with one id', async () => {
    const hook = await add(['rating.created']);
    const start = new Date();
    await rateScan(t.db, { businessId: shop.id, rating: 5, now: start });
    answers = [500, 503];
    await deliverDueWebhooks(t.db, deps, start);
    // Retries come after 30 s, then 60 s more.
    await deliverDueWebhooks(t.db, deps, new Date(start.getTime() + 10_000));
    expect(received).toHaveLength(1);
    await deliverDueWebhooks(t.db, deps, new Date(start.getTime() + 31_000));
    await deliverDueWebhooks(t.db, deps, new Date(start.getTime() + 92_000));
    expect(received).toHaveLength(3);
    const bodies = received.map((r) => JSON.parse(r.body));
    expect(new Set(bodies.map((b) => b.id)).size).toBe(1);
    expect(bodies[0]).toMatchObject({
      type: 'rating.created',
      businessId: shop.id,
      data: { rating: 5, outcome: 'google' },
    });
    expect(JSON.stringify(bodies[0].data)).not.toMatch(/name|email/i);
    for (const [i, r] of received.entries()) {
      const when = start.getTime() + [0, 31_000, 92_000][i]!;
      expect(verify(String(r.headers['reviewtap-signature']), r.body, hook.secret, when)).toBe(true);
      expect(verify(String(r.headers['reviewtap-signature']), r.body, 'whsec_wrong', when)).toBe(false);
    }
    const log = await t.app.inject({
      url: `/api/webhooks/${hook.id}/deliveries`,
      headers: { cookie: owner.cookie },
    });
    const [delivery] = log.json().deliveries;
    expect(delivery.status).toBe('succeeded');
    expect(delivery.attempts.map((a: { statusCode: number }) => a.statusCode)).toEqual([200, 503, 500]);
    await remove(hook.id);
  });

  it('sends feedback with its text, not scans unless asked, and signs with both secrets during a roll', async () => {
    const hook = await add(['feedback.created']);
    const fb = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${shop.id}/feedback`,
      headers: sameOrigin(),
      payload: { feedback: 'Cold coffee', rating: 2 },
    });
    expect(fb.statusCode).toBe(201);
    await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${shop.id}/scan`,
      headers: sameOrigin(),
      payload: {},
    });
    const rolled = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/${hook.id}/roll-secret`,
      headers: sameOrigin(owner.cookie),
    });
    const { secret: fresh } = rolled.json();
    const now = new Date(Date.now() + 1000);
    await deliverDueWebhooks(t.db, deps, now);
    expect(received.map((r) => JSON.parse(r.body).type)).toEqual(['feedback.created']);
    const [r] = received;
    expect(JSON.parse(r!.body).data).toMatchObject({ feedback: 'Cold coffee', rating: 2 });
    expect(verify(String(r!.headers['reviewtap-signature']), r!.body, hook.secret, now.getTime())).toBe(true);
    expect(verify(String(r!.headers['reviewtap-signature']), r!.body, fresh, now.getTime())).toBe(true);
    await remove(hook.id);
  });

  it('sends scan.created when asked, and a test event at once', async () => {
    const hook = await add(['scan.created']);
    await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${shop.id}/scan`,
      headers: sameOrigin(),
      payload: {},
    });
    await deliverDueWebhooks(t.db, deps, new Date(Date.now() + 1000));
    expect(JSON.parse(received[0]!.body)).toMatchObject({ type: 'scan.created', data: { channel: 'qr' } });
    const test = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/${hook.id}/test`,
      headers: sameOrigin(owner.cookie),
    });
    expect(test.statusCode).toBe(202);
    await expect.poll(() => received.length).toBe(2);
    expect(JSON.parse(received[1]!.body).type).toBe('webhook.test');
    // Resend: the same event again, same id.
    const { deliveryId } = test.json();
    const resend = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/${hook.id}/deliveries/${deliveryId}/resend`,
      headers: sameOrigin(owner.cookie),
    });
    expect(resend.statusCode).toBe(202);
    await expect.poll(() => received.length).toBe(3);
    expect(JSON.parse(received[2]!.body).id).toBe(JSON.parse(received[1]!.body).id);
    await remove(hook.id);
  });

  it('sends both the scan and its rating for a visit rated without a scan id (the page without JavaScript)', async () => {
    const hook = await add(['scan.created', 'rating.created']);
    const rated = await rateScan(t.db, { businessId: shop.id, rating: 4 });
    await deliverDueWebhooks(t.db, deps, new Date(Date.now() + 1000));
    const bodies = received.map((r) => JSON.parse(r.body));
    expect(bodies.map((b) => b.type).sort()).toEqual(['rating.created', 'scan.created']);
    for (const b of bodies) expect(b.data.scanId).toBe(rated.scanId);
    await remove(hook.id);
  });
  it('turns a day-long failing endpoint off and tells its owner, once', async () => {
    const told: string[] = [];
    const failing: OutboxDeps = {
      ...deps,
      notifyDisabled: async (tx, input) => {
        told.push(input.url);
        await queueWebhookDisabledNotice(tx, t.app.mail, input);
      },
    };
    const hook = await add(['rating.created']);
    const start = new Date();
    await rateScan(t.db, { businessId: shop.id, rating: 4, now: start });
    answers = Array(50).fill(500);
    for (let minutes = 0; minutes <= 24 * 60 + 60; minutes += 30) {
      await deliverDueWebhooks(t.db, failing, new Date(start.getTime() + minutes * 60_000));
    }
    expect(told).toEqual([url]);
    const mail = await t.db.select().from(mailOutbox).where(eq(mailOutbox.userId, owner.user.id));
    expect(mail.map((m) => m.subject)).toEqual(['A webhook was turned off after a day of failures']);
    expect(mail[0]!.text).toContain(url);
    const list = (await t.app.inject({ url: '/api/webhooks', headers: { cookie: owner.cookie } })).json()
      .webhooks;
    expect(list.find((w: { id: string }) => w.id === hook.id).disabledAt).not.toBeNull();
    const log = (
      await t.app.inject({ url: `/api/webhooks/${hook.id}/deliveries`, headers: { cookie: owner.cookie } })
    ).json();
    expect(log.deliveries[0].status).toBe('failed');
    // While it is off, a test or a resend is refused with the way out.
    const test = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/${hook.id}/test`,
      headers: sameOrigin(owner.cookie),
    });
    expect(test.statusCode).toBe(409);
    expect(test.json().code).toBe('WEBHOOK_OFF');
    await remove(hook.id);
  });

  it('counts the day before turning off from the first failed try, not from when the event was made', async () => {
    const told: string[] = [];
    const failing: OutboxDeps = { ...deps, notifyDisabled: async (_tx, input) => void told.push(input.url) };
    const hook = await add(['rating.created']);
    // Two days of backlog (the sender was stopped), then the receiver fails its first try.
    const made = new Date(Date.now() - 2 * 24 * 60 * 60_000);
    await rateScan(t.db, { businessId: shop.id, rating: 5, now: made });
    const start = new Date();
    answers = Array(60).fill(500);
    await deliverDueWebhooks(t.db, failing, start);
    expect(told).toEqual([]);
    for (let minutes = 60; minutes < 23 * 60; minutes += 60)
      await deliverDueWebhooks(t.db, failing, new Date(start.getTime() + minutes * 60_000));
    expect(told).toEqual([]);
    await deliverDueWebhooks(t.db, failing, new Date(start.getTime() + 25 * 60 * 60_000));
    expect(told).toEqual([url]);
    answers = [];
    await remove(hook.id);
  });

  it('backs off a failing endpoint as a whole, then sends its whole backlog at once when a try gets through', async () => {
    const hook = await add(['rating.created']);
    const start = new Date();
    for (let i = 0; i < 30; i += 1) await rateScan(t.db, { businessId: shop.id, rating: 5, now: start });
    answers = [503];
    await deliverDueWebhooks(t.db, deps, start);
    // One failed try; the other 29 were handed back untried and wait with the endpoint.
    expect(received).toHaveLength(1);
    await deliverDueWebhooks(t.db, deps, new Date(start.getTime() + 10_000));
    expect(received).toHaveLength(1);
    const after = await deliverDueWebhooks(t.db, deps, new Date(start.getTime() + 31_000));
    expect(after).toEqual({ sent: 30, failed: 0 });
    expect(new Set(received.map((r) => JSON.parse(r.body).id)).size).toBe(30);
    const log = (
      await t.app.inject({ url: `/api/webhooks/${hook.id}/deliveries`, headers: { cookie: owner.cookie } })
    ).json();
    // Only the one that was really tried twice says so.
    expect(log.deliveries.map((d: { attempts: unknown[] }) => d.attempts.length).sort()).toEqual([
      ...Array(29).fill(1),
      2,
    ]);
    await remove(hook.id);
  });

  it('posts a new event within moments, with no scheduler tick, once the sender runs', async () => {
    const hook = await add(['rating.created']);
    // An instance of its own, so the sender stops with it and leaves the other tests' clocks alone.
    const running = await createTestApp({ database: t.database });
    try {
      running.app.startWebhookSender();
      await rateScan(t.db, { businessId: shop.id, rating: 4, now: new Date() });
      await expect.poll(() => received.length, { timeout: 3000, interval: 50 }).toBe(1);
    } finally {
      await running.close();
    }
    await remove(hook.id);
  });

  it('records a delivery it cannot sign (the key changed) as a failed try, and retries it', async () => {
    const hook = await add(['rating.created']);
    const start = new Date();
    await rateScan(t.db, { businessId: shop.id, rating: 5, now: start });
    await deliverDueWebhooks(t.db, { ...deps, key: Buffer.alloc(32, 9) }, start);
    expect(received).toHaveLength(0);
    const log = (
      await t.app.inject({ url: `/api/webhooks/${hook.id}/deliveries`, headers: { cookie: owner.cookie } })
    ).json();
    expect(log.deliveries[0].status).toBe('pending');
    expect(log.deliveries[0].attempts[0].error).toMatch(/^Could not sign the delivery/);
    await deliverDueWebhooks(t.db, deps, new Date(start.getTime() + 31_000));
    expect(received).toHaveLength(1);
    await remove(hook.id);
  });

  it('refuses another owner’s webhook as not found', async () => {
    const hook = await add(['rating.created']);
    const stranger = await createUser(t.db);
    for (const [method, path] of [
      ['GET', `/api/webhooks/${hook.id}/deliveries`],
      ['POST', `/api/webhooks/${hook.id}/test`],
      ['POST', `/api/webhooks/${hook.id}/roll-secret`],
      ['DELETE', `/api/webhooks/${hook.id}`],
    ] as const) {
      const res = await t.app.inject({ method, url: path, headers: sameOrigin(stranger.cookie) });
      expect(res.statusCode, `${method} ${path}`).toBe(404);
    }
    await remove(hook.id);
  });
});

describe('webhook addresses in production', () => {
  const prod = { production: true };
  it.each([
    'https://127.0.0.1/hook',
    'https://10.0.0.7/hook',
    'https://[::1]/hook',
    'https://169.254.169.254/latest/meta-data',
    'https://[::ffff:192.168.1.1]/hook',
    'https://localhost/hook',
    'https://[::127.0.0.1]/hook',
    'https://2130706433/hook',
    'https://0x7f.1/hook',
  ])('refuses %s', async (address) => {
    await expect(checkDestination(address, prod)).rejects.toMatchObject({ code: 'WEBHOOK_ADDRESS_REFUSED' });
  });

  it('refuses http and credentials, and metadata addresses even on the embedded default', async () => {
    await expect(checkDestination('http://hooks.example.com/', prod)).rejects.toMatchObject({
      code: 'BAD_WEBHOOK_URL',
    });
    await expect(checkDestination('https://u:p@hooks.example.com/', prod)).rejects.toMatchObject({
      code: 'BAD_WEBHOOK_URL',
    });
    await expect(checkDestination('http://169.254.169.254/', { production: false })).rejects.toMatchObject({
      code: 'WEBHOOK_ADDRESS_REFUSED',
    });
    await expect(checkDestination('http://127.0.0.1:9/', { production: false })).resolves.toBeInstanceOf(URL);
    // Only loopback: the embedded default never posts into the rest of the local network either.
    await expect(checkDestination('http://192.168.1.20/', { production: false })).rejects.toMatchObject({
      code: 'WEBHOOK_ADDRESS_REFUSED',
    });
  });

  it('checks the address after DNS when it sends (a name that resolves to 127.0.0.1)', async () => {
    const result = await postJson('https://localhost:9/hook', '{}', {}, prod);
    expect(result.statusCode).toBeNull();
    expect(result.error).toMatch(/Refused: localhost resolves to a private, loopback or reserved address/);
    await new Promise<void>((resolve) =>
      checkedLookup(prod)('localhost', { all: true }, (err) => {
        expect((err as { code?: string }).code).toBe('WEBHOOK_ADDRESS_REFUSED');
        resolve();
      }),
    );
  });
});
