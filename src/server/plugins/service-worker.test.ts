import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

describe('serving the installable app (service worker and manifest)', () => {
  let t: TestApp;
  beforeAll(async () => {
    const webDir = mkdtempSync(path.join(tmpdir(), 'web-'));
    writeFileSync(path.join(webDir, 'app.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(webDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(path.join(webDir, 'manifest.webmanifest'), '{"name":"ReviewTap"}');
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
});
