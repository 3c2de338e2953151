import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync, RouteHandlerMethod } from 'fastify';
import { chooseEncoding, EncodedPage } from '#server/lib/html-response.ts';
import { PUBLIC_URL_PLACEHOLDER } from '#shared/constants/prerender.ts';

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

function sitemapXml(publicUrl: string) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>${publicUrl}/</loc></url>
</urlset>
`;
}

/**
 * `/` is the landing page prerendered at build time (scripts/prerender-landing.mjs). Its absolute
 * links wait for PUBLIC_URL, put in once here; the page is then compressed once per encoding.
 * docs/decisions/0031-prerendered-landing.md
 */
export const landingRoutes: FastifyPluginAsync<{ webDir: string }> = async (app, opts) => {
  const { publicUrl } = app.config;
  const file = path.join(path.resolve(opts.webDir), 'index.html');
  // Not built yet: the static plugin answers `/` with its "run npm run build" page.
  if (existsSync(file)) {
    const html = readFileSync(file, 'utf8').replaceAll(PUBLIC_URL_PLACEHOLDER, publicUrl);
    const page = new EncodedPage(html);
    const scriptHashes = inlineScriptHashes(html);
    const sendLanding: RouteHandlerMethod = async (request, reply) => {
      const encoding = chooseEncoding(request.headers['accept-encoding']);
      reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding');
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
    app.get('/', { config: { rateLimit } }, sendLanding);
    // The built file itself: never its placeholders.
    app.get('/index.html', { config: { rateLimit } }, sendLanding);
  }
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
