import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BusinessRow, businesses, feedback } from '#server/db/schema.ts';
import { type KeyOf, serverTranslator } from '#server/lib/messages.ts';
import { newAddress } from '#server/test/addresses.ts';
import { createBusinessFor } from '#server/test/fixtures.ts';
import { createTestApp, createUser, sameOrigin, type TestApp } from '#server/test/test-app.ts';
import { LOCALES, type Locale } from '#shared/lib/i18n/locales.ts';

// What a native reader sees as the rating page's heading, written here, not read from the catalogue.
const HEADING: Record<Locale, string> = {
  en: 'Rate Your Experience',
  es: '¿Qué tal tu experiencia?',
  fr: 'Notez votre expérience',
  de: 'Wie war Ihr Besuch?',
  it: 'Valuta la tua esperienza',
  pt: 'Avalie sua experiência',
  nl: 'Beoordeel je ervaring',
  pl: 'Oceń swoją wizytę',
  tr: 'Deneyiminizi puanlayın',
  ar: 'قيّم تجربتك',
};
// A browser of that country: region subtag, a second language, quality values.
const ACCEPT: Record<Locale, string> = {
  en: 'en-GB,en;q=0.9',
  es: 'es-MX,es;q=0.9,en;q=0.7',
  fr: 'fr-CA,fr;q=0.9,en;q=0.8',
  de: 'de-AT,de;q=0.9',
  it: 'it-IT,it;q=0.9,en-US;q=0.8',
  pt: 'pt-BR,pt;q=0.9,en;q=0.8',
  nl: 'nl-BE,nl;q=0.9,fr;q=0.8',
  pl: 'pl-PL,pl;q=0.9,en;q=0.5',
  tr: 'tr-TR,tr;q=0.9',
  ar: 'ar-EG,ar;q=0.9,en;q=0.6',
};
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

let t: TestApp;
let userId: string;
let business: BusinessRow;
beforeAll(async () => {
  t = await createTestApp();
  userId = (await createUser(t.db)).user.id;
  business = await createBusinessFor(t.db, userId, {
    name: 'Bäckerei Müller',
    address: 'Hauptstraße 1, Wien',
  });
});
afterAll(() => t.close());

const decode = (s: string) =>
  s
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const htmlTag = (html: string) =>
  /^<!doctype html><html lang="([^"]*)" dir="([^"]*)">/.exec(html)?.slice(1) ?? [];
const title = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
const pageData = (html: string) =>
  JSON.parse(/<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html)![1]!);
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { 'user-agent': ANDROID, ...headers } });
const postForm = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: {
      ...sameOrigin(),
      'content-type': 'application/x-www-form-urlencoded',
      'user-agent': ANDROID,
      ...headers,
    },
    payload: new URLSearchParams(fields).toString(),
    // One customer per post: the per-IP limits (20 feedback posts a minute) are tested elsewhere.
    remoteAddress: newAddress(),
  });

/** A customer text in one language, as the product's message runtime formats it. */
const say = (lang: Locale, key: string, values?: Record<string, string | number>) =>
  serverTranslator(lang, 'customer').t(`customer.${key}` as KeyOf<'customer'>, values);

/** The first HTML is in `lang`: the html element, the heading, the title and the one catalogue sent. */
function expectPageIn(res: Awaited<ReturnType<typeof get>>, lang: Locale, heading = HEADING[lang]) {
  expect(htmlTag(res.body)).toEqual([lang, lang === 'ar' ? 'rtl' : 'ltr']);
  expect(String(res.headers.vary).toLowerCase()).toContain('accept-language');
  expect(decode(res.body)).toContain(heading);
  const data = pageData(res.body);
  expect(data.i18n.lang).toBe(lang);
  expect(data.i18n.messages['customer.rateHeading']).toBe(say(lang, 'rateHeading'));
  expect(data.i18n.messages['customer.starLabel']).toHaveLength(5);
  // Only this language's strings travel: no other language's heading is anywhere in the page.
  for (const other of LOCALES.filter((l) => l !== lang && HEADING[l] !== heading))
    expect(decode(res.body)).not.toContain(HEADING[other]);
}

const setLanguage = (b: BusinessRow, customerLanguage: BusinessRow['customerLanguage']) =>
  t.db.update(businesses).set({ customerLanguage }).where(eq(businesses.id, b.id));

