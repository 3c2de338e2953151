import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, memberships } from '#server/db/schema.ts';
import { addMember, createBusinessFor } from '#server/test/fixtures.ts';
import { createTestApp, createUser, sameOrigin, type TestApp } from '#server/test/test-app.ts';
import { TEAM_CODE_ALPHABET } from '#shared/lib/teams.ts';
import { WRONG_CODE_MESSAGE } from '#shared/schemas/teams.ts';
import { regenerateCode } from './service';

const CODE = new RegExp(`^[${TEAM_CODE_ALPHABET}]{6}$`);

describe('team members and invitation codes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const generate = (id: string, cookie: string) =>
    t.app.inject({ method: 'POST', url: `/api/businesses/${id}/generate-code`, headers: sameOrigin(cookie) });
  const team = (id: string, cookie: string) =>
    t.app.inject({ url: `/api/businesses/${id}/team-members`, headers: { cookie } });
  const join = (businessCode: string, cookie: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/teams/join',
      headers: sameOrigin(cookie),
      payload: { businessCode },
    });

  it('lists the owner first, then members by join time, with counts that include the owner', async () => {
    const owner = await createUser(t.db, {
      firstName: 'Olive',
      lastName: 'Owner',
      email: 'olive@example.com',
    });
    const business = await createBusinessFor(t.db, owner.user.id);
    const first = await createUser(t.db, { firstName: 'Finn', lastName: 'First' });
    const second = await createUser(t.db, { firstName: 'Sam', lastName: 'Second' });
    // Inserted out of order, and Finn's join backdated before even the owner's: the list must
    // follow the role first, then the join time, not insertion order.
    await addMember(t.db, business.id, second.user.id);
    const m1 = await addMember(t.db, business.id, first.user.id);
    await t.db
      .update(memberships)
      .set({ createdAt: new Date(business.createdAt.getTime() - 60_000) })
      .where(eq(memberships.id, m1.id));

    const res = await team(business.id, owner.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ businessCode: null, teamCount: 3, maxTeamSize: 3 });
    expect(body.teamMembers.map((m: { userId: string }) => m.userId)).toEqual([
      owner.user.id,
      first.user.id,
      second.user.id,
    ]);
    expect(body.teamMembers[0]).toEqual({
      id: expect.any(String),
      userId: owner.user.id,
      role: 'owner',
      user: { firstName: 'Olive', lastName: 'Owner', email: 'olive@example.com' },
    });
    expect(body.teamMembers[1].role).toBe('member');
  });

  it('reports a raised maximum from the business row', async () => {
    const owner = await createUser(t.db);
    const business = await createBusinessFor(t.db, owner.user.id, { maxTeamSize: 5 });
    const body = (await team(business.id, owner.cookie)).json();
    expect(body).toMatchObject({ teamCount: 1, maxTeamSize: 5 });
  });

  it('is for the owner only: members and strangers are refused', async () => {
    const owner = await createUser(t.db);
    const member = await createUser(t.db);
    const stranger = await createUser(t.db);
    const business = await createBusinessFor(t.db, owner.user.id);
    await addMember(t.db, business.id, member.user.id);
    expect((await team(business.id, member.cookie)).statusCode).toBe(403);
    expect((await team(business.id, stranger.cookie)).statusCode).toBe(403);
    expect((await generate(business.id, member.cookie)).statusCode).toBe(403);
    expect((await team('NoSuchBusiness', owner.cookie)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/businesses/${business.id}/team-members` })).statusCode).toBe(401);
  });

  it('generates a 6-character code, stores it and shows it in the team', async () => {
    const owner = await createUser(t.db);
    const business = await createBusinessFor(t.db, owner.user.id);
    const res = await generate(business.id, owner.cookie);
    expect(res.statusCode).toBe(200);
    const { businessCode } = res.json();
    expect(businessCode).toMatch(CODE);
    expect((await team(business.id, owner.cookie)).json().businessCode).toBe(businessCode);
  });

  it('invalidates the old code at once when a new one is generated', async () => {
    const owner = await createUser(t.db);
    const business = await createBusinessFor(t.db, owner.user.id);
    const old = (await generate(business.id, owner.cookie)).json().businessCode;
    const fresh = (await generate(business.id, owner.cookie)).json().businessCode;
    expect(fresh).toMatch(CODE);
    expect(fresh).not.toBe(old);

    const joiner = await createUser(t.db);
    const refused = await join(old, joiner.cookie);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(WRONG_CODE_MESSAGE);
    const accepted = await join(fresh, joiner.cookie);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ business: { id: business.id, name: business.name } });
  });

  it('keeps codes unique across businesses: a taken code is drawn again', async () => {
    const a = await createBusinessFor(t.db, (await createUser(t.db)).user.id, { businessCode: 'TAKEN2' });
    const b = await createBusinessFor(t.db, (await createUser(t.db)).user.id);
    const draws = ['TAKEN2', 'TAKEN2', 'FRESH3'];
    const code = await regenerateCode(t.db, b.id, () => draws.shift() ?? 'NEVER9');
    expect(code).toBe('FRESH3');
    expect(draws).toEqual([]);
    const rows = await t.db.select({ id: businesses.id, code: businesses.businessCode }).from(businesses);
    expect(rows.find((r) => r.id === a.id)?.code).toBe('TAKEN2');
    expect(rows.find((r) => r.id === b.id)?.code).toBe('FRESH3');
  });

  it('gives up with an error rather than looping forever if every draw is taken', async () => {
    await createBusinessFor(t.db, (await createUser(t.db)).user.id, { businessCode: 'STUCK4' });
    const b = await createBusinessFor(t.db, (await createUser(t.db)).user.id);
    await expect(regenerateCode(t.db, b.id, () => 'STUCK4')).rejects.toThrow(/free business code/);
  });
});
