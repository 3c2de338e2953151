// Short credited links. On PostgreSQL (TEST_DATABASE_URL) the parallel cases run truly in
// parallel; PGlite runs one query at a time.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BusinessRow, memberships, scans, shortLinks } from '#server/db/schema.ts';
import { newAddress } from '#server/test/addresses.ts';
import { addMember, createBusinessFor } from '#server/test/fixtures.ts';
import { createTestApp, createUser, sameOrigin, TEST_ORIGIN, type TestApp } from '#server/test/test-app.ts';
import { deleteExpiredShortLinks, SHORT_LINK_DAYS } from './service';

let t: TestApp;
let business: BusinessRow;
let other: BusinessRow;
let owner: Awaited<ReturnType<typeof createUser>>;
let member: Awaited<ReturnType<typeof createUser>>;
let memberRef: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.db);
  member = await createUser(t.db);
  business = await createBusinessFor(t.db, owner.user.id);
  other = await createBusinessFor(t.db, (await createUser(t.db)).user.id);
  memberRef = (await addMember(t.db, business.id, member.user.id)).staffRef;
});
afterAll(() => t.close());

const create = (cookie: string, channel: string, businessId = business.id) =>
  t.app.inject({
    method: 'POST',
    url: `/api/businesses/${businessId}/short-links`,
    headers: sameOrigin(cookie),
    payload: { channel },
    remoteAddress: newAddress(),
  });
const open = (path: string, remoteAddress = newAddress()) =>
  t.app.inject({ method: 'GET', url: path, remoteAddress });
const pathOf = (url: string) => url.slice(TEST_ORIGIN.length);

