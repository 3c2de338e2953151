import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync, RouteHandlerMethod } from 'fastify';
import { chooseEncoding, EncodedPage } from '#server/lib/html-response.ts';
import { LOCALES, type Locale } from '#shared/lib/i18n/locales.ts';
import { DISMISS_OFFER_PATH, PUBLIC_URL_PLACEHOLDER } from '#shared/lib/prerender.ts';
import { loadLanguageOffers, OFFER_DISMISSED_COOKIE, offeredLocale } from './language-offer';

// A static page and two small files: generous, but a flood from one address still stops.
const rateLimit = { max: 300, timeWindow: '1 minute' };

/** Crawlers may read the landing page; the app, the API and the customers' pages are not for them. */
function robotsTxt(publicUrl: string) {
  return [
    'User-agent: *',
    'Allow: /$',
    'Disallow: /api/',
    'Disallow: /rate/',
    'Disallow: /feedback/',
    'Disallow: /dashboard',
    'Disallow: /setup',
    'Disallow: /join',
    'Disallow: /qr',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * The prerender inlines the theme script so nothing blocks the first paint; the page's policy
 * allows exactly that script by its hash, never inline scripts in general. (JSON-LD is data, not
 * a script the browser runs.)
 */
function inlineScriptHashes(html: string): string {
  const hashes = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
  return hashes.join(' ');
}

/** The landing page's path in one language: `/` for English, `/de/` for German. */
const landingPath = (locale: Locale) => (locale === 'en' ? '/' : `/${locale}/`);

/** Every language's landing page, each listing all the others as alternates (as their <head> does). */
function sitemapXml(publicUrl: string) {
  const alternates = [
    ...LOCALES.map(
      (l) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${publicUrl}${landingPath(l)}"/>`,
    ),
    `    <xhtml:link rel="alternate" hreflang="x-default" href="${publicUrl}/"/>`,
  ].join('\n');
  const urls = LOCALES.map(
    (l) => `  <url>\n    <loc>${publicUrl}${landingPath(l)}</loc>\n${alternates}\n  </url>`,
  ).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls}
</urlset>
`;
}

/**
 * One prerendered page, its placeholders filled, compressed once per encoding, with its script
 * hashes. `/` also comes with the offer of another language's page, for a browser that prefers it:
 * each such page is made and compressed once, when first asked for.
 */
function landingPage(
  file: string,
  publicUrl: string,
  offers = new Map<Locale, string>(),
): RouteHandlerMethod {
  const html = readFileSync(file, 'utf8').replaceAll(PUBLIC_URL_PLACEHOLDER, publicUrl);
  const plain = new EncodedPage(html);
  const offering = new Map<Locale, EncodedPage>();
  const pageFor = (locale: Locale | null) => {
    const offer = locale ? offers.get(locale) : undefined;
    if (!locale || !offer) return plain;
    let page = offering.get(locale);
    if (!page) {
      page = new EncodedPage(html.replace('</body>', () => `${offer}</body>`));
      offering.set(locale, page);
    }
    return page;
  };
  const scriptHashes = inlineScriptHashes(html);
  return async (request, reply) => {
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    const page = pageFor(offers.size > 0 ? offeredLocale(request, offers) : null);
    reply
      .header('cache-control', 'no-cache')
      .header('vary', offers.size > 0 ? 'accept-encoding, accept-language, cookie' : 'accept-encoding');
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string') {
      reply.header(
        'content-security-policy',
        csp.replace("script-src 'self'", `script-src 'self' ${scriptHashes}`),
      );
    }
    if (encoding) reply.header('content-encoding', encoding);
    return reply.type('text/html; charset=utf-8').send(page.body(encoding));
  };
}

/**
 * `/` is the landing page prerendered at build time (scripts/prerender-landing.mjs), and `/{lang}/`
 * the same page in each other language. Their absolute links wait for PUBLIC_URL, put in
 * once here; each page is then compressed once per encoding.
 * docs/decisions/0031-prerendered-landing.md
 */
export const landingRoutes: FastifyPluginAsync<{ webDir: string }> = async (app, opts) => {
  const { publicUrl } = app.config;
  const webDir = path.resolve(opts.webDir);
  // Not built yet: the static plugin answers `/` with its "run npm run build" page.
  const offers = loadLanguageOffers(webDir);
  for (const locale of LOCALES) {
    const file = path.join(webDir, locale === 'en' ? '' : locale, 'index.html');
    if (!existsSync(file)) continue;
    const send = landingPage(file, publicUrl, locale === 'en' ? offers : undefined);
    const at = landingPath(locale);
    app.get(at, { config: { rateLimit } }, send);
    // The built file itself: never its placeholders.
    app.get(`${at}index.html`, { config: { rateLimit } }, send);
    if (locale !== 'en') {
      app.get(`/${locale}`, { config: { rateLimit } }, async (_request, reply) => reply.redirect(at, 301));
    }
  }
  // "Stay in English": remembered for a year, and back to the page without the offer. A form post,
  // so it works before (or without) the page's script.
  app.post(DISMISS_OFFER_PATH, { config: { access: 'public', rateLimit } }, async (_request, reply) =>
    reply
      .setCookie(OFFER_DISMISSED_COOKIE, '1', {
        path: '/',
        maxAge: 365 * 24 * 60 * 60,
        httpOnly: true,
        sameSite: 'lax',
        secure: publicUrl.startsWith('https:'),
      })
      .redirect('/', 303),
  );
  app.get('/robots.txt', { config: { rateLimit } }, async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(publicUrl)),
  );
  app.get('/sitemap.xml', { config: { rateLimit } }, async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(sitemapXml(publicUrl)),
  );
};
