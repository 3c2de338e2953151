import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { LOCALES, type Locale } from '#shared/lib/i18n/locales.ts';
import { faqs } from '#web/features/landing/faqs.ts';
import { loadEveryNamespace } from '#web/i18n/catalogues.ts';
import { i18nNow, setLocaleForPrerender } from '#web/i18n/locale-store.ts';
import { renderLandingPage, renderLanguageOffer } from '#web/prerender/landing.tsx';

/** The FAQ in one language, as the page should show it. */
async function faqsIn(locale: Locale) {
  setLocaleForPrerender(locale, await loadEveryNamespace(locale));
  return faqs(i18nNow());
}
const FAQS = await faqsIn('en');

// What a crawler, a link preview or a browser with no JavaScript gets at `/`. The page
// is prerendered here exactly as the build does it, from the app shell's source.
const PUBLIC_URL = 'https://reviews.example.com';
const decode = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/<!-- -->/g, '');

describe('the prerendered landing page', () => {
  let t: TestApp;
  beforeAll(async () => {
    const webDir = mkdtempSync(path.join(tmpdir(), 'web-'));
    const shell = readFileSync('app.html', 'utf8');
    writeFileSync(path.join(webDir, 'app.html'), shell);
    writeFileSync(path.join(webDir, 'index.html'), await renderLandingPage(shell, 'en'));
    for (const locale of ['de', 'ar'] as const) {
      mkdirSync(path.join(webDir, locale));
      writeFileSync(path.join(webDir, locale, 'index.html'), await renderLandingPage(shell, locale));
    }
    mkdirSync(path.join(webDir, 'language-offers'));
    for (const locale of ['de', 'pl'] as const)
      writeFileSync(
        path.join(webDir, 'language-offers', `${locale}.html`),
        await renderLanguageOffer(locale),
      );
    t = await createTestApp({ deps: { webDir }, env: { PUBLIC_URL } });
  });
  afterAll(() => t.close());

  it('carries the headline, the pricing and every FAQ question in its first HTML', async () => {
    const res = await t.app.inject('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = decode(res.body);
    expect(html).toContain('Get more Google reviews using <span class="text-primary">just your phone</span>');
    expect(html).toContain('Most Popular');
    expect(html).toMatch(/\$19/);
    for (const { q } of FAQS) expect(html).toContain(q);
    expect(html).toContain('Start Free Trial');
  });

  it('names itself to search engines and link previews with PUBLIC_URL', async () => {
    const html = (await t.app.inject('/')).body;
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/" />`);
    expect(html).toContain(`<meta property="og:image" content="${PUBLIC_URL}/og-image.png" />`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).not.toContain('%PUBLIC_URL%');
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    const data = JSON.parse(ld ?? 'null') as { '@type': string; mainEntity?: { name: string }[] }[];
    expect(data.map((d) => d['@type'])).toEqual(['SoftwareApplication', 'FAQPage']);
    expect(data[1]?.mainEntity?.map((q) => q.name)).toEqual(FAQS.map((f) => f.q));
  });

  it("offers the reader's own page in the first HTML, in their language, until they say no", async () => {
    const german = await t.app.inject({
      url: '/',
      headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' },
    });
    expect(decode(german.body)).toContain('Diese Seite gibt es auch auf Deutsch.');
    expect(german.body).toContain('href="/de/"');
    expect(String(german.headers.vary)).toMatch(/accept-language/);
    const english = await t.app.inject({ url: '/', headers: { 'accept-language': 'en-GB' } });
    expect(english.body).not.toContain('data-language-offer');
    // "Stay in English": a form post, a cookie for a year, and `/` without the offer.
    const stay = await t.app.inject({
      method: 'POST',
      url: '/language-offer/dismiss',
      headers: { origin: PUBLIC_URL, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(stay.statusCode).toBe(303);
    expect(stay.headers.location).toBe('/');
    const cookie = String(stay.headers['set-cookie']);
    expect(cookie).toMatch(/^reviewtap_offer=1;.*Max-Age=31536000.*HttpOnly.*SameSite=Lax/);
    const after = await t.app.inject({
      url: '/',
      headers: { 'accept-language': 'de-DE', cookie: cookie.split(';')[0]! },
    });
    expect(after.body).not.toContain('data-language-offer');
    // Never a redirect: `/` answers 200 to everyone.
    expect(german.statusCode).toBe(200);
  });

  it('is sent compressed to a browser that accepts it', async () => {
    const res = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toContain('Frequently asked questions');
  });

  it('never shows its placeholders, even asked for by file name', async () => {
    const res = await t.app.inject('/index.html');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`${PUBLIC_URL}/`);
    expect(res.body).not.toContain('%PUBLIC_URL%');
  });

  it('leaves the app screens to the empty shell', async () => {
    const res = await t.app.inject('/dashboard');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('Frequently asked questions');
  });

  it('serves robots.txt and a sitemap that point at PUBLIC_URL', async () => {
    const robots = await t.app.inject('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(robots.body).toContain('Disallow: /api/');
    const sitemap = await t.app.inject('/sitemap.xml');
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    expect(sitemap.body).toContain(`<loc>${PUBLIC_URL}/</loc>`);
    // Every language's page, each with every version as an alternate.
    for (const l of LOCALES) {
      const loc = l === 'en' ? `${PUBLIC_URL}/` : `${PUBLIC_URL}/${l}/`;
      expect(sitemap.body).toContain(`<loc>${loc}</loc>`);
      expect(sitemap.body.split(`hreflang="${l}" href="${loc}"`).length - 1).toBe(LOCALES.length);
    }
  });

  it('answers /de/ in German: its words, its FAQ data, its own canonical, every alternate', async () => {
    const res = await t.app.inject('/de/');
    expect(res.statusCode).toBe(200);
    const html = decode(res.body);
    expect(html).toMatch(/<html lang="de" dir="ltr"/);
    const german = await faqsIn('de');
    for (const { q } of german) expect(html).toContain(q);
    expect(html).not.toContain('Frequently asked questions');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/de/" />`);
    for (const l of LOCALES) {
      const href = l === 'en' ? `${PUBLIC_URL}/` : `${PUBLIC_URL}/${l}/`;
      expect(html).toContain(`<link rel="alternate" hreflang="${l}" href="${href}" />`);
    }
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}/" />`);
    expect(html).toContain('<meta property="og:locale" content="de_DE" />');
    expect(html).toContain('<meta property="og:locale:alternate" content="en_US" />');
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(res.body)?.[1];
    const data = JSON.parse(ld ?? 'null') as { inLanguage: string; mainEntity?: { name: string }[] }[];
    expect(data[1]?.inLanguage).toBe('de');
    expect(data[1]?.mainEntity?.map((q) => q.name)).toEqual(german.map((f) => f.q));
    // The price is written the German way.
    expect(html).toMatch(/19\s\$/);
  });

  it('answers /ar/ right to left in Arabic, and sends /de to /de/', async () => {
    const html = decode((await t.app.inject('/ar/')).body);
    expect(html).toMatch(/<html lang="ar" dir="rtl"/);
    for (const { q } of await faqsIn('ar')) expect(html).toContain(q);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/ar/" />`);
    const moved = await t.app.inject('/de');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/de/');
    expect((await t.app.inject('/de/index.html')).body).not.toContain('%PUBLIC_URL%');
  });
});
