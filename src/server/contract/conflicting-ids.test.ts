import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '#server/db/schema.ts';
import { submitFeedback } from '#server/domains/feedback/service.ts';
import { generateTeamCode } from '#server/domains/teams/team-code.ts';
import { addMember, createBusinessFor } from '#server/test/fixtures.ts';
import { stripeEnv, subscribeThroughStripe } from '#server/test/stripe.ts';
import { type FakeStripe, startFakeStripe } from '#server/test/stripe-test-server.ts';
import { createTestApp, createUser, sameOrigin, type TestApp } from '#server/test/test-app.ts';
import { type Schema, validValue } from './schema-arbitrary';

/**
 * The access hook checked the business in one place and the billing handlers used the one
 * in another, so B's owner could cancel A's plan or change A's seats at Stripe.
 *
 * Driven by the published document: every operation that names a business (path, query or body) is
 * called by B's owner with B's id in one place and A's id in each other place. Never a 2xx, A's rows
 * are unchanged to the byte, and the Stripe stand-in never hears of A's customer or subscription.
 * A new operation is covered as soon as the document lists it.
 */
type Parameter = { name: string; in: 'path' | 'query' | 'header'; schema?: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
type Doc = { paths: Record<string, Record<string, Operation>> };
type Place = 'path' | 'query' | 'body';
type Side = { id: string; name: string; memberId: string; feedbackId: string; mailId: string };

const BUSINESS_PARAM = /\{(id|businessId)\}/;

describe('a request that names two businesses (document-driven)', () => {
  let fake: FakeStripe;
  let t: TestApp;
  let doc: Doc;
  let a: Side;
  let b: Side;
  let bCookie = '';
  let aStripeIds: string[] = [];

  async function side(name: string) {
    const owner = await createUser(t.db, { firstName: name, lastName: 'Owner' });
    const member = await createUser(t.db);
    const business = await createBusinessFor(t.db, owner.user.id, {
      name: `Business ${name}`,
      businessCode: generateTeamCode(),
      reviewFilterEnabled: true,
    });
    await addMember(t.db, business.id, member.user.id);
    const { id: feedbackId } = await submitFeedback(t.db, {
      businessId: business.id,
      feedback: `Feedback for ${name}`,
      rating: 2,
    });
    const [mail] = await t.db
      .insert(mailOutbox)
      .values({
        businessId: business.id,
        userId: owner.user.id,
        kind: 'feedback_alert',
        toAddress: owner.user.email,
        subject: 'Alert',
        html: '<p>Alert</p>',
        text: 'Alert',
      })
      .returning({ id: mailOutbox.id });
    const sub = await subscribeThroughStripe(
      t.app,
      fake,
      { cookie: owner.cookie, businessId: business.id },
      1,
    );
    const s: Side = {
      id: business.id,
      name: business.name,
      memberId: member.user.id,
      feedbackId,
      mailId: String(mail!.id),
    };
    return { side: s, cookie: owner.cookie, stripeIds: [sub.id, sub.customer], ownerId: owner.user.id };
  }

  /** Every row that belongs to business A, in every table that has a business_id, as text. */
  async function snapshotOf(businessId: string) {
    const rowsOf = async (query: ReturnType<typeof sql>) =>
      ((await t.db.execute(query)) as unknown as { rows: unknown[] }).rows;
    const tables = (await rowsOf(
      sql`select table_name from information_schema.columns where column_name = 'business_id' and table_schema = 'public' order by table_name`,
    )) as { table_name: string }[];
    const snapshot: Record<string, unknown[]> = {
      businesses: await rowsOf(sql`select * from businesses where id = ${businessId}`),
    };
    for (const { table_name } of tables) {
      snapshot[table_name] = await rowsOf(
        sql`select * from ${sql.identifier(table_name)} where business_id = ${businessId} order by 1`,
      );
    }
    return JSON.stringify(snapshot);
  }

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp({ env: { ...stripeEnv(fake), RATE_LIMIT_ALLOW: '127.0.0.1' } });
    const made = await side('A');
    a = made.side;
    aStripeIds = made.stripeIds;
    const other = await side('B');
    b = other.side;
    bCookie = other.cookie;
    doc = (await t.app.inject('/api/openapi.json')).json() as Doc;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const operations = () =>
    Object.entries(doc.paths)
      .flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method, op })))
      .map(({ path, method, op }) => {
        const bodySchema = op.requestBody?.content?.['application/json']?.schema;
        const inQuery = (op.parameters ?? []).some((p) => p.in === 'query' && p.name === 'businessId');
        const inBody = Boolean(bodySchema?.properties?.businessId);
        const declared: Place | null = BUSINESS_PARAM.test(path)
          ? 'path'
          : inQuery
            ? 'query'
            : inBody
              ? 'body'
              : null;
        return { path, method, op, bodySchema, declared };
      })
      .filter((o): o is typeof o & { declared: Place } => o.declared !== null)
      // Deletions last: a wrongly accepted one would remove B's world, not A's.
      .sort((x, y) => Number(x.method === 'delete') - Number(y.method === 'delete'));

  /** A body the route accepts for B, so a refusal is about the two ids and never about validation. */
  function bodyFor(schema: Schema | undefined) {
    if (!schema) return undefined;
    const safe: Schema = JSON.parse(JSON.stringify(schema), (_k, v) =>
      v && typeof v === 'object' && v.type === 'string' && !v.pattern && !v.enum && !v.format
        ? { ...v, pattern: `^[a-z ]{${Math.max(v.minLength ?? 1, 1)},${Math.min(v.maxLength ?? 20, 20)}}$` }
        : v,
    );
    const [value] = fc.sample(validValue(safe), { seed: 26, numRuns: 1 });
    const body = { ...(value as object) } as Record<string, unknown>;
    for (const key of Object.keys(schema.properties ?? {})) {
      if (key === 'confirmName') body[key] = b.name;
      if (/email/i.test(key)) body[key] = 'customer@example.com';
      if (key === 'businessId') body[key] = b.id;
      if (key === 'timeZone') body[key] = 'Europe/Berlin';
    }
    return body;
  }

  function request(
    path: string,
    method: string,
    bodySchema: Schema | undefined,
    ids: Record<Place, string | null>,
  ) {
    const url = path
      .replace(BUSINESS_PARAM, ids.path ?? b.id)
      .replace('{userId}', b.memberId)
      .replace('{feedbackId}', b.feedbackId)
      .replace('{mailId}', b.mailId)
      .replace('{invitationId}', '00000000-0000-4000-8000-000000000000')
      .replace('{reviewId}', 'r1');
    const query = ids.query ? `?businessId=${ids.query}` : '';
    const body = bodyFor(bodySchema) ?? (ids.body ? {} : undefined);
    if (body) {
      if (ids.body) body.businessId = ids.body;
      else delete body.businessId;
    }
    return t.app.inject({
      method: method.toUpperCase() as 'POST',
      url: url + query,
      headers: { ...sameOrigin(bCookie), ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { payload: JSON.stringify(body) } : {}),
    });
  }

  it('covers every operation that names a business', () => {
    const names = operations().map((o) => `${o.method.toUpperCase()} ${o.path}`);
    for (const expected of [
      'POST /api/subscription/seats',
      'POST /api/subscription/cancel',
      'GET /api/subscription/status',
      'PATCH /api/businesses/{id}/review-filter',
      'DELETE /api/businesses/{id}/team-members/{userId}',
      'DELETE /api/businesses/{id}',
    ]) {
      expect(names).toContain(expected);
    }
  });

  it("never answers 2xx, leaves A's rows untouched, and never reaches A at Stripe", async () => {
    const before = await snapshotOf(a.id);
    const stripeCallsBefore = fake.requests.length;
    const accepted: string[] = [];
    let tried = 0;

    for (const { path, method, bodySchema, declared } of operations()) {
      const places: Place[] = [
        ...(BUSINESS_PARAM.test(path) ? (['path'] as const) : []),
        'query',
        ...(method === 'get' ? [] : (['body'] as const)),
      ];
      for (const bPlace of places) {
        for (const aPlace of places) {
          if (aPlace === bPlace) continue;
          const ids: Record<Place, string | null> = { path: null, query: null, body: null };
          ids[bPlace] = b.id;
          ids[aPlace] = a.id;
          // Routes whose business lives in the query or body keep B there when A goes elsewhere.
          if (declared !== 'path' && bPlace === 'path') continue;
          const res = await request(path, method, bodySchema, ids);
          tried += 1;
          const where = `${method.toUpperCase()} ${path}: B in ${bPlace}, A in ${aPlace} → ${res.statusCode} ${res.body.slice(0, 200)}`;
          if (res.statusCode < 400) accepted.push(where);
          else expect(res.statusCode, where).toBeLessThan(500);
        }
      }
    }

    expect(accepted, 'requests naming two businesses that were accepted').toEqual([]);
    expect(tried).toBeGreaterThan(40);
    expect(await snapshotOf(a.id), "A's rows changed").toBe(before);
    const reachedA = fake.requests
      .slice(stripeCallsBefore)
      .filter((r) => aStripeIds.some((id) => JSON.stringify(r).includes(id)));
    expect(reachedA, "requests about A's customer or subscription at Stripe").toEqual([]);
  }, 120_000);

  it("answers B's own requests, naming B once, as before (the bodies above are valid)", async () => {
    for (const { path, method, bodySchema, declared } of operations()) {
      if (method === 'delete') continue;
      const ids: Record<Place, string | null> = { path: null, query: null, body: null };
      ids[declared] = b.id;
      const res = await request(path, method, bodySchema, ids);
      const where = `${method.toUpperCase()} ${path} → ${res.statusCode} ${res.body.slice(0, 200)}`;
      expect(res.statusCode, where).not.toBe(400);
      expect(res.statusCode, where).toBeLessThan(500);
    }
  });
});