describe('the rating page chooses the language', () => {
  it.each(LOCALES)('%s from the browser’s Accept-Language', async (lang) => {
    const res = await get(`/rate/${business.id}`, { 'accept-language': ACCEPT[lang] });
    expect(res.statusCode).toBe(200);
    expectPageIn(res, lang);
    expect(title(res.body)).toBe(
      `${HEADING[lang]} – ${lang === 'ar' ? '\u2068Bäckerei Müller\u2069' : 'Bäckerei Müller'}`,
    );
    // The business's name and address are shown as they are, in every language.
    expect(decode(res.body)).toContain('Hauptstraße 1, Wien');
  });

  it.each(LOCALES)('%s from ?lang=, whatever the browser says, and the forms keep it', async (lang) => {
    const res = await get(`/rate/${business.id}?lang=${lang}`, { 'accept-language': 'tr-TR,tr;q=0.9' });
    expectPageIn(res, lang);
    expect(res.body).toContain(`action="/rate/${business.id}?lang=${lang}"`);
  });

  it.each(LOCALES)('%s from the owner’s fixed setting, over the browser’s language', async (lang) => {
    const b = await createBusinessFor(t.db, userId, { customerLanguage: lang });
    const res = await get(`/rate/${b.id}`, { 'accept-language': lang === 'pl' ? 'nl' : 'pl' });
    expectPageIn(res, lang);
    // A fixed setting needs no ?lang in the form: every page of the visit reads the setting.
    expect(res.body).toContain(`action="/rate/${b.id}"`);
  });

  it('a link’s ?lang= beats the owner’s fixed language (a printed code for visitors)', async () => {
    const b = await createBusinessFor(t.db, userId, { customerLanguage: 'fr' });
    expectPageIn(await get(`/rate/${b.id}?lang=ar`, { 'accept-language': 'de' }), 'ar');
    expectPageIn(await get(`/rate/${b.id}?lang=DE-ch`), 'de');
  });

  it.each([
    ['no Accept-Language', {}, ''],
    ['a language we do not speak', { 'accept-language': 'ja-JP,ja;q=0.9,zh;q=0.8' }, ''],
    ['a malformed header', { 'accept-language': ';;;,q=abc,*-' }, ''],
    ['an unknown ?lang', { 'accept-language': 'ko' }, '?lang=xx'],
    ['a junk ?lang', {}, '?lang=%3Cscript%3E&lang=1'],
  ])('falls back to English for %s', async (_why, headers, query) => {
    const res = await get(`/rate/${business.id}${query}`, headers as Record<string, string>);
    expect(res.statusCode).toBe(200);
    expectPageIn(res, 'en');
  });

  it('takes the best language the customer accepts, not the first we know', async () => {
    expectPageIn(await get(`/rate/${business.id}`, { 'accept-language': 'ja, it;q=0.4, nl;q=0.8' }), 'nl');
  });

  it('caches the rendered page per language: two customers a second apart each get their own', async () => {
    const b = await createBusinessFor(t.db, userId);
    for (const lang of ['de', 'ar', 'de', 'pl', 'en'] as const)
      expectPageIn(await get(`/rate/${b.id}`, { 'accept-language': ACCEPT[lang] }), lang);
  });

  it('shows a change of the owner’s setting within the cache’s 10 seconds, not before the next minute', async () => {
    const b = await createBusinessFor(t.db, userId);
    expectPageIn(await get(`/rate/${b.id}`, { 'accept-language': 'de' }), 'de');
    await setLanguage(b, 'es');
    // Cached for up to 10 s; a fresh business id proves the read path itself honours the setting.
    const again = await createBusinessFor(t.db, userId, { customerLanguage: 'es' });
    expectPageIn(await get(`/rate/${again.id}`, { 'accept-language': 'de' }), 'es');
  });

  it.each(LOCALES)('Business Not Found speaks %s too, with a 404', async (lang) => {
    for (const path of ['/rate/nope', '/feedback/nope']) {
      const res = await get(`${path}?lang=${lang}`);
      expect(res.statusCode).toBe(404);
      expectPageIn(res, lang, say(lang, 'notFoundHeading'));
      expect(title(res.body)).toBe(say(lang, 'notFoundHeading'));
    }
    const byHeader = await get('/rate/nope', { 'accept-language': ACCEPT[lang] });
    expectPageIn(byHeader, lang, say(lang, 'notFoundRate'));
  });
});

