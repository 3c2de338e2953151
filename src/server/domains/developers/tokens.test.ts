// @module-tag node-release
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessRow } from '#server/db/schema.ts';
import { generateTeamCode } from '#server/domains/teams/team-code.ts';
import { addMember, createBusinessFor } from '#server/test/fixtures.ts';
import { createTestApp, createUser, sameOrigin, type TestApp } from '#server/test/test-app.ts';

/**
 * Personal access tokens: made by an owner with the cookie, used with `Authorization: Bearer`,
 * limited to their locations and scope, revoked at once on every instance.
 */
describe('personal access tokens', () => {
  let t: TestApp;
  let second: TestApp;
  let owner: Awaited<ReturnType<typeof createUser>>;
  let other: Awaited<ReturnType<typeof createUser>>;
  let member: Awaited<ReturnType<typeof createUser>>;
  let a: BusinessRow;
  let a2: BusinessRow;
  let b: BusinessRow;

  beforeAll(async () => {
    t = await createTestApp();
    // A second instance on the same database: revocation must reach it at once (no cache).
    second = await createTestApp({ database: t.database });
    owner = await createUser(t.db);
    other = await createUser(t.db);
    member = await createUser(t.db);
    a = await createBusinessFor(t.db, owner.user.id, {
      name: 'Token Bakery',
      businessCode: generateTeamCode(),
    });
    a2 = await createBusinessFor(t.db, owner.user.id, { name: 'Token Bakery Two' });
    b = await createBusinessFor(t.db, other.user.id, { name: 'Someone Else Deli' });
    await addMember(t.db, a.id, member.user.id);
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  const create = (cookie: string, body: object) =>
    t.app.inject({ method: 'POST', url: '/api/tokens', headers: sameOrigin(cookie), payload: body });
  const bearer = (token: string, extra: Record<string, string> = {}) => ({
    authorization: `Bearer ${token}`,
    ...extra,
  });

  it('is shown once, listed without its secret, and works as a bearer token', async () => {
    const res = await create(owner.cookie, { name: 'POS', businessIds: [a.id], scopes: ['read'] });
    expect(res.statusCode).toBe(201);
    const { token, prefix, id } = res.json();
    expect(token).toMatch(/^rt_demo_[0-9A-Za-z]{43}$/);
    expect(token.startsWith(prefix)).toBe(true);
    const list = await t.app.inject({ url: '/api/tokens', headers: { cookie: owner.cookie } });
    expect(list.body).not.toContain(token);
    expect(list.json().tokens).toEqual([
      expect.objectContaining({
        id,
        name: 'POS',
        prefix,
        scopes: ['read'],
        businessIds: [a.id],
        lastUsedAt: null,
      }),
    ]);
    const read = await t.app.inject({ url: `/api/businesses/${a.id}/analytics`, headers: bearer(token) });
    expect(read.statusCode).toBe(200);
    const after = await t.app.inject({ url: '/api/tokens', headers: { cookie: owner.cookie } });
    expect(after.json().tokens[0].lastUsedAt).not.toBeNull();
  });

  it('reads only its locations, and writes only with the write scope', async () => {
    const { token } = (
      await create(owner.cookie, { name: 'Read A', businessIds: [a.id], scopes: ['read'] })
    ).json();
    const status = async (method: 'GET' | 'PATCH', url: string, payload?: object) =>
      (await t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) }))
        .statusCode;
    expect(await status('GET', `/api/businesses/${a.id}/feedback`)).toBe(200);
    // The owner's own second location is not on this token; another owner's never is.
    expect(await status('GET', `/api/businesses/${a2.id}/feedback`)).toBe(403);
    expect(await status('GET', `/api/businesses/${b.id}/feedback`)).toBe(403);
    expect(
      await status('PATCH', `/api/businesses/${a.id}/review-filter`, { reviewFilterEnabled: true }),
    ).toBe(403);
    // The team, without the join code: whoever holds a read token must not be able to join.
    const team = await t.app.inject({ url: `/api/businesses/${a.id}/team-members`, headers: bearer(token) });
    expect(team.statusCode).toBe(200);
    expect(team.json().businessCode).toBeNull();
    const own = await t.app.inject({
      url: `/api/businesses/${a.id}/team-members`,
      headers: { cookie: owner.cookie },
    });
    expect(own.json().businessCode).toBe(a.businessCode);
    // `mine` lists only what the token may act for.
    const mine = await t.app.inject({ url: '/api/businesses/mine', headers: bearer(token) });
    expect(mine.json().map((x: { id: string }) => x.id)).toEqual([a.id]);

    const { token: writer } = (
      await create(owner.cookie, { name: 'All', businessIds: 'all', scopes: ['read', 'write'] })
    ).json();
    const write = await t.app.inject({
      method: 'PATCH',
      url: `/api/businesses/${a2.id}/review-filter`,
      // No Origin check for a token: it is no cookie a browser sends by itself.
      headers: bearer(writer, { origin: 'https://elsewhere.example' }),
      payload: { reviewFilterEnabled: true },
    });
    expect(write.statusCode).toBe(200);
    const elsewhere = await t.app.inject({
      url: `/api/businesses/${b.id}/analytics`,
      headers: bearer(writer),
    });
    expect(elsewhere.statusCode).toBe(403);
  });

  it('cannot manage tokens, billing, teams or the account', async () => {
    const { token } = (
      await create(owner.cookie, { name: 'Everything', businessIds: 'all', scopes: ['read', 'write'] })
    ).json();
    const calls = [
      { method: 'GET', url: '/api/tokens' },
      { method: 'POST', url: '/api/tokens', payload: { name: 'x', businessIds: 'all', scopes: ['read'] } },
      { method: 'GET', url: '/api/webhooks' },
      { method: 'GET', url: '/api/auth/user' },
      { method: 'POST', url: '/api/subscription/cancel', payload: { businessId: a.id } },
      { method: 'POST', url: `/api/businesses/${a.id}/generate-code` },
      { method: 'DELETE', url: `/api/businesses/${a.id}`, payload: { confirmName: a.name } },
    ] as const;
    for (const call of calls) {
      const res = await t.app.inject({ ...call, headers: bearer(token) });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(res.json().code).toBe('TOKEN_NOT_ALLOWED');
    }
  });

  it('ignores a cookie that comes with it', async () => {
    const { token } = (
      await create(owner.cookie, { name: 'A only', businessIds: [a.id], scopes: ['read'] })
    ).json();
    // B's owner's cookie beside A's token reads A (the token's), never B.
    const res = await t.app.inject({
      url: `/api/businesses/${b.id}/analytics`,
      headers: bearer(token, { cookie: other.cookie }),
    });
    expect(res.statusCode).toBe(403);
  });

  it('is refused at once after revocation, on every instance', async () => {
    const { token, id } = (
      await create(owner.cookie, { name: 'Short-lived', businessIds: [a.id], scopes: ['read'] })
    ).json();
    const url = `/api/businesses/${a.id}/analytics`;
    expect((await second.app.inject({ url, headers: bearer(token) })).statusCode).toBe(200);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/tokens/${id}`,
      headers: sameOrigin(owner.cookie),
    });
    expect(del.statusCode).toBe(204);
    const after = await second.app.inject({ url, headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('BAD_TOKEN');
    expect((await t.app.inject({ url, headers: bearer(`${token.slice(0, -1)}x`) })).statusCode).toBe(401);
  });

  it('cannot be made by a member, nor for another owner’s location', async () => {
    const byMember = await create(member.cookie, { name: 'Mine', businessIds: [a.id], scopes: ['read'] });
    expect(byMember.statusCode).toBe(403);
    const forB = await create(owner.cookie, { name: 'B', businessIds: [b.id], scopes: ['read'] });
    expect(forB.statusCode).toBe(403);
    expect(forB.json().code).toBe('NOT_YOUR_LOCATION');
    const bad = await create(owner.cookie, { name: '', businessIds: [], scopes: ['write'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/name|location|scopes/i);
  });

  it('goes with the only location it named', async () => {
    const gone = await createBusinessFor(t.db, owner.user.id, { name: 'Pop-up' });
    const { token } = (
      await create(owner.cookie, { name: 'Pop-up', businessIds: [gone.id], scopes: ['read'] })
    ).json();
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/businesses/${gone.id}`,
      headers: sameOrigin(owner.cookie),
      payload: { confirmName: 'Pop-up' },
    });
    expect(del.statusCode).toBe(204);
    const list = (await t.app.inject({ url: '/api/tokens', headers: { cookie: owner.cookie } })).json()
      .tokens;
    expect(list.map((x: { name: string }) => x.name)).not.toContain('Pop-up');
    expect((await t.app.inject({ url: '/api/businesses/mine', headers: bearer(token) })).statusCode).toBe(
      401,
    );
  });

  it('goes with the account', async () => {
    const leaving = await createUser(t.db);
    const shop = await createBusinessFor(t.db, leaving.user.id, { name: 'Closing Down Sale' });
    const { token } = (
      await create(leaving.cookie, { name: 'POS', businessIds: 'all', scopes: ['read'] })
    ).json();
    const url = `/api/businesses/${shop.id}/analytics`;
    expect((await t.app.inject({ url, headers: bearer(token) })).statusCode).toBe(200);
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/user',
      headers: sameOrigin(leaving.cookie),
      payload: { confirmEmail: leaving.user.email },
    });
    expect(del.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/businesses/mine', headers: bearer(token) })).statusCode).toBe(
      401,
    );
  });
});
