// @module-tag node-release
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { createTestApp, type TestApp, testConfig } from './test/test-app';

describe('app basics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers /api/health after checking the database', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown /api paths with a JSON 404, never HTML', async () => {
    const res = await t.app.inject('/api/does-not-exist');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ message: 'Not found' });
  });

  it('sends security headers with a real CSP and a popup-friendly COOP', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses state-changing requests from another origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/another site/);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it('answers malformed JSON with a 400 and a readable message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTypeOf('string');
  });

  it('names the business on every member and owner route, so the access check has one to check', () => {
    // By `:id` in the path, or (billing calls) by `businessId` in the query or body.
    const unnamed = t.app.routeAccess.filter(
      (r) =>
        (r.access === 'member' || r.access === 'owner') &&
        !r.url.includes('/:id') &&
        !r.url.startsWith('/api/subscription/'),
    );
    expect(unnamed).toEqual([]);
    expect(t.app.routeAccess.filter((r) => r.access === 'owner').length).toBeGreaterThan(10);
  });

  it('rate limits every public route', () => {
    const unlimited = t.app.routeAccess.filter((r) => r.access === 'public' && !r.rateLimited);
    expect(unlimited).toEqual([]);
  });

  it('refuses to start when a route declares no access (default deny)', async () => {
    const app = await buildApp(testConfig(), { database: t.database, webDir: '/nonexistent' });
    expect(() => app.get('/api/forgotten', async () => ({ ok: true }))).toThrow(/declares no access/);
    await app.close().catch(() => {});
  });
});

describe('serving the built web app', () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = mkdtempSync(path.join(tmpdir(), 'web-'));
    mkdirSync(path.join(webDir, 'assets'));
    writeFileSync(path.join(webDir, 'app.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(webDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(webDir, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'));
    t = await createTestApp({ deps: { webDir } });
  });
  afterAll(() => t.close());

  it('falls back to the app shell for client routes', async () => {
    const res = await t.app.inject('/dashboard?section=team');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('id="root"');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets as immutable, without the headers that only rule documents', async () => {
    const res = await t.app.inject('/assets/app-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/immutable/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBeUndefined();
    // The app shell, a document, keeps them.
    const shell = await t.app.inject('/dashboard');
    expect(shell.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('serves the precompressed file when the browser accepts brotli', async () => {
    const res = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe('console.log(1)');
  });

  it('answers a missing file with a 404, not the SPA', async () => {
    const res = await t.app.inject('/assets/app-old999.js');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('id="root"');
  });
});
