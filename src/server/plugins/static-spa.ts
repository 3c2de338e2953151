import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The owner app's empty shell; index.html is the prerendered landing page, served at `/` only. */
const APP_SHELL = 'app.html';
/** Written by vite-plugin-pwa (pwa.config.ts). */
const SERVICE_WORKER = 'sw.js';

/**
 * Serves the built React app. Unknown paths get the app shell so client routes work on reload,
 * except paths under /api/ and paths with a file extension: a stale hashed asset must be a 404,
 * not a blank page.
 */
/** Security headers that apply to documents and workers only (set for every answer in security.ts). */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

export const staticSpaPlugin = fp(async (app: FastifyInstance, opts: { webDir: string }) => {
  const webDir = path.resolve(opts.webDir);
  const built = existsSync(path.join(webDir, APP_SHELL));
  if (built) {
    await app.register(fastifyStatic, {
      root: webDir,
      index: false,
      // The build's manifests (.vite/*.json) list source paths; a browser needs none of them.
      allowedPath: (pathName) => !pathName.split('/').some((part) => part.startsWith('.')),
      // Serves the .br/.gz files written at build time (scripts/precompress-web.mjs) when the browser accepts them.
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Hashed file names never change content; everything else must be revalidated.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // A module or stylesheet is not a document: the headers that rule documents do nothing
        // there, and a phone downloads them with each of the app's many small files.
        if (immutable) for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name);
        const name = path.basename(filePath);
        if (name === SERVICE_WORKER || name === `${SERVICE_WORKER}.br` || name === `${SERVICE_WORKER}.gz`) {
          // The owner app's worker: always revalidated, so a new version is seen on the
          // next visit, and scoped to the whole app. It never serves /rate, /feedback or /api.
          reply.header('cache-control', 'no-cache, max-age=0');
          reply.header('service-worker-allowed', '/');
        }
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api') {
      return reply.code(404).send({ message: 'Not found', code: 'NOT_FOUND' });
    }
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(pathname);
    if (!isPage) return reply.code(404).type('text/plain').send('Not found');
    if (!built) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The web app is not built yet. Run `npm run build` (npm start does it for you).');
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile(APP_SHELL);
  });
});