describe('short links', () => {
  it("lead to the caller's own credited rating page with the channel, in at most 24 characters after the origin", async () => {
    const res = await create(member.cookie, 'sms');
    expect(res.statusCode).toBe(201);
    const { url, expiresAt } = res.json();
    expect(url.startsWith(`${TEST_ORIGIN}/r/`)).toBe(true);
    expect(pathOf(url).length).toBeLessThanOrEqual(24);
    const days = (new Date(expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(SHORT_LINK_DAYS - 0.01);
    expect(days).toBeLessThanOrEqual(SHORT_LINK_DAYS);

    const hop = await open(pathOf(url));
    expect(hop.statusCode).toBe(302);
    expect(hop.headers.location).toBe(`/rate/${business.id}?s=${memberRef}&c=sms`);
    expect(hop.headers['cache-control']).toBe('no-store');

    // The owner's link carries the owner's own reference, not the member's.
    const mine = (await create(owner.cookie, 'whatsapp')).json().url;
    const [ownerRow] = await t.db
      .select({ ref: memberships.staffRef })
      .from(memberships)
      .where(eq(memberships.userId, owner.user.id));
    expect((await open(pathOf(mine))).headers.location).toBe(
      `/rate/${business.id}?s=${ownerRow!.ref}&c=whatsapp`,
    );
  });

  it('hand the same link out again for the same person and channel, and a new one per channel', async () => {
    const a = (await create(member.cookie, 'email')).json().url;
    const b = (await create(member.cookie, 'email')).json().url;
    const c = (await create(member.cookie, 'copy')).json().url;
    expect(b).toBe(a);
    expect(c).not.toBe(a);
  });

  it('hand one link to parallel requests of the same person and channel (one row)', async () => {
    const u = await createUser(t.db);
    await addMember(t.db, business.id, u.user.id);
    const answers = await Promise.all(Array.from({ length: 12 }, () => create(u.cookie, 'whatsapp')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(201));
    expect(new Set(answers.map((a) => a.json().url)).size).toBe(1);
    const [membership] = await t.db.select().from(memberships).where(eq(memberships.userId, u.user.id));
    const rows = await t.db.select().from(shortLinks).where(eq(shortLinks.staffRef, membership!.staffRef));
    expect(rows).toHaveLength(1);
  });

  it('refuse an unknown channel with a readable 400, and a business the caller is not on with 403', async () => {
    const bad = await create(member.cookie, 'pigeon');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Channel must be one of sms, whatsapp, email, share, copy/);
    expect((await create(member.cookie, 'sms', other.id)).statusCode).toBe(403);
    expect((await create(member.cookie, 'qr')).statusCode).toBe(400);
  });

  it('answer the not-found page for unknown, tampered and malformed codes', async () => {
    const url = (await create(member.cookie, 'share')).json().url as string;
    const code = url.split('/r/')[1]!;
    const flip = (ch: string) => (ch === 'A' ? 'B' : 'A');
    const tamperedSignature = code.slice(0, -1) + flip(code.at(-1)!);
    const tamperedRandom = flip(code[0]!) + code.slice(1);
    for (const path of [
      `/r/${tamperedSignature}`,
      `/r/${tamperedRandom}`,
      '/r/short',
      '/r/madeUpCode123456',
      '/r/%00',
    ]) {
      const res = await open(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).not.toContain(business.id);
    }
    // Stored but not signed with this key (a row an attacker could not have made us sign): refused
    // by the signature alone.
    const unsigned = `${code.slice(0, 10)}XXXXXX`;
    await t.db.insert(shortLinks).values({
      code: unsigned,
      businessId: business.id,
      staffRef: memberRef,
      channel: 'sms',
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    expect((await open(`/r/${unsigned}`)).statusCode).toBe(404);
    // Deleted with the business's data: a signed code with no row is unknown too.
    await t.db.delete(shortLinks).where(eq(shortLinks.code, code));
    expect((await open(`/r/${code}`)).statusCode).toBe(404);
  });

  // An expired link said "Business Not Found" of a business that exists.
  it('past its date, says the link expired and leads to the business’s rating page, in the customer’s language', async () => {
    const url = (await create(member.cookie, 'sms')).json().url as string;
    const code = url.split('/r/')[1]!;
    const expired = new Date(Date.now() - 1000);
    await t.db.update(shortLinks).set({ expiresAt: expired }).where(eq(shortLinks.code, code));
    const res = await open(`/r/${code}`);
    expect(res.statusCode).toBe(410);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('This link has expired');
    expect(res.body).toContain(`href="/rate/${business.id}"`);
    expect(res.body).toContain(`Rate ${business.name}`);
    const german = await t.app.inject({
      method: 'GET',
      url: `/r/${code}?lang=de`,
      remoteAddress: newAddress(),
    });
    expect(german.statusCode).toBe(410);
    expect(german.body).toContain('Dieser Link ist abgelaufen');
    expect(german.body).toMatch(/<html[^>]*lang="de"/);

    // Kept 90 days past its date, then gone: an unknown link again.
    await deleteExpiredShortLinks(t.db, new Date(expired.getTime() + 89 * 86_400_000));
    expect((await open(`/r/${code}`)).statusCode).toBe(410);
    await deleteExpiredShortLinks(t.db, new Date(expired.getTime() + 91 * 86_400_000));
    expect((await open(`/r/${code}`)).statusCode).toBe(404);
  });

  it('never write on GET: opening a link records nothing until the rating page scans', async () => {
    const url = (await create(member.cookie, 'sms')).json().url as string;
    const before = await t.db.select().from(scans).where(eq(scans.businessId, business.id));
    await Promise.all(Array.from({ length: 10 }, () => open(pathOf(url))));
    const after = await t.db.select().from(scans).where(eq(scans.businessId, business.id));
    expect(after.length).toBe(before.length);
  });

  it('rate limit a burst of guesses from one address, in parallel, while other addresses still get through', async () => {
    const guesser = '10.99.0.1';
    const codes = Array.from({ length: 60 }, (_, i) => `/r/guess${String(i).padStart(11, '0')}`);
    const answers = await Promise.all(codes.map((c) => open(c, guesser)));
    const limited = answers.filter((r) => r.statusCode === 429);
    expect(answers.filter((r) => r.statusCode === 404).length).toBeLessThanOrEqual(30);
    expect(limited.length).toBeGreaterThanOrEqual(30);
    expect(limited[0]!.body).not.toMatch(/at .*\.ts/); // a readable answer, no stack
    const url = (await create(member.cookie, 'sms')).json().url as string;
    expect((await open(pathOf(url))).statusCode).toBe(302);
  });

  it('stay valid when many are made in parallel: every code distinct, every one leading to its maker', async () => {
    const people = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const u = await createUser(t.db);
        const m = await addMember(t.db, business.id, u.user.id);
        return { cookie: u.cookie, ref: m.staffRef };
      }),
    );
    const made = await Promise.all(
      people.flatMap((p) =>
        (['sms', 'whatsapp', 'email'] as const).map(async (channel) => {
          const res = await create(p.cookie, channel);
          expect(res.statusCode).toBe(201);
          return { ...p, channel, url: res.json().url as string };
        }),
      ),
    );
    expect(new Set(made.map((m) => m.url)).size).toBe(made.length);
    const hops = await Promise.all(made.map((m) => open(pathOf(m.url))));
    expect(hops.map((hop) => hop.headers.location)).toEqual(
      made.map((m) => `/rate/${business.id}?s=${m.ref}&c=${m.channel}`),
    );
  });
});
