import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scans } from '#server/db/schema.ts';
import { newAddress } from '#server/test/addresses.ts';
import { addMember, createBusinessFor } from '#server/test/fixtures.ts';
import { createTestApp, createUser, sameOrigin, TEST_ORIGIN, type TestApp } from '#server/test/test-app.ts';
import type { Analytics } from '#shared/schemas/analytics.ts';
import type { StaffRow } from '#shared/schemas/staff.ts';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An owner Olivia Owner and two members, Mia Member and Max Member, each with a session. */
async function team(options: { reviewFilterEnabled?: boolean } = {}) {
  const owner = await createUser(t.db, { firstName: 'Olivia', lastName: 'Owner' });
  const business = await createBusinessFor(t.db, owner.user.id, options);
  const mia = await createUser(t.db, { firstName: 'Mia', lastName: 'Member' });
  const max = await createUser(t.db, { firstName: 'Max', lastName: 'Member' });
  await addMember(t.db, business.id, mia.user.id);
  await addMember(t.db, business.id, max.user.id);
  const stranger = await createUser(t.db);
  return { business, owner, mia, max, stranger };
}

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

async function staffLink(businessId: string, cookie: string) {
  const res = await get(`/api/businesses/${businessId}/staff-link`, cookie);
  expect(res.statusCode).toBe(200);
  return res.json() as { staffRef: string; url: string };
}

