// Every day, week and month is the business's own, in its IANA time zone.

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { memberships, staffDailyStats } from '#server/db/schema.ts';
import { submitFeedback } from '#server/domains/feedback/service.ts';
import { DEMO_CATALOGUE } from '#server/domains/places/demo-catalogue.ts';
import { rateScan, recordScan } from '#server/domains/visits/rate-visit.ts';
import { newAddress } from '#server/test/addresses.ts';
import { addMember } from '#server/test/fixtures.ts';
import { rollupFromScans } from '#server/test/rollup-from-scans.ts';
import { createTestApp, createUser, sameOrigin, type TestApp } from '#server/test/test-app.ts';
import type { Analytics } from '#shared/schemas/analytics.ts';

let t: TestApp;
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  t = await createTestApp();
});
afterAll(async () => {
  // The next file in this worker runs on the real clock, whatever closing says.
  vi.useRealTimers();
  await t.close();
});

let nextPlace = 0;
/** Registers a business through the API, as the browser does, with its zone (or none). */
async function register(cookie: string, timeZone?: string, addLocation?: boolean) {
  const placeId = DEMO_CATALOGUE[nextPlace++]!.placeId;
  return t.app.inject({
    method: 'POST',
    url: '/api/businesses',
    headers: sameOrigin(cookie),
    // Each from its own address: the route's limit of 20 a minute is not what these tests are about.
    remoteAddress: newAddress(),
    payload: {
      name: 'n',
      address: 'a',
      placeId,
      ...(timeZone ? { timeZone } : {}),
      ...(addLocation ? { addLocation } : {}),
    },
  });
}

/** An owner signed in at `now` (the clock is pinned there) with a business in the zone. */
async function ownerIn(timeZone?: string, now = '2030-03-17T18:00:00Z') {
  vi.setSystemTime(new Date(now));
  const owner = await createUser(t.db);
  const res = await register(owner.cookie, timeZone);
  expect(res.statusCode).toBe(201);
  return { owner, business: res.json() as { id: string; timeZone: string } };
}

