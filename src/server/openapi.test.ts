import { createHmac, timingSafeEqual } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';

type Operation = {
  summary?: string;
  description?: string;
  'x-access'?: string;
  responses?: Record<string, unknown>;
};
type Document = {
  openapi: string;
  info: { description: string };
  paths: Record<string, Record<string, Operation>>;
};

// OpenAPI writes `{id}` where Fastify writes `:id`.
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('the published API document', () => {
  let t: TestApp;
  let doc: Document;
  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    doc = res.json() as Document;
  });
  afterAll(() => t.close());

  it('the published signature check says yes to a true signature and no, without throwing, to a malformed one', () => {
    const code = doc.info.description.match(/```js\n([\s\S]*?)```/)?.[1];
    expect(code).toContain('function verify');
    // The sample as an integrator pastes it, with node:crypto handed in for its import line.
    const verify = new Function(
      'createHmac',
      'timingSafeEqual',
      `${code!.replace(/^import .*$/m, '')}\nreturn verify;`,
    )(createHmac, timingSafeEqual) as (header: string, body: string, secret: string) => boolean;
    const body = '{"id":"e1"}';
    const t = Math.floor(Date.now() / 1000);
    const v1 = createHmac('sha256', 'whsec_x').update(`${t}.${body}`).digest('hex');
    expect(verify(`t=${t},v1=${v1}`, body, 'whsec_x')).toBe(true);
    expect(verify(`t=${t},v1=${v1}`, body, 'whsec_other')).toBe(false);
    expect(verify(`t=${t},v1=${'z'.repeat(64)}`, body, 'whsec_x')).toBe(false);
    expect(verify(`t=${t},v1=abc`, body, 'whsec_x')).toBe(false);
    expect(verify(`t=${t},v1=`, body, 'whsec_x')).toBe(false);
  });

  it('is OpenAPI 3.1', () => {
    expect(doc.openapi).toBe('3.1.0');
  });

  it('documents every JSON route the server registers, and nothing it does not', () => {
    const registered = t.app.routeAccess
      .filter(
        (r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.url !== '/api/openapi.json',
      )
      .map((r) => `${r.method} ${openApiPath(r.url)}`)
      .sort();
    const documented = Object.entries(doc.paths)
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`))
      .sort();
    expect(documented).toEqual(registered);
  });

  it('gives every operation a summary, its access rule and its responses per status', () => {
    const access = new Map(t.app.routeAccess.map((r) => [`${r.method} ${openApiPath(r.url)}`, r.access]));
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const key = `${method.toUpperCase()} ${path}`;
        expect(op.summary, key).toMatch(/\w/);
        expect(op.summary, `${key} has only a generated summary`).not.toBe(key);
        expect(op['x-access'], key).toBe(access.get(key));
        expect(op.description, key).toContain(`Access: ${access.get(key)}`);
        expect(Object.keys(op.responses ?? {}).length, `${key} declares no responses`).toBeGreaterThan(0);
      }
    }
  });

  it('serves a readable reference at /api/docs', async () => {
    const res = await t.app.inject('/api/docs/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('swagger');
  });
});
