import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BusinessRow, businesses, dailyStats, feedback, scans } from '#server/db/schema.ts';
import { newAddress } from '#server/test/addresses.ts';
import { createBusinessFor } from '#server/test/fixtures.ts';
import { createTestApp, createUser, sameOrigin, type TestApp } from '#server/test/test-app.ts';

const UA = {
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
  // Real customers whose agents merely look bot-like.
  cubot:
    'Mozilla/5.0 (Linux; Android 11; CUBOT X50) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/108.0.0.0 Mobile Safari/537.36',
  pinterestApp:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [Pinterest/iOS]',
};

const BOTS = [
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'WhatsApp/2.23.20.0 A',
  'WhatsApp/2.24.12.78 i',
  'Twitterbot/1.0',
  'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  'TelegramBot (like TwitterBot)',
  'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
  'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  'Pinterest/0.2 (+https://www.pinterest.com/bot.html)',
  'Mozilla/5.0 (compatible; Pinterestbot/1.0; +https://www.pinterest.com/bot.html)',
  // iMessage's link preview pretends to be Safari, Facebook and Twitter at once.
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_11_1) AppleWebKit/601.2.4 (KHTML, like Gecko) Version/9.0.1 Safari/601.2.4 facebookexternalhit/1.1 Facebot Twitterbot/2',
];

let t: TestApp;
let business: BusinessRow;
beforeAll(async () => {
  t = await createTestApp();
  const { user } = await createUser(t.db);
  business = await createBusinessFor(t.db, user.id, { reviewFilterEnabled: true });
});
afterAll(() => t.close());

function postScan(id: string, headers: Record<string, string | undefined>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/businesses/${id}/scan`,
    headers: { ...sameOrigin(), ...headers },
    remoteAddress: newAddress(),
  });
}

/** Everything a visit can write, in a stable order. */
async function snapshot() {
  return {
    scans: await t.db.select().from(scans).orderBy(asc(scans.id)),
    feedback: await t.db.select().from(feedback).orderBy(asc(feedback.id)),
    dailyStats: await t.db.select().from(dailyStats).orderBy(asc(dailyStats.businessId), asc(dailyStats.day)),
    businesses: await t.db.select().from(businesses).orderBy(asc(businesses.id)),
  };
}

const scanCount = async () => (await t.db.select({ n: count() }).from(scans))[0]!.n;

describe('a GET never writes', () => {
  it('leaves scans, feedback and the daily rollup untouched, whoever fetches the pages and how often', async () => {
    // Some history first, so "unchanged" covers an unrated scan, a rated one and a feedback row.
    const unrated = (await postScan(business.id, { 'user-agent': UA.iPhone })).json().scanId;
    const rated = (await postScan(business.id, { 'user-agent': UA.iPhone })).json().scanId;
    const rating = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${business.id}/ratings`,
      headers: sameOrigin(),
      payload: { rating: 2, scanId: rated },
      remoteAddress: newAddress(),
    });
    expect(rating.json().outcome).toBe('feedback');
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${business.id}/feedback`,
      headers: sameOrigin(),
      payload: { feedback: 'Slow', rating: 2, scanId: rated },
      remoteAddress: newAddress(),
    });
    expect(sent.statusCode).toBe(201);
    const before = await snapshot();
    expect(before.scans).toHaveLength(2);
    expect(before.feedback).toHaveLength(1);
    expect(before.dailyStats.length).toBeGreaterThan(0);

    const id = business.id;
    const urls = [
      `/rate/${id}`,
      `/feedback/${id}`,
      `/feedback/${id}?rating=1&scan=${unrated}`,
      `/feedback/${id}?rating=2&scan=${rated}`,
      `/feedback/${id}?sent=1`,
      `/api/businesses/${id}`,
      '/rate/AAAAAAAAAAAA',
      '/feedback/AAAAAAAAAAAA',
    ];
    const agents = [...BOTS, UA.iPhone, UA.windowsChrome, undefined];
    let fetched = 0;
    for (let round = 0; round < 2; round += 1) {
      for (const agent of agents) {
        for (const url of urls) {
          for (const method of round === 0 ? (['GET', 'HEAD'] as const) : (['GET'] as const)) {
            const res = await t.app.inject({
              method,
              url,
              headers: { 'user-agent': agent },
              remoteAddress: newAddress(),
            });
            expect(res.statusCode).toBe(url.includes('AAAAAAAAAAAA') ? 404 : 200);
            fetched += 1;
          }
        }
      }
    }
    expect(fetched).toBe(3 * agents.length * urls.length);
    expect(await snapshot()).toEqual(before);
  }, 90_000); // a few hundred requests: room for a busy machine
});

describe('POST /api/businesses/:id/scan', () => {
  it.each(BOTS)('records nothing for a link preview or crawler: %s', async (agent) => {
    const before = await snapshot();
    const res = await postScan(business.id, { 'user-agent': agent });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await snapshot()).toEqual(before);
  });

  it('records nothing for a request without a user agent', async () => {
    const before = await scanCount();
    const res = await postScan(business.id, { 'user-agent': undefined });
    expect(res.statusCode).toBe(204);
    expect(await scanCount()).toBe(before);
  });

  it.each([
    ['an iPhone', UA.iPhone, 'mobile'],
    ['an Android phone', UA.android, 'mobile'],
    ['an Android tablet', UA.androidTablet, 'mobile'],
    ['an iPad', UA.iPad, 'mobile'],
    ['Chrome on Windows', UA.windowsChrome, 'desktop'],
    ['Safari on a Mac', UA.macSafari, 'desktop'],
    ['Firefox on Linux', UA.linuxFirefox, 'desktop'],
    ['a CUBOT phone', UA.cubot, 'mobile'],
    ["Pinterest's in-app browser", UA.pinterestApp, 'mobile'],
  ])('records a scan from %s as %s', async (_, agent, deviceType) => {
    const fresh = await createBusinessFor(t.db, business.ownerId);
    const res = await postScan(fresh.id, { 'user-agent': agent });
    expect(res.statusCode).toBe(201);
    const { scanId } = res.json();
    expect(Object.keys(res.json())).toEqual(['scanId']);
    const [row] = await t.db.select().from(scans).where(eq(scans.id, scanId));
    expect(row).toMatchObject({
      businessId: fresh.id,
      deviceType,
      rating: null,
      outcome: null,
      ratedAt: null,
    });
    const [stats] = await t.db.select().from(dailyStats).where(eq(dailyStats.businessId, fresh.id));
    expect(stats).toMatchObject({ scans: 1, conversions: 0, feedbackOutcomes: 0 });
  });

  it('trusts the mobile client hint over a desktop user agent (iPadOS)', async () => {
    const mobile = await postScan(business.id, { 'user-agent': UA.macSafari, 'sec-ch-ua-mobile': '?1' });
    const desktop = await postScan(business.id, { 'user-agent': UA.windowsChrome, 'sec-ch-ua-mobile': '?0' });
    const device = async (scanId: string) =>
      (await t.db.select({ d: scans.deviceType }).from(scans).where(eq(scans.id, scanId)))[0]?.d;
    expect(await device(mobile.json().scanId)).toBe('mobile');
    expect(await device(desktop.json().scanId)).toBe('desktop');
  });

  it('gives every page view its own scan', async () => {
    const a = (await postScan(business.id, { 'user-agent': UA.iPhone })).json().scanId;
    const b = (await postScan(business.id, { 'user-agent': UA.iPhone })).json().scanId;
    expect(a).not.toBe(b);
  });
});