async function analytics(businessId: string, cookie: string, now: string): Promise<Analytics> {
  vi.setSystemTime(new Date(now));
  const res = await t.app.inject({ url: `/api/businesses/${businessId}/analytics`, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const scan = (businessId: string, iso: string) =>
  recordScan(t.db, { businessId, deviceType: 'mobile', now: new Date(iso) });
const day = (a: Analytics, date: string) => a.daily.find((d) => d.date === date);

const setZone = (id: string, cookie: string, timeZone: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/businesses/${id}`,
    headers: sameOrigin(cookie),
    payload: { timeZone },
  });

describe('a scan at 23:30 local on a Saturday is counted on that Saturday', () => {
  it('in America/Los_Angeles (UTC−7 in March: Sunday 06:30 in UTC)', async () => {
    const { owner, business } = await ownerIn('America/Los_Angeles');
    expect(business.timeZone).toBe('America/Los_Angeles');
    await scan(business.id, '2030-03-16T07:30:00Z'); // Saturday 00:30 local
    await scan(business.id, '2030-03-17T06:30:00Z'); // Saturday 23:30 local, Sunday in UTC
    const a = await analytics(business.id, owner.cookie, '2030-03-17T18:00:00Z'); // Sunday 11:00 local
    expect(a.timeZone).toBe('America/Los_Angeles');
    expect(day(a, '2030-03-16')?.scans).toBe(2);
    expect(day(a, '2030-03-17')?.scans).toBe(0);
    expect(a.daily.at(-1)?.date).toBe('2030-03-17'); // today is the local Sunday
    expect(a.thisWeekScans).toBe(2);
  });

  it('in Pacific/Kiritimati (UTC+14: the same Saturday starts on Friday in UTC)', async () => {
    const { owner, business } = await ownerIn('Pacific/Kiritimati', '2030-03-16T12:00:00Z');
    await scan(business.id, '2030-03-15T10:30:00Z'); // Saturday 00:30 local, Friday in UTC
    await scan(business.id, '2030-03-16T09:30:00Z'); // Saturday 23:30 local
    await scan(business.id, '2030-03-16T10:30:00Z'); // Sunday 00:30 local, still Saturday in UTC
    const a = await analytics(business.id, owner.cookie, '2030-03-16T12:00:00Z'); // Sunday 02:00 local
    expect(day(a, '2030-03-15')?.scans).toBe(0);
    expect(day(a, '2030-03-16')?.scans).toBe(2);
    expect(day(a, '2030-03-17')?.scans).toBe(1);
    expect(a.daily.at(-1)?.date).toBe('2030-03-17');
    expect(a.thisWeekScans).toBe(3);
  });

  it('and a rating given after local midnight stays on the scan’s day', async () => {
    const { owner, business } = await ownerIn('America/Los_Angeles');
    const { scanId } = await scan(business.id, '2030-03-17T06:50:00Z'); // Saturday 23:50 local
    await rateScan(t.db, {
      businessId: business.id,
      scanId,
      rating: 5,
      now: new Date('2030-03-17T07:10:00Z'),
    });
    const a = await analytics(business.id, owner.cookie, '2030-03-17T18:00:00Z');
    expect(day(a, '2030-03-16')).toMatchObject({ scans: 1, conversions: 1 });
    expect(day(a, '2030-03-17')).toMatchObject({ scans: 0, conversions: 0 });
  });
});

describe('the edges of months and of summer time', () => {
  it('23:30 on the last day of a month belongs to that month’s last day', async () => {
    const { owner, business } = await ownerIn('America/Los_Angeles', '2030-04-01T12:00:00Z');
    await scan(business.id, '2030-04-01T06:30:00Z'); // 31 March 23:30 local, 1 April in UTC
    const a = await analytics(business.id, owner.cookie, '2030-04-01T12:00:00Z'); // 1 April 05:00 local
    expect(day(a, '2030-03-31')?.scans).toBe(1);
    expect(day(a, '2030-04-01')?.scans).toBe(0);
  });

  it('the 23-hour day clocks go forward (10 March 2030 in Los Angeles)', async () => {
    const { owner, business } = await ownerIn('America/Los_Angeles', '2030-03-12T18:00:00Z');
    await scan(business.id, '2030-03-10T07:59:00Z'); // 9 March 23:59 PST
    await scan(business.id, '2030-03-10T08:30:00Z'); // 10 March 00:30 PST
    await scan(business.id, '2030-03-10T10:30:00Z'); // 03:30 PDT, just after the change
    await scan(business.id, '2030-03-11T06:59:00Z'); // 23:59 PDT
    await scan(business.id, '2030-03-11T07:00:00Z'); // 11 March 00:00 PDT
    const a = await analytics(business.id, owner.cookie, '2030-03-12T18:00:00Z');
    expect([day(a, '2030-03-09')?.scans, day(a, '2030-03-10')?.scans, day(a, '2030-03-11')?.scans]).toEqual([
      1, 3, 1,
    ]);
  });

  it('the 25-hour day clocks go back (3 November 2030 in Los Angeles), 01:30 twice', async () => {
    const { owner, business } = await ownerIn('America/Los_Angeles', '2030-11-05T18:00:00Z');
    await scan(business.id, '2030-11-03T06:59:00Z'); // 2 November 23:59 PDT
    await scan(business.id, '2030-11-03T07:00:00Z'); // 3 November 00:00 PDT
    await scan(business.id, '2030-11-03T08:30:00Z'); // 01:30 PDT
    await scan(business.id, '2030-11-03T09:30:00Z'); // 01:30 PST, the second time
    await scan(business.id, '2030-11-04T07:59:00Z'); // 23:59 PST
    await scan(business.id, '2030-11-04T08:00:00Z'); // 4 November 00:00 PST
    const a = await analytics(business.id, owner.cookie, '2030-11-05T18:00:00Z');
    expect([day(a, '2030-11-02')?.scans, day(a, '2030-11-03')?.scans, day(a, '2030-11-04')?.scans]).toEqual([
      1, 4, 1,
    ]);
  });

  it('Europe/Berlin goes forward at 02:00 local on 31 March 2030: one day, 23 hours', async () => {
    const { owner, business } = await ownerIn('Europe/Berlin', '2030-04-01T10:00:00Z');
    await scan(business.id, '2030-03-30T23:00:00Z'); // 31 March 00:00 CET
    await scan(business.id, '2030-03-31T21:59:00Z'); // 23:59 CEST
    await scan(business.id, '2030-03-31T22:00:00Z'); // 1 April 00:00 CEST
    const a = await analytics(business.id, owner.cookie, '2030-04-01T10:00:00Z');
    expect([day(a, '2030-03-31')?.scans, day(a, '2030-04-01')?.scans]).toEqual([2, 1]);
  });
});

describe('PATCH /api/businesses/{id} { timeZone }', () => {
  it('moves the history to the new zone’s days, and back', async () => {
    const { owner, business } = await ownerIn(); // no zone sent: UTC until the owner's browser says
    expect(business.timeZone).toBe('UTC');
    await scan(business.id, '2030-03-16T03:00:00Z'); // Saturday in UTC, Friday 20:00 in Los Angeles
    const { scanId } = await scan(business.id, '2030-03-16T04:00:00Z');
    await rateScan(t.db, {
      businessId: business.id,
      scanId,
      rating: 4,
      now: new Date('2030-03-16T04:01:00Z'),
    });
    let a = await analytics(business.id, owner.cookie, '2030-03-17T18:00:00Z');
    expect(day(a, '2030-03-16')).toMatchObject({ scans: 2, conversions: 1 });

    const res = await setZone(business.id, owner.cookie, 'america/los_angeles');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ timeZone: 'America/Los_Angeles' }); // the zone's own spelling
    a = await analytics(business.id, owner.cookie, '2030-03-17T18:00:00Z');
    expect(a.timeZone).toBe('America/Los_Angeles');
    expect(day(a, '2030-03-15')).toMatchObject({ scans: 2, conversions: 1 });
    expect(day(a, '2030-03-16')).toMatchObject({ scans: 0, conversions: 0 });
    expect(a.ratingDistribution[3]?.count).toBe(1);
    // The rollup is exactly the raw visits counted by the new zone's days.
    const rows = (await rollupFromScans(t.db, business.id)).map((r) => [r.day, r.scans, r.conversions]);
    expect(rows).toEqual([['2030-03-15', 2, 1]]);
    // A new visit lands in the new zone at once; an attributed one too, on the member's row.
    const mine = await t.app.inject({ url: '/api/businesses/mine', headers: { cookie: owner.cookie } });
    expect(mine.json()[0].timeZone).toBe('America/Los_Angeles');
    const my = await t.app.inject({ url: '/api/businesses/my-business', headers: { cookie: owner.cookie } });
    expect(my.json().timeZone).toBe('America/Los_Angeles');

    expect((await setZone(business.id, owner.cookie, 'UTC')).statusCode).toBe(200);
    a = await analytics(business.id, owner.cookie, '2030-03-17T18:00:00Z');
    expect(day(a, '2030-03-16')).toMatchObject({ scans: 2, conversions: 1 });
  });

  it('keeps a member row’s feedback when the history moves (the property test’s counterexample)', async () => {
    const { owner, business } = await ownerIn('UTC', '2030-01-30T12:00:00Z');
    const [m] = await t.db
      .select({ staffRef: memberships.staffRef })
      .from(memberships)
      .where(eq(memberships.businessId, business.id));
    const at = new Date('2030-01-30T00:00:00Z'); // 29 January, 16:00 in Los Angeles
    const { scanId } = await rateScan(t.db, {
      businessId: business.id,
      rating: 1,
      now: at,
      staffRef: m!.staffRef,
    });
    await submitFeedback(t.db, { businessId: business.id, feedback: 'Cold', rating: 1, scanId, now: at });
    expect((await setZone(business.id, owner.cookie, 'America/Los_Angeles')).statusCode).toBe(200);
    const rows = await t.db
      .select({
        day: staffDailyStats.day,
        scans: staffDailyStats.scans,
        feedback: staffDailyStats.feedbackCount,
      })
      .from(staffDailyStats)
      .where(eq(staffDailyStats.businessId, business.id));
    expect(rows).toEqual([{ day: '2030-01-29', scans: 1, feedback: 1 }]);
  });

  it('answers 400 with a message for an unknown zone, a wrong type or another field, and changes nothing', async () => {
    const { owner, business } = await ownerIn('Europe/Berlin');
    for (const [payload, message] of [
      [{ timeZone: 'Mars/Olympus_Mons' }, 'Time zone must be a name such as Europe/Berlin'],
      [{ timeZone: 42 }, 'Time zone must be a name such as Europe/Berlin'],
      [{ timeZone: '' }, 'Time zone must be a name such as Europe/Berlin'],
      [{}, 'Time zone must be a name such as Europe/Berlin'],
    ] as const) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/businesses/${business.id}`,
        headers: sameOrigin(owner.cookie),
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const extra = await t.app.inject({
      method: 'PATCH',
      url: `/api/businesses/${business.id}`,
      headers: sameOrigin(owner.cookie),
      payload: { timeZone: 'UTC', name: 'Renamed' },
    });
    expect(extra.statusCode).toBe(400);
    const my = await t.app.inject({ url: '/api/businesses/my-business', headers: { cookie: owner.cookie } });
    expect(my.json().timeZone).toBe('Europe/Berlin');
    expect(my.json().name).not.toBe('Renamed');
  });

  it('is the owner’s alone: a member and another owner get 403, another business’s id changes nothing of it', async () => {
    const { owner, business } = await ownerIn('Europe/Berlin');
    const member = await createUser(t.db);
    await addMember(t.db, business.id, member.user.id);
    expect((await setZone(business.id, member.cookie, 'Asia/Tokyo')).json()).toMatchObject({
      code: 'OWNER_ONLY',
    });
    const other = await ownerIn('UTC');
    const res = await setZone(business.id, other.owner.cookie, 'Asia/Tokyo');
    expect(res.statusCode).toBe(403);
    expect((await setZone(other.business.id, owner.cookie, 'Asia/Tokyo')).statusCode).toBe(403);
    const my = await t.app.inject({ url: '/api/businesses/my-business', headers: { cookie: owner.cookie } });
    expect(my.json().timeZone).toBe('Europe/Berlin');
  });

  it('registration refuses an unknown zone with 400 and registers nothing', async () => {
    const owner = await createUser(t.db);
    const res = await register(owner.cookie, 'Nowhere/Land');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Time zone must be a name such as Europe/Berlin');
    const my = await t.app.inject({ url: '/api/businesses/my-business', headers: { cookie: owner.cookie } });
    expect(my.statusCode).toBe(404);
  });
});