async function analytics(businessId: string, cookie: string): Promise<Analytics> {
  const res = await get(`/api/businesses/${businessId}/analytics`, cookie);
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** What the rating page does: POST …/scan with the reference, then the rating with the scan id. */
async function visit(businessId: string, staff: string | undefined, rating?: number) {
  const scan = await t.app.inject({
    method: 'POST',
    url: `/api/businesses/${businessId}/scan`,
    headers: { ...sameOrigin(), 'user-agent': ANDROID },
    remoteAddress: newAddress(),
    ...(staff === undefined ? {} : { payload: { staff } }),
  });
  expect(scan.statusCode).toBe(201);
  const { scanId } = scan.json() as { scanId: string };
  if (rating !== undefined) {
    const rated = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${businessId}/ratings`,
      headers: { ...sameOrigin(), 'user-agent': ANDROID },
      remoteAddress: newAddress(),
      payload: { rating, scanId },
    });
    expect(rated.statusCode).toBe(200);
  }
  return scanId;
}

const rowOf = (a: Analytics, name: string) => a.byStaff.find((r) => r.name === name);
const allTime = (row: StaffRow | undefined) => row?.allTime;

describe('GET /api/businesses/:id/staff-link', () => {
  it("answers each person's own reference and link, for the owner and for a member", async () => {
    const { business, owner, mia } = await team();
    const o = await staffLink(business.id, owner.cookie);
    const m = await staffLink(business.id, mia.cookie);
    for (const link of [o, m]) {
      // 7 base64url characters: 42 random bits, and nothing from the user id.
      expect(link.staffRef).toMatch(/^[A-Za-z0-9_-]{7}$/);
      expect(link.url).toBe(`${TEST_ORIGIN}/rate/${business.id}?s=${link.staffRef}`);
    }
    expect(o.staffRef).not.toBe(m.staffRef);
    expect(mia.user.id).not.toContain(m.staffRef);
    // Asked again, the same reference: it is the membership's, not the request's.
    expect((await staffLink(business.id, mia.cookie)).staffRef).toBe(m.staffRef);
  });

  it('gives a stranger and a signed-out visitor nothing', async () => {
    const { business, stranger } = await team();
    const res = await get(`/api/businesses/${business.id}/staff-link`, stranger.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).not.toHaveProperty('staffRef');
    expect((await get(`/api/businesses/${business.id}/staff-link`)).statusCode).toBe(401);
  });
});

describe('attribution of scans, ratings and feedback', () => {
  it("puts the owner's and a member's scans, each with its reference, under the right names", async () => {
    const { business, owner, mia, max } = await team();
    const oRef = (await staffLink(business.id, owner.cookie)).staffRef;
    const miaRef = (await staffLink(business.id, mia.cookie)).staffRef;
    await visit(business.id, oRef, 5);
    await visit(business.id, miaRef, 5);
    await visit(business.id, miaRef, 4);
    await visit(business.id, miaRef); // scanned, never rated
    await visit(business.id, undefined, 5); // a printed poster: nobody's

    const a = await analytics(business.id, owner.cookie);
    expect(a.totalScans).toBe(5);
    expect(rowOf(a, 'Mia Member')).toMatchObject({
      staffRef: miaRef,
      role: 'member',
      current: true,
      allTime: { scans: 3, ratings: 2, conversions: 2, conversionRate: 66.7, feedbackCount: 0 },
      thisWeek: { scans: 3, ratings: 2, conversions: 2 },
      lastWeek: { scans: 0, ratings: 0, conversions: 0 },
    });
    expect(rowOf(a, 'Olivia Owner')).toMatchObject({
      staffRef: oRef,
      role: 'owner',
      you: true,
      allTime: { scans: 1, ratings: 1, conversions: 1, conversionRate: 100 },
    });
    // A member without scans still has a row of zeros, ranked last.
    expect(rowOf(a, 'Max Member')?.allTime).toEqual({
      scans: 0,
      ratings: 0,
      conversions: 0,
      conversionRate: 0,
      feedbackCount: 0,
    });
    expect(a.byStaff.map((r) => r.name)).toEqual(['Mia Member', 'Olivia Owner', 'Max Member']);
    // The team's totals are the attributed scans only: the poster's scan is the business's.
    expect(a.teamTotals.allTime).toMatchObject({ scans: 4, ratings: 3, conversions: 3 });
    expect(max.user.id).toBeTruthy();
  });

  it('records an unknown or malformed reference as an unattributed scan, never an error', async () => {
    const { business, owner } = await team();
    for (const staff of ['Zz9Zz9Z', 'not a ref!', '']) {
      const scanId = await visit(business.id, staff, 5);
      const [row] = await t.db.select().from(scans).where(eq(scans.id, scanId));
      expect(row?.staffRef).toBeNull();
    }
    const odd = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${business.id}/scan`,
      headers: { ...sameOrigin(), 'user-agent': ANDROID },
      remoteAddress: newAddress(),
      payload: { staff: 12345 },
    });
    expect(odd.statusCode).toBe(201);
    const a = await analytics(business.id, owner.cookie);
    expect(a.totalScans).toBe(4);
    expect(a.teamTotals.allTime.scans).toBe(0);
    expect(a.byStaff.every((r) => r.allTime.scans === 0)).toBe(true);
  });

  it("keeps a removed member's history under their name, and their reference no longer attributes", async () => {
    const { business, owner, mia } = await team();
    const miaRef = (await staffLink(business.id, mia.cookie)).staffRef;
    await visit(business.id, miaRef, 5);
    await visit(business.id, miaRef, 2);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/businesses/${business.id}/team-members/${mia.user.id}`,
      headers: sameOrigin(owner.cookie),
    });
    expect(removed.statusCode).toBe(204);

    const after = await visit(business.id, miaRef, 5);
    const [row] = await t.db.select().from(scans).where(eq(scans.id, after));
    expect(row?.staffRef).toBeNull();
    // Her link is gone with her membership.
    expect((await get(`/api/businesses/${business.id}/staff-link`, mia.cookie)).statusCode).toBe(403);

    const a = await analytics(business.id, owner.cookie);
    expect(rowOf(a, 'Mia Member')).toMatchObject({
      staffRef: miaRef,
      current: false,
      // The review filter is off: both ratings went to Google.
      allTime: { scans: 2, ratings: 2, conversions: 2 },
    });
    expect(a.totalScans).toBe(3);
  });

  it('attributes a rating made without a scan id, and the no-JavaScript form with its hidden field', async () => {
    const { business, owner, mia } = await team();
    const miaRef = (await staffLink(business.id, mia.cookie)).staffRef;
    // The page a member's QR opens carries the reference in its form.
    const page = await get(`/rate/${business.id}?s=${miaRef}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<input type="hidden" name="staff" value="${miaRef}"/>`);
    // …and a plain page does not (the cache must not mix the two).
    expect((await get(`/rate/${business.id}`)).body).not.toContain('name="staff"');
    expect((await get(`/rate/${business.id}?s=<script>`)).body).not.toContain('name="staff"');

    const form = await t.app.inject({
      method: 'POST',
      url: `/rate/${business.id}`,
      headers: {
        ...sameOrigin(),
        'content-type': 'application/x-www-form-urlencoded',
        'user-agent': ANDROID,
      },
      payload: new URLSearchParams({ rating: '5', staff: miaRef }).toString(),
      remoteAddress: newAddress(),
    });
    expect(form.statusCode).toBe(303);
    const api = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${business.id}/ratings`,
      headers: { ...sameOrigin(), 'user-agent': ANDROID },
      payload: { rating: 4, staff: miaRef },
      remoteAddress: newAddress(),
    });
    expect(api.statusCode).toBe(200);
    const a = await analytics(business.id, owner.cookie);
    expect(rowOf(a, 'Mia Member')?.allTime).toMatchObject({ scans: 2, ratings: 2, conversions: 2 });
  });

  it("counts feedback under the scan's member and shows the owner, only, whose QR brought it", async () => {
    const { business, owner, mia } = await team({ reviewFilterEnabled: true });
    const miaRef = (await staffLink(business.id, mia.cookie)).staffRef;
    const scanId = await visit(business.id, miaRef, 2);
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${business.id}/feedback`,
      headers: { ...sameOrigin(), 'user-agent': ANDROID },
      payload: { feedback: 'Slow service today.', rating: 2, scanId },
      remoteAddress: newAddress(),
    });
    expect(sent.statusCode).toBe(201);
    await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${business.id}/feedback`,
      headers: { ...sameOrigin(), 'user-agent': ANDROID },
      payload: { feedback: 'From the poster.', rating: 3 },
      remoteAddress: newAddress(),
    });

    const a = await analytics(business.id, owner.cookie);
    expect(allTime(rowOf(a, 'Mia Member'))).toMatchObject({
      scans: 1,
      ratings: 1,
      conversions: 0,
      feedbackCount: 1,
    });

    const inbox = (await get(`/api/businesses/${business.id}/feedback`, owner.cookie)).json() as {
      feedbackText: string;
      staffName?: string | null;
    }[];
    expect(inbox.find((f) => f.feedbackText === 'Slow service today.')?.staffName).toBe('Mia Member');
    expect(inbox.find((f) => f.feedbackText === 'From the poster.')?.staffName).toBeNull();
    const members = (await get(`/api/businesses/${business.id}/feedback`, mia.cookie)).json() as object[];
    expect(members).toHaveLength(2);
    for (const item of members) expect(item).not.toHaveProperty('staffName');
  });
});

