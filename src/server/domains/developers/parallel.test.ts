import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessRow } from '#server/db/schema.ts';
import { rateScan } from '#server/domains/visits/rate-visit.ts';
import { createBusinessFor } from '#server/test/fixtures.ts';
import { createTestApp, createUser, sameOrigin, type TestApp } from '#server/test/test-app.ts';
import { googleTokenKey } from '#server/wiring.ts';
import { deliverDueWebhooks, type OutboxDeps } from './service';

/**
 * In parallel (meaningful on PostgreSQL, where CI runs it too; PGlite runs one query at a
 * time): two instances' workers never post one delivery twice, and a token's limit holds under a burst.
 */
describe('webhooks and tokens under parallel load', () => {
  let t: TestApp;
  let second: TestApp;
  let receiver: Server;
  let url: string;
  const seen = new Map<string, number>();
  let owner: Awaited<ReturnType<typeof createUser>>;
  let shop: BusinessRow;

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        const id = JSON.parse(body).id as string;
        seen.set(id, (seen.get(id) ?? 0) + 1);
        // A slow receiver widens the window in which a second worker could take the same row.
        setTimeout(() => res.end('ok'), 20);
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/`;
    t = await createTestApp();
    second = await createTestApp({ database: t.database });
    owner = await createUser(t.db);
    shop = await createBusinessFor(t.db, owner.user.id, { name: 'Parallel Pies' });
  });
  afterAll(async () => {
    await second.close();
    await t.close();
    receiver.close();
  });

  it('posts each event exactly once per try, with workers on two instances racing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: sameOrigin(owner.cookie),
      payload: { url, events: ['rating.created'], businessIds: 'all' },
    });
    expect(res.statusCode).toBe(201);
    const now = new Date();
    await Promise.all(
      Array.from({ length: 120 }, () => rateScan(t.db, { businessId: shop.id, rating: 5, now })),
    );
    const deps: OutboxDeps = {
      key: googleTokenKey(t.app.config),
      production: false,
      notifyDisabled: async () => {},
    };
    const later = new Date(now.getTime() + 1000);
    const runs = await Promise.all(
      [t, second, t, second, t, second].map((app) => deliverDueWebhooks(app.db, deps, later)),
    );
    const sent = runs.reduce((n, r) => n + r.sent, 0);
    // Whatever the six workers did not take in their one batch each is still due; take the rest.
    while ((await deliverDueWebhooks(t.db, deps, later)).sent > 0);
    expect(sent).toBeGreaterThan(0);
    expect(seen.size).toBe(120);
    expect([...seen.values()].every((n) => n === 1)).toBe(true);
  });

  it("holds a token's rate limit under a burst of parallel requests", async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/tokens',
      headers: sameOrigin(owner.cookie),
      payload: { name: 'Burst', businessIds: [shop.id], scopes: ['read'] },
    });
    const { token } = made.json();
    const answers = await Promise.all(
      Array.from({ length: 330 }, () =>
        t.app.inject({
          url: `/api/businesses/${shop.id}/feedback`,
          headers: { authorization: `Bearer ${token}` },
        }),
      ),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(300);
    expect(codes.filter((c) => c === 429)).toHaveLength(30);
    // The owner's own session is not counted against the token.
    const own = await t.app.inject({
      url: `/api/businesses/${shop.id}/feedback`,
      headers: { cookie: owner.cookie },
    });
    expect(own.statusCode).toBe(200);
  });

  it('keeps the caps of 25 tokens and 10 webhooks per owner under parallel creates from two instances', async () => {
    const someone = await createUser(t.db);
    const mine = await createBusinessFor(t.db, someone.user.id);
    const post = (i: number, url: string, payload: object) =>
      (i % 2 ? second : t).app.inject({ method: 'POST', url, headers: sameOrigin(someone.cookie), payload });
    const tokens = await Promise.all(
      Array.from({ length: 32 }, (_, i) =>
        post(i, '/api/tokens', { name: `T${i}`, businessIds: [mine.id], scopes: ['read'] }),
      ),
    );
    const hooks = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        post(i, '/api/webhooks', { url, events: ['rating.created'], businessIds: [mine.id] }),
      ),
    );
    const codes = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode).sort();
    expect(codes(tokens)).toEqual([...Array(25).fill(201), ...Array(7).fill(409)]);
    expect(codes(hooks)).toEqual([...Array(10).fill(201), ...Array(6).fill(409)]);
    const listed = async (path: string, key: string) =>
      (await t.app.inject({ url: path, headers: { cookie: someone.cookie } })).json()[key].length;
    expect(await listed('/api/tokens', 'tokens')).toBe(25);
    expect(await listed('/api/webhooks', 'webhooks')).toBe(10);
  });
});
