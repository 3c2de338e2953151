// @module-tag node-release
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessRow } from '#server/db/schema.ts';
import { chooseEncoding } from '#server/lib/html-response.ts';
import { createBusinessFor } from '#server/test/fixtures.ts';
import { createTestApp, createUser, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
let business: BusinessRow;
beforeAll(async () => {
  t = await createTestApp();
  business = await createBusinessFor(t.db, (await createUser(t.db)).user.id, { name: 'Compressed Café' });
});
afterAll(() => t.close());

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('compressed customer pages', () => {
  it('sends brotli to a phone that accepts it, and the page is intact', async () => {
    const plain = await get(`/rate/${business.id}`);
    const res = await get(`/rate/${business.id}`, 'gzip, deflate, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    const body = brotliDecompressSync(res.rawPayload).toString();
    expect(body).toBe(plain.body);
    expect(body).toContain('Compressed Café');
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
  });

  it('falls back to gzip, and to plain HTML when nothing is accepted', async () => {
    const gz = await get(`/feedback/${business.id}`, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('Help Us Improve');
    const plain = await get(`/feedback/${business.id}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('Help Us Improve');
  });

  it('compresses the 404 page too', async () => {
    const res = await get('/rate/nosuchbusiness', 'br');
    expect(res.statusCode).toBe(404);
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('Business Not Found');
  });

  it('reads Accept-Encoding as browsers send it', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip;q=1.0, identity')).toBe('gzip');
    // Quality values count: q=0 means "never".
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('gzip;q=0, identity')).toBeNull();
    expect(chooseEncoding('br;q=0.5, gzip;q=0.9')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});