describe('many customers at once', () => {
  it("counts every parallel scan and rating of one member's QR exactly once", async () => {
    const { business, owner, mia } = await team();
    const miaRef = (await staffLink(business.id, mia.cookie)).staffRef;
    const n = Number(process.env.RACE_N ?? 24);
    // Parallel on PostgreSQL (a pool of connections); PGlite runs them one at a time.
    await Promise.all(
      Array.from({ length: n }, (_, i) => visit(business.id, miaRef, i % 2 === 0 ? 5 : undefined)),
    );
    const a = await analytics(business.id, owner.cookie);
    expect(rowOf(a, 'Mia Member')?.allTime).toMatchObject({ scans: n, ratings: n / 2, conversions: n / 2 });
    expect(a.totalScans).toBe(n);
  });
});

describe('who sees which rows of the team board', () => {
  it("shows a member every row by default, and only their own with the team's totals when the owner turns the board off", async () => {
    const { business, owner, mia, max } = await team();
    const miaRef = (await staffLink(business.id, mia.cookie)).staffRef;
    const maxRef = (await staffLink(business.id, max.cookie)).staffRef;
    await visit(business.id, miaRef, 5);
    await visit(business.id, maxRef, 5);
    await visit(business.id, maxRef, 5);

    const open = await analytics(business.id, mia.cookie);
    expect(open.teamBoardVisible).toBe(true);
    expect(open.byStaff.map((r) => r.name).sort()).toEqual(['Max Member', 'Mia Member', 'Olivia Owner']);

    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/businesses/${business.id}/team-board`,
      headers: sameOrigin(owner.cookie),
      payload: { teamBoardVisible: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ teamBoardVisible: false });

    const mine = await analytics(business.id, mia.cookie);
    expect(mine.teamBoardVisible).toBe(false);
    expect(mine.byStaff).toHaveLength(1);
    expect(mine.byStaff[0]).toMatchObject({ name: 'Mia Member', you: true, allTime: { scans: 1 } });
    expect(JSON.stringify(mine)).not.toContain(maxRef);
    expect(JSON.stringify(mine)).not.toContain('Max Member');
    expect(mine.teamTotals.allTime).toMatchObject({ scans: 3, conversions: 3 });

    // The owner always sees everyone.
    expect((await analytics(business.id, owner.cookie)).byStaff).toHaveLength(3);
  });

  it('lets only the owner change the setting, and refuses a bad body with a readable 400', async () => {
    const { business, owner, mia, stranger } = await team();
    const patch = (cookie: string | undefined, payload: unknown) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/businesses/${business.id}/team-board`,
        headers: sameOrigin(cookie),
        payload: payload as object,
      });
    expect((await patch(mia.cookie, { teamBoardVisible: false })).statusCode).toBe(403);
    expect((await patch(stranger.cookie, { teamBoardVisible: false })).statusCode).toBe(403);
    expect((await patch(undefined, { teamBoardVisible: false })).statusCode).toBe(401);
    const bad = await patch(owner.cookie, { teamBoardVisible: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/teamBoardVisible must be true or false/);
    expect((await analytics(business.id, owner.cookie)).teamBoardVisible).toBe(true);
  });

  it('gives a stranger no figures at all', async () => {
    const { business, stranger } = await team();
    const res = await get(`/api/businesses/${business.id}/analytics`, stranger.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).not.toHaveProperty('byStaff');
  });
});
