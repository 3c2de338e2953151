import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { chooseEncoding, EncodedPage } from '#server/lib/html-response.ts';
import { accountLocale } from '#server/lib/locale.ts';
import { HOME_PAINTED_HEADER, LOCATION_COOKIE } from '#shared/lib/home.ts';
import { withFirstPaint } from './first-paint';
import { homeFirstPaint } from './service';

// The app's own page, opened many times a day; a flood from one address still stops.
const rateLimit = { max: 300, timeWindow: '1 minute' };

/**
 * The location to paint: the app's address names it (`?business=`, src/web/app/paths.ts), else the
 * one last chosen on this device (src/web/lib/chosen-location.ts).
 */
const businessAsked = (query: unknown, remembered: string | undefined) => {
  const asked = (query as Record<string, unknown> | undefined)?.business;
  return typeof asked === 'string' ? asked : remembered;
};

/**
 * `/dashboard`, the installed app's start: the app shell, and for a signed-in person with a
 * business the home's QR painted into it, so a phone shows a code to scan before any script runs
 * (first-paint.ts). Everyone else gets the plain shell, as on every other app path.
 */
export const homeRoutes: FastifyPluginAsync<{ webDir: string }> = async (app, opts) => {
  const file = path.join(path.resolve(opts.webDir), 'app.html');
  // Not built yet: the static plugin answers with its "run npm run build" page.
  if (!existsSync(file)) return;
  const shell = readFileSync(file, 'utf8');
  const plain = new EncodedPage(shell);
  app.get('/dashboard', { config: { rateLimit } }, async (request, reply) => {
    const user = request.user;
    // The home only: a link to another section opens on that section, never on a painted home.
    const section = (request.query as Record<string, unknown> | undefined)?.section;
    const paint =
      user && (section === undefined || section === 'overview')
        ? await homeFirstPaint(
            app.db,
            app.config.publicUrl,
            user.id,
            businessAsked(request.query, request.cookies[LOCATION_COOKIE]),
          )
        : null;
    const locale = user
      ? accountLocale({ query: request.query, headers: request.headers, signedInUser: user })
      : 'en';
    const page = paint ? new EncodedPage(withFirstPaint(shell, paint, locale)) : plain;
    // A painted home is one person's: never stored by a browser or proxy (the app's worker keeps
    // its own copy for offline, and drops it on sign-out).
    reply.header('cache-control', paint ? 'no-store' : 'no-cache').header('vary', 'accept-encoding, cookie');
    if (paint) reply.header(HOME_PAINTED_HEADER, '1');
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.type('text/html; charset=utf-8').send(page.body(encoding));
  });
};
