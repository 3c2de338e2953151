// Every customer reaches Google. Firefox for Android gets the Maps place (the review form
// answers it a 404 page); every other browser the review form; both paths record which was used, and
// each visit records the channel it came by.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BusinessRow, memberships, scans } from '#server/db/schema.ts';
import { newAddress } from '#server/test/addresses.ts';
import { addMember, createBusinessFor } from '#server/test/fixtures.ts';
import { createTestApp, createUser, sameOrigin, type TestApp } from '#server/test/test-app.ts';
import { mapsPlaceUrl } from '#shared/lib/review-link.ts';

const UA = {
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  desktopFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0',
};
const FORM = 'application/x-www-form-urlencoded';

let t: TestApp;
let business: BusinessRow;
let filtered: BusinessRow;
let owner: Awaited<ReturnType<typeof createUser>>;
let member: Awaited<ReturnType<typeof createUser>>;
let memberRef: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.db);
  business = await createBusinessFor(t.db, owner.user.id, { name: 'Café Olé & Sons' });
  filtered = await createBusinessFor(t.db, owner.user.id, { reviewFilterEnabled: true });
  member = await createUser(t.db);
  memberRef = (await addMember(t.db, business.id, member.user.id)).staffRef;
});
afterAll(() => t.close());

const maps = (b: BusinessRow) => mapsPlaceUrl(b.name, b.placeId);

const rate = (ua: string, payload: object, b = business) =>
  t.app.inject({
    method: 'POST',
    url: `/api/businesses/${b.id}/ratings`,
    headers: { ...sameOrigin(), 'user-agent': ua },
    payload,
    remoteAddress: newAddress(),
  });
const scan = (ua: string, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/businesses/${business.id}/scan`,
    headers: { ...sameOrigin(), 'user-agent': ua },
    ...(payload ? { payload } : {}),
    remoteAddress: newAddress(),
  });
const row = async (id: string) => (await t.db.select().from(scans).where(eq(scans.id, id)))[0]!;

describe('the review link per browser', () => {
  it('builds the documented Maps URL with the name and place id encoded', () => {
    expect(maps(business)).toBe(
      `https://www.google.com/maps/search/?api=1&query=Caf%C3%A9%20Ol%C3%A9%20%26%20Sons&query_place_id=${business.placeId}`,
    );
  });

  it('sends Firefox for Android to the Maps place, with the review form as the fallback, and records it', async () => {
    const scanId = (await scan(UA.firefoxAndroid)).json().scanId;
    const res = await rate(UA.firefoxAndroid, { rating: 5, scanId });
    expect(res.json()).toEqual({
      outcome: 'google',
      redirectUrl: maps(business),
      reviewLink: 'maps',
      alternateUrl: business.googleReviewUrl,
    });
    expect(await row(scanId)).toMatchObject({ outcome: 'google', reviewLink: 'maps' });
  });

  it.each([
    ['Chrome for Android', UA.chromeAndroid],
    ['Safari on iPhone', UA.iPhone],
    ['Firefox on a desktop', UA.desktopFirefox],
  ])('sends %s to the review form, with Maps as the fallback', async (_, ua) => {
    const scanId = (await scan(ua)).json().scanId;
    const res = await rate(ua, { rating: 4, scanId });
    expect(res.json()).toEqual({
      outcome: 'google',
      redirectUrl: business.googleReviewUrl,
      reviewLink: 'review_form',
      alternateUrl: maps(business),
    });
    expect((await row(scanId)).reviewLink).toBe('review_form');
  });

  it('records no link for a visit sent to the private form', async () => {
    const res = await rate(UA.firefoxAndroid, { rating: 2 }, filtered);
    expect(res.json().outcome).toBe('feedback');
    expect(res.json().reviewLink).toBeUndefined();
    const [r] = await t.db.select().from(scans).where(eq(scans.businessId, filtered.id));
    expect(r!.reviewLink).toBeNull();
  });

  it('does the same without JavaScript: the form post redirects Firefox for Android to Maps, Chrome to the form', async () => {
    const post = (ua: string) =>
      t.app.inject({
        method: 'POST',
        url: `/rate/${business.id}`,
        headers: { ...sameOrigin(), 'user-agent': ua, 'content-type': FORM },
        payload: `rating=5&staff=${memberRef}&channel=sms`,
        remoteAddress: newAddress(),
      });
    const ff = await post(UA.firefoxAndroid);
    expect(ff.statusCode).toBe(303);
    expect(ff.headers.location).toBe(maps(business));
    const chrome = await post(UA.chromeAndroid);
    expect(chrome.headers.location).toBe(business.googleReviewUrl);
    const rows = await t.db.select().from(scans).where(eq(scans.staffRef, memberRef));
    expect(rows.map((r) => [r.reviewLink, r.channel]).sort()).toEqual([
      ['maps', 'sms'],
      ['review_form', 'sms'],
    ]);
  });

  it("offers each browser's link on the feedback page, and the other one as the fallback", async () => {
    const page = (ua: string) =>
      t.app.inject({
        method: 'GET',
        url: `/feedback/${business.id}?rating=2`,
        headers: { 'user-agent': ua },
        remoteAddress: newAddress(),
      });
    const data = (html: string) =>
      JSON.parse(html.match(/<script type="application\/json" id="page-data">(.*?)<\/script>/s)![1]!);
    const ff = data((await page(UA.firefoxAndroid)).body);
    expect(ff.business.googleReviewUrl).toBe(maps(business));
    expect(ff.reviewLink).toBe('maps');
    expect(ff.alternateUrl).toBe(business.googleReviewUrl);
    const chrome = data((await page(UA.chromeAndroid)).body);
    expect(chrome.business.googleReviewUrl).toBe(business.googleReviewUrl);
    expect(chrome.alternateUrl).toBe(maps(business));
  });
});

