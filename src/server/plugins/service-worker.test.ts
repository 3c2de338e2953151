import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

describe('serving the installable app (service worker and manifest)', () => {
  let t: TestApp;
  beforeAll(async () => {
    const webDir = mkdtempSync(path.join(tmpdir(), 'web-'));
    writeFileSync(path.join(webDir, 'app.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(webDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(path.join(webDir, 'manifest.webmanifest'), '{"name":"ReviewTap"}');
    mkdirSync(path.join(webDir, '.vite'));
    writeFileSync(path.join(webDir, '.vite', 'manifest.json'), '{"src/web/main.tsx":{}}');
    writeFileSync(path.join(webDir, '.vite', 'customer-manifest.json'), '{"src/web/customer/entry.tsx":{}}');
    t = await createTestApp({ deps: { webDir } });
  });
  afterAll(() => t.close());

  it('serves the worker as JavaScript, always revalidated, scoped to the whole app', async () => {
    const res = await t.app.inject('/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache, max-age=0');
    expect(res.headers['service-worker-allowed']).toBe('/');
    // The worker runs under the same strict policy as the pages.
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('serves the manifest with its media type and no long cache', async () => {
    const res = await t.app.inject('/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('never lets a missing worker fall back to the app shell', async () => {
    const res = await t.app.inject('/workbox-missing.js');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('id="root"');
  });

  // The build's manifests list source paths; they are for the server, not the browser.
  it.each([
    '/.vite/manifest.json',
    '/.vite/customer-manifest.json',
    '/%2Evite/manifest.json',
    '/assets/../.vite/manifest.json',
  ])('does not serve %s', async (url) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('src/web');
  });
});
