import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

/** Fastify's own 400 for a malformed URL skipped our handler and headers and echoed the URL. */
describe('a malformed URL', () => {
  let t: TestApp;
  let https: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    https = await createTestApp({ env: { PUBLIC_URL: 'https://reviews.example.com' } });
  });
  afterAll(async () => {
    await t.close();
    await https.close();
  });

  it('answers the API in our error shape, with our headers, without echoing the address', async () => {
    const res = await t.app.inject('/api/businesses/%E0%A4%A');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'That address is not valid.', code: 'BAD_URL' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('answers a page with a short readable page, not the address it was given', async () => {
    const res = await t.app.inject('/rate/%E0%A4%A%3Cscript%3Ealert(1)%3C/script%3E');
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).toContain('That address is not valid.');
    expect(res.body).not.toMatch(/%E0|script%3E|<script/i);
  });

  it('keeps HSTS on an https deployment', async () => {
    const res = await https.app.inject('/api/%E0%A4%A');
    expect(res.statusCode).toBe(400);
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});
