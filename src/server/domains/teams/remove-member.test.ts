import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships } from '#server/db/schema.ts';
import { addMember, createBusinessFor } from '#server/test/fixtures.ts';
import { createTestApp, createUser, sameOrigin, type TestApp } from '#server/test/test-app.ts';
import { OWNER_CANNOT_BE_REMOVED_MESSAGE } from '#shared/schemas/teams.ts';

describe('DELETE /api/businesses/:id/team-members/:userId', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function teamOfThree() {
    const owner = await createUser(t.db);
    const member = await createUser(t.db);
    const other = await createUser(t.db);
    const business = await createBusinessFor(t.db, owner.user.id);
    await addMember(t.db, business.id, member.user.id);
    await addMember(t.db, business.id, other.user.id);
    return { owner, member, other, business };
  }

  const remove = (businessId: string, userId: string, cookie?: string) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/businesses/${businessId}/team-members/${userId}`,
      headers: sameOrigin(cookie),
    });

  const isMember = async (businessId: string, userId: string) =>
    (
      await t.db
        .select()
        .from(memberships)
        .where(and(eq(memberships.businessId, businessId), eq(memberships.userId, userId)))
    ).length === 1;

  it('lets the owner remove a member', async () => {
    const { owner, member, business } = await teamOfThree();
    const res = await remove(business.id, member.user.id, owner.cookie);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await isMember(business.id, member.user.id)).toBe(false);
    const team = await t.app.inject({
      url: `/api/businesses/${business.id}/team-members`,
      headers: { cookie: owner.cookie },
    });
    expect(team.json().teamCount).toBe(2);
  });

  it('lets a member leave the team', async () => {
    const { member, other, business } = await teamOfThree();
    expect((await remove(business.id, member.user.id, member.cookie)).statusCode).toBe(204);
    expect(await isMember(business.id, member.user.id)).toBe(false);
    expect(await isMember(business.id, other.user.id)).toBe(true);
    // Gone means gone: the same call again no longer passes the membership check.
    expect((await remove(business.id, member.user.id, member.cookie)).statusCode).toBe(403);
  });

  it('never removes the owner, not even by the owner', async () => {
    const { owner, business } = await teamOfThree();
    const res = await remove(business.id, owner.user.id, owner.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(OWNER_CANNOT_BE_REMOVED_MESSAGE);
    expect(await isMember(business.id, owner.user.id)).toBe(true);
  });

  it('refuses a member removing someone else, the owner included', async () => {
    const { owner, member, other, business } = await teamOfThree();
    expect((await remove(business.id, other.user.id, member.cookie)).statusCode).toBe(403);
    expect((await remove(business.id, owner.user.id, member.cookie)).statusCode).toBe(403);
    expect(await isMember(business.id, other.user.id)).toBe(true);
    expect(await isMember(business.id, owner.user.id)).toBe(true);
  });

  it('refuses strangers and other owners, and asks the signed-out to sign in', async () => {
    const { member, business } = await teamOfThree();
    const stranger = await createUser(t.db);
    const otherOwner = await createUser(t.db);
    await createBusinessFor(t.db, otherOwner.user.id);
    expect((await remove(business.id, member.user.id, stranger.cookie)).statusCode).toBe(403);
    expect((await remove(business.id, member.user.id, otherOwner.cookie)).statusCode).toBe(403);
    expect((await remove(business.id, member.user.id)).statusCode).toBe(401);
    expect(await isMember(business.id, member.user.id)).toBe(true);
  });

  it('answers 404 for someone who is not on this team', async () => {
    const { owner, business } = await teamOfThree();
    const outsider = await createUser(t.db);
    const res = await remove(business.id, outsider.user.id, owner.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('That person is not on this team.');
    expect((await remove(business.id, 'no-such-user', owner.cookie)).statusCode).toBe(404);
  });

  it('answers 400 for a malformed user id and 404 for an unknown business', async () => {
    const { owner, member, business } = await teamOfThree();
    const bad = await remove(business.id, 'not%20valid', owner.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('That team member link is not valid.');
    expect((await remove('NoSuchBusiness', member.user.id, owner.cookie)).statusCode).toBe(404);
  });

  it('frees the seat: a removed member can join again with the code', async () => {
    const { owner, member, business } = await teamOfThree();
    const { businessCode } = (
      await t.app.inject({
        method: 'POST',
        url: `/api/businesses/${business.id}/generate-code`,
        headers: sameOrigin(owner.cookie),
      })
    ).json();
    await remove(business.id, member.user.id, owner.cookie);
    const rejoin = await t.app.inject({
      method: 'POST',
      url: '/api/teams/join',
      headers: sameOrigin(member.cookie),
      payload: { businessCode },
    });
    expect(rejoin.statusCode).toBe(200);
  });
});
