import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback, qrCustomizations, users } from '#server/db/schema.ts';
import { createBusinessFor } from '#server/test/fixtures.ts';
import { createTestApp, createUser, sameOrigin, type TestApp } from '#server/test/test-app.ts';

/**
 * A NUL byte in any text was a 500, logged with the whole SQL. Control characters other
 * than tab and line breaks are now taken out of every text before the schema reads it.
 */
const CONTROL = 'A\u0000B\u0007C\u001bD\u007f';

describe('control characters in text', () => {
  let t: TestApp;
  const errors: string[] = [];
  let owner: Awaited<ReturnType<typeof createUser>>;
  let businessId = '';

  beforeAll(async () => {
    t = await createTestApp({
      deps: {
        logger: {
          level: 'error',
          stream: { write: (line: string) => void errors.push(line) },
        },
      },
    });
    owner = await createUser(t.db);
    businessId = (await createBusinessFor(t.db, owner.user.id, { reviewFilterEnabled: true })).id;
  });
  afterAll(() => t.close());

  it("keeps a customer's feedback (JSON and the no-JavaScript form) without the characters", async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${businessId}/feedback`,
      headers: sameOrigin(),
      payload: { feedback: `Cold ${CONTROL} coffee\r\nand\ttea`, rating: 2, customerName: `Ann${CONTROL}` },
    });
    expect(json.statusCode, json.body).toBe(201);
    const form = await t.app.inject({
      method: 'POST',
      url: `/feedback/${businessId}`,
      headers: { ...sameOrigin(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: `feedback=${encodeURIComponent(`Slow${CONTROL}`)}&rating=1`,
    });
    expect(form.statusCode, form.body).toBe(303);
    const stored = await t.db
      .select({ text: feedback.feedbackText, name: feedback.customerName })
      .from(feedback)
      .where(eq(feedback.businessId, businessId));
    expect(stored.map((r) => r.text).sort()).toEqual(['Cold ABCD coffee\r\nand\ttea', 'SlowABCD']);
    expect(stored.map((r) => r.name)).toContain('AnnABCD');
  });

  it('a feedback of nothing but control characters is empty, and says so', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${businessId}/feedback`,
      headers: sameOrigin(),
      payload: { feedback: '\u0000\u0000', rating: 2 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please provide feedback');
  });

  it('keeps names, QR texts and team codes free of them, with no 5xx', async () => {
    const demo = await t.app.inject({
      method: 'POST',
      url: '/api/login/demo',
      headers: sameOrigin(),
      payload: { email: 'nul-demo@example.com', firstName: `Jo${CONTROL}`, lastName: 'Doe\u0000' },
    });
    expect(demo.statusCode, demo.body).toBe(200);
    const [user] = await t.db.select().from(users).where(eq(users.email, 'nul-demo@example.com'));
    expect([user?.firstName, user?.lastName]).toEqual(['JoABCD', 'Doe']);

    const qr = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${businessId}/qr-customization`,
      headers: sameOrigin(owner.cookie),
      payload: {
        qrLayoutTemplate: 'quickWhite',
        businessDisplayName: `Cafe${CONTROL}`,
        customReviewText: 'Rate\u0000 us',
      },
    });
    expect(qr.statusCode, qr.body).toBe(200);
    const [template] = await t.db
      .select()
      .from(qrCustomizations)
      .where(eq(qrCustomizations.businessId, businessId));
    expect([template?.businessDisplayName, template?.customReviewText]).toEqual(['CafeABCD', 'Rate us']);

    const stranger = await createUser(t.db);
    const join = await t.app.inject({
      method: 'POST',
      url: '/api/teams/join',
      headers: sameOrigin(stranger.cookie),
      payload: { businessCode: 'AB\u0000CDEF' },
    });
    expect(join.statusCode, join.body).toBeLessThan(500);
    const search = await t.app.inject({
      url: `/api/places/search?query=${encodeURIComponent('sun\u0000rise')}`,
      headers: { cookie: owner.cookie },
    });
    expect(search.statusCode, search.body).toBe(200);
  });

  it('logged no error on the way', () => {
    expect(errors).toEqual([]);
  });
});