describe('the channel of a visit', () => {
  it('is recorded with the scan; an unknown or missing channel is the QR code, never refused', async () => {
    const sms = await scan(UA.iPhone, { staff: memberRef, channel: 'sms' });
    expect(sms.statusCode).toBe(201);
    expect(await row(sms.json().scanId)).toMatchObject({ channel: 'sms', staffRef: memberRef });
    for (const payload of [{ channel: 'pigeon' }, { channel: 42 }, { staff: memberRef }, undefined]) {
      const res = await scan(UA.iPhone, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(201);
      expect((await row(res.json().scanId)).channel).toBe('qr');
    }
  });

  it('is carried by the rating page from ?c= into its form, and a rating without a scan records it', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: `/rate/${business.id}?s=${memberRef}&c=whatsapp`,
      remoteAddress: newAddress(),
    });
    expect(page.body).toContain('"channel":"whatsapp"');
    const plain = await t.app.inject({
      method: 'GET',
      url: `/rate/${business.id}?c=bogus`,
      remoteAddress: newAddress(),
    });
    expect(plain.body).not.toContain('"channel"');
    const res = await rate(UA.iPhone, { rating: 5, staff: memberRef, channel: 'nfc' });
    expect(res.statusCode).toBe(200);
    const rows = await t.db.select().from(scans).where(eq(scans.channel, 'nfc'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.staffRef).toBe(memberRef);
  });

  it("shows in the analytics' byChannel, this week, with the caller's own part", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/businesses/${business.id}/analytics`,
      headers: { cookie: owner.cookie },
    });
    type Figures = { channel: string; scans: number; conversions: number; mapsConversions: number };
    const byChannel = res.json().byChannel as (Figures & { mine: { scans: number } })[];
    expect(byChannel.map((c) => c.channel)).toEqual([
      'qr',
      'sms',
      'whatsapp',
      'email',
      'share',
      'copy',
      'nfc',
      'invitation',
    ]);
    const all = await t.db.select().from(scans).where(eq(scans.businessId, business.id));
    for (const c of byChannel) {
      const mine = all.filter((s) => s.channel === c.channel);
      expect(c.scans, c.channel).toBe(mine.length);
      expect(c.conversions, c.channel).toBe(mine.filter((s) => s.outcome === 'google').length);
      expect(c.mapsConversions, c.channel).toBe(mine.filter((s) => s.reviewLink === 'maps').length);
      // The owner brought none of these visits themselves.
      expect(c.mine.scans, c.channel).toBe(0);
    }
    expect(byChannel.find((c) => c.channel === 'sms')!.scans).toBeGreaterThanOrEqual(3);
    expect(byChannel.reduce((n, c) => n + c.mapsConversions, 0)).toBeGreaterThanOrEqual(2);
    // Per member: the board row of the member carries their visits by channel.
    const memberRow = (res.json().byStaff as { staffRef: string; channels: Figures[] }[]).find(
      (r) => r.staffRef === memberRef,
    )!;
    const theirs = all.filter((s) => s.staffRef === memberRef);
    expect(memberRow.channels.map((c) => [c.channel, c.scans])).toEqual(
      byChannel
        .map((c) => [c.channel, theirs.filter((s) => s.channel === c.channel).length] as const)
        .filter(([, n]) => n > 0),
    );

    // A member with the team board hidden counts only their own visits.
    const hide = await t.app.inject({
      method: 'PATCH',
      url: `/api/businesses/${business.id}/team-board`,
      headers: sameOrigin(owner.cookie),
      payload: { teamBoardVisible: false },
    });
    expect(hide.statusCode).toBe(200);
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/businesses/${business.id}/analytics`,
      headers: { cookie: member.cookie },
    });
    const mineOnly = own.json().byChannel as (Figures & { mine: { scans: number } })[];
    for (const c of mineOnly) {
      const theirs = all.filter((s) => s.channel === c.channel && s.staffRef === memberRef);
      expect(c.scans, c.channel).toBe(theirs.length);
      expect(c.mine.scans, c.channel).toBe(theirs.length);
    }
  });

  it('counts a member removed and added again under both their references', async () => {
    const b = await createBusinessFor(t.db, owner.user.id);
    const u = await createUser(t.db);
    const visit = (staff: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/businesses/${b.id}/scan`,
        headers: { ...sameOrigin(), 'user-agent': UA.iPhone },
        payload: { staff, channel: 'sms' },
        remoteAddress: newAddress(),
      });
    const first = (await addMember(t.db, b.id, u.user.id)).staffRef;
    expect((await visit(first)).statusCode).toBe(201);
    await t.db.delete(memberships).where(eq(memberships.userId, u.user.id));
    const second = (await addMember(t.db, b.id, u.user.id)).staffRef;
    expect(second).not.toBe(first);
    expect((await visit(second)).statusCode).toBe(201);
    const hide = await t.app.inject({
      method: 'PATCH',
      url: `/api/businesses/${b.id}/team-board`,
      headers: sameOrigin(owner.cookie),
      payload: { teamBoardVisible: false },
    });
    expect(hide.statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/businesses/${b.id}/analytics`,
      headers: { cookie: u.cookie },
    });
    const sms = (res.json().byChannel as { channel: string; scans: number; mine: { scans: number } }[]).find(
      (c) => c.channel === 'sms',
    )!;
    expect(sms.scans).toBe(2);
    expect(sms.mine.scans).toBe(2);
  });
});
