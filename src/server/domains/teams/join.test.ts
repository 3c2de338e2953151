import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships } from '#server/db/schema.ts';
import { addMember, createBusinessFor } from '#server/test/fixtures.ts';
import { createTestApp, createUser, sameOrigin, type TestApp } from '#server/test/test-app.ts';
import {
  ALREADY_ON_A_TEAM_MESSAGE,
  ALREADY_ON_THIS_TEAM_MESSAGE,
  OWNER_CANNOT_JOIN_MESSAGE,
  TEAM_FULL_MESSAGE,
  WRONG_CODE_MESSAGE,
} from '#shared/schemas/teams.ts';
import { generateTeamCode } from './team-code';

describe('POST /api/teams/join', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const join = (businessCode: unknown, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/teams/join',
      headers: sameOrigin(cookie),
      payload: { businessCode },
    });

  async function businessWithCode(maxTeamSize = 3, businessCode = generateTeamCode()) {
    const owner = await createUser(t.db);
    const business = await createBusinessFor(t.db, owner.user.id, { businessCode, maxTeamSize });
    return { owner, business, code: business.businessCode! };
  }

  const seats = async (businessId: string) =>
    (await t.db.select().from(memberships).where(eq(memberships.businessId, businessId))).length;

  it('adds a signed-in user as a member and names the business', async () => {
    const { business, code } = await businessWithCode();
    const user = await createUser(t.db);
    const res = await join(code, user.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ business: { id: business.id, name: business.name } });
    const [row] = await t.db.select().from(memberships).where(eq(memberships.userId, user.user.id));
    expect(row).toMatchObject({ businessId: business.id, role: 'member' });
  });

  it('asks a signed-out visitor to sign in', async () => {
    const { code } = await businessWithCode();
    const res = await join(code);
    expect(res.statusCode).toBe(401);
  });

  it('answers every wrong code with the same 404, whatever its shape', async () => {
    const { code } = await businessWithCode(3, 'CASE7K');
    const user = await createUser(t.db);
    // Codes compare exactly as stored: the lower-case spelling is a different, wrong code.
    const wrong = ['ZZZZZZ', code.toLowerCase(), 'CASE7Z', 'abc123'];
    const bodies = new Set<string>();
    for (const c of wrong) {
      const res = await join(c, user.cookie);
      expect(res.statusCode).toBe(404);
      bodies.add(res.body);
    }
    expect([...bodies]).toEqual([JSON.stringify({ message: WRONG_CODE_MESSAGE, code: 'WRONG_CODE' })]);
  });

  it('trims spaces around a pasted code', async () => {
    const { code } = await businessWithCode();
    const user = await createUser(t.db);
    expect((await join(`  ${code} `, user.cookie)).statusCode).toBe(200);
  });

  it('answers a malformed body with a readable 400', async () => {
    const user = await createUser(t.db);
    for (const bad of ['ABC', 'ABCDEFG', 123456, undefined]) {
      const res = await join(bad, user.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please enter a 6-character business code');
    }
  });

  it('refuses a user who owns a business', async () => {
    const { code } = await businessWithCode();
    const otherOwner = await createUser(t.db);
    await createBusinessFor(t.db, otherOwner.user.id);
    const res = await join(code, otherOwner.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(OWNER_CANNOT_JOIN_MESSAGE);
  });

  it('tells a member, and the owner, that they are already on this team', async () => {
    const { owner, business, code } = await businessWithCode();
    const member = await createUser(t.db);
    await addMember(t.db, business.id, member.user.id);
    for (const cookie of [member.cookie, owner.cookie]) {
      const res = await join(code, cookie);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(ALREADY_ON_THIS_TEAM_MESSAGE);
    }
    expect(await seats(business.id)).toBe(2);
  });

  it('refuses a member of another team: one team per user', async () => {
    const first = await businessWithCode();
    const second = await businessWithCode();
    const user = await createUser(t.db);
    expect((await join(first.code, user.cookie)).statusCode).toBe(200);
    const res = await join(second.code, user.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ALREADY_ON_A_TEAM_MESSAGE);
    expect(await seats(second.business.id)).toBe(1);
  });

  it('refuses a full team: 3 users including the owner', async () => {
    const { business, code } = await businessWithCode();
    const [a, b, c] = [await createUser(t.db), await createUser(t.db), await createUser(t.db)];
    expect((await join(code, a.cookie)).statusCode).toBe(200);
    expect((await join(code, b.cookie)).statusCode).toBe(200);
    const res = await join(code, c.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: TEAM_FULL_MESSAGE, code: 'TEAM_FULL' });
    expect(await seats(business.id)).toBe(3);
  });

  it('gives the last seat to exactly one of two people joining at the same moment', async () => {
    // Several rounds: on PostgreSQL the two transactions really run at once.
    for (let round = 0; round < 5; round += 1) {
      const { business, code } = await businessWithCode();
      await addMember(t.db, business.id, (await createUser(t.db)).user.id);
      const [a, b] = [await createUser(t.db), await createUser(t.db)];
      const results = await Promise.all([join(code, a.cookie), join(code, b.cookie)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(results.find((r) => r.statusCode === 409)?.json().message).toBe(TEAM_FULL_MESSAGE);
      expect(await seats(business.id)).toBe(3);
    }
  });

  it('lets many people race for two seats and seats exactly two', async () => {
    const { business, code } = await businessWithCode(3);
    const racers = await Promise.all(Array.from({ length: 6 }, () => createUser(t.db)));
    const results = await Promise.all(racers.map((r) => join(code, r.cookie)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(4);
    expect(await seats(business.id)).toBe(3);
  });

  it('lets one person joining two teams at once end up on only one', async () => {
    const first = await businessWithCode();
    const second = await businessWithCode();
    const user = await createUser(t.db);
    const results = await Promise.all([join(first.code, user.cookie), join(second.code, user.cookie)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.db.select().from(memberships).where(eq(memberships.userId, user.user.id));
    expect(rows).toHaveLength(1);
  });
});