describe('without JavaScript, in every language', () => {
  let filtered: BusinessRow;
  beforeAll(async () => {
    filtered = await createBusinessFor(t.db, userId, {
      name: 'Trattoria Da Gino',
      reviewFilterEnabled: true,
    });
  });

  it.each(LOCALES)('%s: a low star goes 303 to the feedback form in the same language', async (lang) => {
    const pinned = await postForm(`/rate/${filtered.id}?lang=${lang}`, { rating: '2' });
    expect(pinned.statusCode).toBe(303);
    const next = String(pinned.headers.location);
    expect(next).toMatch(
      new RegExp(`^/feedback/${filtered.id}\\?rating=2&scan=[0-9a-f-]{36}&welcome=1&lang=${lang}$`),
    );
    const form = await get(next, { 'accept-language': 'en' });
    expectPageIn(form, lang, say(lang, 'feedbackHeading'));
    // "Help us improve" is rendered in the page's own HTML (not only in its data), in the customer's
    // language, and only when the customer came from a rating.
    const shown = decode(form.body.match(/role="status"[^>]*>([\s\S]*?)<\/div>/)?.[1] ?? '');
    expect(shown).toContain(say(lang, 'toastImproveTitle'));
    expect(shown).toContain(say(lang, 'toastImproveBody'));
    const again = await get(next.replace('&welcome=1', ''), { 'accept-language': 'en' });
    expect(again.body).not.toMatch(/role="status"[^>]*><p/);
    expect(decode(form.body)).toContain(say(lang, 'feedbackPlaceholder'));
    expect(form.body).toContain(`action="/feedback/${filtered.id}?lang=${lang}"`);

    // By header alone nothing needs carrying: the next request sends the same header.
    const byHeader = await postForm(
      `/rate/${filtered.id}`,
      { rating: '1' },
      { 'accept-language': ACCEPT[lang] },
    );
    expect(byHeader.statusCode).toBe(303);
    expect(String(byHeader.headers.location)).not.toContain('lang=');
  });

  it.each(LOCALES)('%s: a rating that is not 1–5 answers 400 in the language', async (lang) => {
    const res = await postForm(`/rate/${filtered.id}`, { rating: '9' }, { 'accept-language': ACCEPT[lang] });
    expect(res.statusCode).toBe(400);
    expectPageIn(res, lang);
    expect(decode(res.body)).toContain(say(lang, 'chooseStars'));
  });

  it.each(LOCALES)(
    '%s: the feedback form’s problems are told in the language, the text kept',
    async (lang) => {
      const url = `/feedback/${filtered.id}?lang=${lang}`;
      const cases: [Record<string, string>, string][] = [
        [{ feedback: '   ', rating: '2' }, say(lang, 'feedbackRequired')],
        [{ feedback: 'x'.repeat(2001), rating: '2' }, say(lang, 'feedbackTooLong', { max: 2000 })],
        [
          { feedback: 'Kalt.', rating: '2', customerName: 'n'.repeat(101) },
          say(lang, 'nameTooLong', { max: 100 }),
        ],
        [{ feedback: 'Kalt.', rating: '2', customerEmail: 'not-an-address' }, say(lang, 'emailInvalid')],
        [
          { feedback: 'Kalt.', rating: '2', customerEmail: `${'a'.repeat(250)}@b.de` },
          say(lang, 'emailTooLong'),
        ],
        [
          { feedback: 'Kalt.', rating: '2', scanId: '00000000-0000-4000-8000-000000000000' },
          say(lang, 'visitNotFound'),
        ],
      ];
      for (const [fields, message] of cases) {
        const res = await postForm(url, fields);
        expect(res.statusCode, message).toBe(400);
        expectPageIn(res, lang, say(lang, 'feedbackHeading'));
        expect(decode(res.body)).toContain(message);
        if (fields.customerEmail === 'not-an-address') expect(res.body).toContain('value="not-an-address"');
      }
    },
  );

  it.each(LOCALES)('%s: sending feedback answers 303 to a Thank You page in the language', async (lang) => {
    const text = `Zu lange gewartet (${lang})`;
    const res = await postForm(
      `/feedback/${filtered.id}`,
      { feedback: text, rating: '2' },
      { 'accept-language': ACCEPT[lang] },
    );
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/feedback/${filtered.id}?sent=1`);
    const thanks = await get(String(res.headers.location), { 'accept-language': ACCEPT[lang] });
    expectPageIn(thanks, lang, say(lang, 'thanksHeading'));
    const name = lang === 'ar' ? '\u2068Trattoria Da Gino\u2069' : 'Trattoria Da Gino';
    expect(decode(thanks.body)).toContain(say(lang, 'thanksBody', { name }));
    expect(title(thanks.body)).toBe(say(lang, 'thanksHeading'));
    const [saved] = await t.db.select().from(feedback).where(eq(feedback.feedbackText, text));
    expect(saved?.rating).toBe(2);

    const pinned = await postForm(`/feedback/${filtered.id}?lang=${lang}`, {
      feedback: `${text}!`,
      rating: '1',
    });
    expect(pinned.headers.location).toBe(`/feedback/${filtered.id}?sent=1&lang=${lang}`);
  });
});

describe('PATCH /api/businesses/:id/customer-language', () => {
  it('stores Automatic or one language, and rejects anything else with a readable 400', async () => {
    const owner = await createUser(t.db);
    const b = await createBusinessFor(t.db, owner.user.id);
    const patch = (body: unknown) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/businesses/${b.id}/customer-language`,
        headers: sameOrigin(owner.cookie),
        payload: body as object,
      });
    const set = await patch({ customerLanguage: 'pl' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ customerLanguage: 'pl' });
    expectPageIn(await get(`/rate/${b.id}`, { 'accept-language': 'de' }), 'pl');
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/businesses/my-business',
      headers: sameOrigin(owner.cookie),
    });
    expect(mine.json().customerLanguage).toBe('pl');

    for (const bad of [
      { customerLanguage: 'klingon' },
      { customerLanguage: 3 },
      {},
      { customerLanguage: 'EN' },
    ]) {
      const res = await patch(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/customerLanguage/);
    }
    expect((await patch({ customerLanguage: 'auto' })).json()).toEqual({ customerLanguage: 'auto' });
    const [row] = await t.db.select().from(businesses).where(eq(businesses.id, b.id));
    expect(row?.customerLanguage).toBe('auto');
  });
});
