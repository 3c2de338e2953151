import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/config.ts';
import { customerLimits } from '#server/plugins/customer-limits.ts';
import { createBusinessFor } from '#server/test/fixtures.ts';
import { createTestApp, createUser, sameOrigin, type TestApp } from '#server/test/test-app.ts';

const PROXY = '10.0.0.1';
const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((t) => t.close())));

const MAX = customerLimits.feedback.withoutScan;

/** One feedback post more than a client may send in a minute, then one from another client. */
async function burst(env: Record<string, string>) {
  const t = await createTestApp({ env });
  apps.push(t);
  const owner = await createUser(t.db);
  const business = await createBusinessFor(t.db, owner.user.id);
  const post = (client: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/businesses/${business.id}/feedback`,
      headers: { ...sameOrigin(), 'x-forwarded-for': client },
      remoteAddress: PROXY,
      payload: { feedback: 'The wait was long.', rating: 2 },
    });
  const first: number[] = [];
  for (let i = 0; i <= MAX; i += 1) first.push((await post('203.0.113.7')).statusCode);
  return { first, other: (await post('198.51.100.9')).statusCode };
}

describe('behind a proxy (TRUST_PROXY)', () => {
  it("with TRUST_PROXY=1 each customer has their own limit: one client's burst does not block another", async () => {
    const { first, other } = await burst({ TRUST_PROXY: '1' });
    expect(first.slice(0, MAX).every((s) => s === 201)).toBe(true);
    expect(first[MAX]).toBe(429);
    expect(other).toBe(201);
  });

  it('without it, X-Forwarded-For is ignored: a client cannot escape its limit by inventing addresses', async () => {
    const { first, other } = await burst({});
    expect(first[MAX]).toBe(429);
    expect(other).toBe(429);
  });

  it('takes a hop count or addresses and CIDRs, and refuses anything else with a message', () => {
    const base = { NODE_ENV: 'test' };
    expect(loadConfig({ ...base }).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/8, ::1' }).trustProxy).toEqual(['10.0.0.0/8', '::1']);
    expect(() => loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/33' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'my-proxy' })).toThrow(/hop count/);
  });
});
