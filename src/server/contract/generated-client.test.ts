// An integrator's client, generated from the published document with openapi-typescript and
// called with openapi-fetch over real HTTP with a personal access token. The types come from the
// document, not from our code: if a route drifts from what the document promises, this file stops
// compiling or these calls fail.
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { paths } from '#api/reviewtap-api.d.ts';
import { submitFeedback } from '#server/domains/feedback/service.ts';
import { createBusinessFor } from '#server/test/fixtures.ts';
import { connectDemoProfile } from '#server/test/google.ts';
import { createTestApp, createUser, sameOrigin, type TestApp } from '#server/test/test-app.ts';
import { clientTypesFor, DOCUMENT_ENV, DOCUMENT_FILE, TYPES_FILE } from './published-document';

describe('the published document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: DOCUMENT_ENV });
  });
  afterAll(() => t.close());

  it('is the one the server serves, and the client types are generated from it', async () => {
    const served = (await t.app.inject('/api/openapi.json')).json();
    const committed = JSON.parse(readFileSync(DOCUMENT_FILE, 'utf8'));
    expect(served, 'run npx tsx scripts/write-openapi.ts').toEqual(committed);
    expect(await clientTypesFor(committed), 'run npx tsx scripts/write-openapi.ts').toBe(
      readFileSync(TYPES_FILE, 'utf8'),
    );
  });

  it('names, tags and secures every operation', () => {
    const doc = JSON.parse(readFileSync(DOCUMENT_FILE, 'utf8'));
    const ops = Object.values(doc.paths as Record<string, Record<string, Record<string, unknown>>>).flatMap(
      (p) => Object.values(p),
    );
    const tags = new Set((doc.tags as { name: string }[]).map((x) => x.name));
    for (const op of ops) {
      expect(op.operationId).toMatch(/^[a-z]+[A-Za-z]*$/);
      expect((op.tags as string[]).every((tag) => tags.has(tag))).toBe(true);
      expect(Array.isArray(op.security)).toBe(true);
    }
    expect(new Set(ops.map((op) => op.operationId)).size).toBe(ops.length);
    expect(doc.servers).toEqual([
      { url: 'https://reviewtap.example', description: 'This ReviewTap instance' },
    ]);
    expect(Object.keys(doc.webhooks)).toContain('feedback.created');
  });
});

describe('a client generated from the document, with an access token', () => {
  let t: TestApp;
  let client: ReturnType<typeof createClient<paths>>;
  let businessId: string;
  let feedbackId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const owner = await createUser(t.db);
    const business = await createBusinessFor(t.db, owner.user.id, {
      placeId: 'demo_northern-quarter-coffee',
    });
    businessId = business.id;
    expect((await connectDemoProfile(t.app, owner.cookie, businessId)).statusCode).toBe(200);
    await t.app.scheduler.runDue();
    feedbackId = (await submitFeedback(t.db, { businessId, feedback: 'The oat milk ran out', rating: 2 })).id;
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/tokens',
      headers: sameOrigin(owner.cookie),
      payload: { name: 'CRM', businessIds: [businessId], scopes: ['read', 'write'] },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    client = createClient<paths>({
      baseUrl: `http://127.0.0.1:${port}`,
      headers: { authorization: `Bearer ${made.json().token}` },
    });
  });
  afterAll(() => t.close());

  it("reads a location's analytics and feedback", async () => {
    const mine = await client.GET('/api/businesses/mine');
    expect(mine.data?.map((b) => b.id)).toEqual([businessId]);
    const analytics = await client.GET('/api/businesses/{id}/analytics', {
      params: { path: { id: businessId } },
    });
    expect(analytics.response.status).toBe(200);
    expect(typeof analytics.data?.totalScans).toBe('number');
    const feedback = await client.GET('/api/businesses/{id}/feedback', {
      params: { path: { id: businessId } },
    });
    expect(feedback.data?.map((f) => f.feedbackText)).toContain('The oat milk ran out');
  });

  it('marks the feedback resolved and replies to a Google review', async () => {
    const done = await client.PATCH('/api/businesses/{id}/feedback/{feedbackId}', {
      params: { path: { id: businessId, feedbackId } },
      body: { resolved: true },
    });
    expect(done.response.status).toBe(200);
    const reviews = await client.GET('/api/businesses/{id}/google/reviews', {
      params: { path: { id: businessId }, query: { replied: 'false' } },
    });
    const review = reviews.data?.reviews[0];
    expect(review).toBeDefined();
    const reply = await client.PUT('/api/businesses/{id}/google/reviews/{reviewId}/reply', {
      params: { path: { id: businessId, reviewId: review!.id } },
      body: { comment: 'Thank you for coming by!' },
    });
    expect(reply.response.status).toBe(200);
    expect(reply.data?.comment).toBe('Thank you for coming by!');
  });

  it('is told clearly what a token may not do', async () => {
    const denied = await client.POST('/api/subscription/cancel', { body: { businessId } });
    expect(denied.response.status).toBe(403);
    expect(denied.error?.code).toBe('TOKEN_NOT_ALLOWED');
  });
});
