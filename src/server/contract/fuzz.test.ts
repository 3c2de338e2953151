import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback, scans } from '#server/db/schema.ts';
import { createSession } from '#server/domains/auth/sessions.ts';
import { queueTestEvent } from '#server/domains/developers/outbox.ts';
import { createToken } from '#server/domains/developers/tokens.ts';
import { createWebhook } from '#server/domains/developers/webhooks.ts';
import { addMember, createBusinessFor } from '#server/test/fixtures.ts';
import { createTestApp, createUser, sameOrigin, type TestApp } from '#server/test/test-app.ts';
import { googleTokenKey } from '#server/wiring.ts';
import { junk, type Schema, validValue, withControlCharacters } from './schema-arbitrary';

/**
 * Every operation in the published document (/api/openapi.json), called by a visitor, the owner, a
 * team member and the owner's read and write access tokens with generated path parameters, queries and bodies, valid and hostile.
 * A new route is covered without editing this file. For every answer: never a 5xx; errors are
 * `{ message }`; a 2xx JSON body matches the response schema the document declares for it.
 * Fixed seed, bounded runs; `npm run fuzz` runs longer (FUZZ_RUNS).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);

type Parameter = { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema?: Schema };
type Operation = {
  'x-html-page'?: boolean;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
};
type Doc = { paths: Record<string, Record<string, Operation>>; components?: Record<string, unknown> };

// Deletions last: each removes part of the world the other operations are called against.
const ORDER = (method: string, path: string) =>
  method !== 'delete' ? 0 : path === '/api/businesses/{id}' ? 2 : path === '/api/auth/user' ? 3 : 1;

describe('every operation of the published API, fuzzed', () => {
  let t: TestApp;
  let doc: Doc;
  const ids: Record<string, string[]> = {};
  let ownerId = '';
  let memberId = '';
  const tokens = { read: '', write: '' };
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  addFormats(ajv);

  beforeAll(async () => {
    // Rate limits would answer most of the run with 429 before any handler ran.
    t = await createTestApp({ env: { RATE_LIMIT_ALLOW: '127.0.0.1' } });
    const owner = await createUser(t.db, { firstName: 'Fuzz', lastName: 'Owner' });
    const member = await createUser(t.db, { firstName: 'Fuzz', lastName: 'Member' });
    ownerId = owner.user.id;
    memberId = member.user.id;
    const business = await createBusinessFor(t.db, ownerId, { name: 'Fuzz Bakery' });
    await addMember(t.db, business.id, memberId);
    const [scan] = await t.db
      .insert(scans)
      .values({ businessId: business.id, deviceType: 'mobile' })
      .returning();
    const [item] = await t.db
      .insert(feedback)
      .values({ businessId: business.id, scanId: scan!.id, rating: 2, feedbackText: 'Cold coffee' })
      .returning();
    // The owner's tokens (the fuzzer calls as them too), a webhook and one of its deliveries.
    const all = { name: 'Fuzz', businessIds: 'all' as const };
    tokens.write = (await createToken(t.db, ownerId, { ...all, scopes: ['read', 'write'] }, false)).token;
    const read = await createToken(t.db, ownerId, { ...all, scopes: ['read'] }, false);
    tokens.read = read.token;
    const hook = await createWebhook(
      t.db,
      { key: googleTokenKey(t.app.config), production: false },
      ownerId,
      {
        url: 'http://127.0.0.1:9/fuzz',
        events: ['feedback.created'],
        businessIds: 'all',
      },
    );
    const { deliveryId } = await queueTestEvent(t.db, ownerId, hook.id);
    Object.assign(ids, {
      id: [business.id],
      userId: [memberId],
      feedbackId: [item!.id],
      mailId: ['1'],
      tokenId: [read.id],
      webhookId: [hook.id],
      deliveryId: [deliveryId],
    });
    doc = (await t.app.inject('/api/openapi.json')).json() as Doc;
  });
  afterAll(() => t.close());

  const validators = new Map<string, ReturnType<typeof ajv.compile>>();
  const validatorFor = (key: string, schema: Schema) => {
    let v = validators.get(key);
    if (!v) {
      v = ajv.compile({ ...schema, components: doc.components });
      validators.set(key, v);
    }
    return v;
  };

  const pathValue = (name: string) =>
    fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...(ids[name] ?? ['x'])) },
      { weight: 1, arbitrary: junk },
    );
  const asText = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

  it('answers every generated request without a 5xx, in the error shape, and as documented', async () => {
    const operations = Object.entries(doc.paths)
      .flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method, op })))
      .sort((a, b) => ORDER(a.method, a.path) - ORDER(b.method, b.path));
    expect(operations.length).toBeGreaterThan(40);
    const exercised = new Set<string>();

    for (const { path, method, op } of operations) {
      const params = op.parameters ?? [];
      const bodySchema = op.requestBody?.content?.['application/json']?.schema;
      const request = fc.record({
        caller: fc.constantFrom('visitor', 'owner', 'member', 'readToken', 'writeToken'),
        path: fc.record(
          Object.fromEntries(params.filter((p) => p.in === 'path').map((p) => [p.name, pathValue(p.name)])),
        ),
        query: fc.oneof(
          fc.record(
            Object.fromEntries(
              params.filter((p) => p.in === 'query').map((p) => [p.name, validValue(p.schema)]),
            ),
            { requiredKeys: [] },
          ),
          withControlCharacters(
            fc.record(
              Object.fromEntries(
                params.filter((p) => p.in === 'query').map((p) => [p.name, validValue(p.schema)]),
              ),
              { requiredKeys: [] },
            ),
          ) as fc.Arbitrary<Record<string, unknown>>,
          fc.dictionary(
            fc.constantFrom(...params.filter((p) => p.in === 'query').map((p) => p.name), 'x'),
            junk,
          ),
        ),
        body: bodySchema
          ? fc.oneof(validValue(bodySchema), junk, withControlCharacters(validValue(bodySchema)))
          : fc.constant(undefined),
      });

      await fc.assert(
        fc.asyncProperty(request, async (r) => {
          // A fresh session per request: a sign-out or a deletion ends only its own.
          const userId = r.caller === 'owner' ? ownerId : r.caller === 'member' ? memberId : null;
          const cookie = userId ? `sid=${(await createSession(t.db, userId)).token}` : undefined;
          const url =
            path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(asText(r.path[name]))) +
            (Object.keys(r.query).length
              ? `?${new URLSearchParams(Object.entries(r.query).map(([k, v]) => [k, asText(v)]))}`
              : '');
          const token =
            r.caller === 'readToken' ? tokens.read : r.caller === 'writeToken' ? tokens.write : null;
          const res = await t.app.inject({
            method: method.toUpperCase() as 'GET',
            url,
            headers: {
              ...(token ? { authorization: `Bearer ${token}` } : sameOrigin(cookie)),
              ...(r.body !== undefined ? { 'content-type': 'application/json' } : {}),
            },
            ...(r.body !== undefined ? { payload: JSON.stringify(r.body) } : {}),
          });
          const where = `${method.toUpperCase()} ${url} as ${r.caller} → ${res.statusCode}: ${res.body.slice(0, 300)}`;
          expect(res.statusCode, where).toBeLessThan(500);
          const json = String(res.headers['content-type'] ?? '').startsWith('application/json');
          if (res.statusCode >= 400) {
            // The sign-in popup's pages answer a person, in HTML; everything else answers in JSON.
            if (op['x-html-page'] && !json) {
              expect(res.headers['content-type'], where).toMatch(/^text\/html/);
              return;
            }
            expect(json, where).toBe(true);
            expect(typeof (res.json() as { message?: unknown }).message, where).toBe('string');
            return;
          }
          const declared = op.responses?.[String(res.statusCode)]?.content?.['application/json']?.schema;
          if (json && declared) {
            const validate = validatorFor(`${method} ${path} ${res.statusCode}`, declared);
            expect(validate(res.json()), `${where}\n${ajv.errorsText(validate.errors)}`).toBe(true);
          }
          exercised.add(`${method} ${path}`);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    }
    // Every operation got past routing at least once with a documented answer or an error.
    expect(exercised.size, 'operations that never answered 2xx/3xx').toBeGreaterThan(operations.length / 2);
  }, 300_000);
});
