import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TOO_MANY_WRONG_CODES_MESSAGE, WRONG_CODE_MESSAGE } from '../../shared/teams';
import { createBusinessFor } from '../test/fixtures';
import { createTestApp, createUser, sameOrigin, type TestApp } from '../test/test-app';
import { generateTeamCode } from './team-code';

const WRONG_BODY = JSON.stringify({ message: WRONG_CODE_MESSAGE, code: 'WRONG_CODE' });

describe('brute-forcing invitation codes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  let ips = 0;
  const freshIp = () => `10.1.0.${++ips}`;

  const join = (businessCode: string, cookie: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/teams/join',
      headers: sameOrigin(cookie),
      payload: { businessCode },
      remoteAddress: ip,
    });

  async function realCode() {
    const owner = await createUser(t.db);
    const business = await createBusinessFor(t.db, owner.user.id, {
      businessCode: generateTeamCode(),
      maxTeamSize: 50,
    });
    return business.businessCode!;
  }

  // Wrong on purpose: never the real code, never a repeat.
  const wrongCodes = (real: string, n: number) => {
    const out = new Set<string>();
    while (out.size < n) {
      const c = generateTeamCode();
      if (c !== real) out.add(c);
    }
    return [...out];
  };

  it('answers 10 wrong codes alike, then 429 for the rest of 50, revealing nothing', async () => {
    const real = await realCode();
    const attacker = await createUser(t.db);
    const ip = freshIp();
    const responses = [];
    for (const code of wrongCodes(real, 50)) responses.push(await join(code, attacker.cookie, ip));

    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(statuses.slice(10)).toEqual(Array(40).fill(429));
    expect(new Set(responses.slice(0, 10).map((r) => r.body))).toEqual(new Set([WRONG_BODY]));
    expect(responses[10]?.json()).toEqual({
      message: TOO_MANY_WRONG_CODES_MESSAGE,
      code: 'TOO_MANY_WRONG_CODES',
    });
    for (const r of responses) expect(r.body).not.toContain(real);

    // Blocked means blocked: even the right code is not looked up.
    const right = await join(real, attacker.cookie, ip);
    expect(right.statusCode).toBe(429);
    expect(right.body).not.toContain(real);
  });

  it('counts per user: a new IP address does not reset the count', async () => {
    const real = await realCode();
    const attacker = await createUser(t.db);
    for (const code of wrongCodes(real, 10)) {
      expect((await join(code, attacker.cookie, freshIp())).statusCode).toBe(404);
    }
    expect((await join(real, attacker.cookie, freshIp())).statusCode).toBe(429);
  });

  it('counts per IP address: new accounts from the same address do not reset it', async () => {
    const real = await realCode();
    const ip = freshIp();
    for (const code of wrongCodes(real, 10)) {
      const account = await createUser(t.db);
      expect((await join(code, account.cookie, ip)).statusCode).toBe(404);
    }
    const another = await createUser(t.db);
    expect((await join(real, another.cookie, ip)).statusCode).toBe(429);
    // The same person elsewhere is not affected.
    expect((await join(real, another.cookie, freshIp())).statusCode).toBe(200);
  });

  it('counts only wrong codes: joins and refusals for other reasons do not', async () => {
    const real = await realCode();
    const user = await createUser(t.db);
    const ip = freshIp();
    const [last, ...nine] = wrongCodes(real, 10);
    for (const code of nine) expect((await join(code, user.cookie, ip)).statusCode).toBe(404);
    expect((await join(real, user.cookie, ip)).statusCode).toBe(200);
    // Already on the team: refused, but not a wrong code.
    for (let i = 0; i < 5; i += 1) expect((await join(real, user.cookie, ip)).statusCode).toBe(409);
    expect((await join(last!, user.cookie, ip)).statusCode).toBe(404);
    expect((await join(real, user.cookie, ip)).statusCode).toBe(429);
  });

  it('lets the user try again 15 minutes later', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const real = await realCode();
    const user = await createUser(t.db);
    const ip = freshIp();
    for (const code of wrongCodes(real, 10)) await join(code, user.cookie, ip);
    expect((await join(real, user.cookie, ip)).statusCode).toBe(429);
    vi.advanceTimersByTime(14 * 60 * 1000);
    expect((await join(real, user.cookie, ip)).statusCode).toBe(429);
    vi.advanceTimersByTime(60 * 1000);
    expect((await join(real, user.cookie, ip)).statusCode).toBe(200);
  });
});