it('All locations counts each location’s week in its own zone', async () => {
  const { owner, business: la } = await ownerIn('America/Los_Angeles');
  const second = await register(owner.cookie, 'Pacific/Kiritimati', true);
  expect(second.statusCode).toBe(201);
  const kiritimati = second.json() as { id: string };
  // Monday 11 March 01:00 in Los Angeles, Monday 22:00 in Kiritimati: this week there is 12–18 March.
  await scan(la.id, '2030-03-11T08:00:00Z');
  await scan(kiritimati.id, '2030-03-11T08:00:00Z');
  vi.setSystemTime(new Date('2030-03-17T18:00:00Z')); // Sunday 11:00 in LA, Monday 08:00 in Kiritimati
  const res = await t.app.inject({ url: '/api/businesses/mine/overview', headers: { cookie: owner.cookie } });
  // Both were registered at the same pinned instant: find each by its id, not by its place in the list.
  type Row = { id: string; thisWeek: { scans: number }; lastWeek: { scans: number } };
  const rows = res.json().locations as Row[];
  const one = rows.find((r) => r.id === la.id)!;
  const two = rows.find((r) => r.id === kiritimati.id)!;
  expect([one.thisWeek.scans, one.lastWeek.scans]).toEqual([1, 0]);
  expect([two.thisWeek.scans, two.lastWeek.scans]).toEqual([0, 1]);
});
