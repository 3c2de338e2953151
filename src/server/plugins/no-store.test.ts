import { afterAll, beforeAll, expect, it } from 'vitest';
import { createBusinessFor } from '#server/test/fixtures.ts';
import { createTestApp, createUser, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it("a signed-in person's JSON answers are never stored by a browser or a proxy", async () => {
  const owner = await createUser(t.db);
  const business = await createBusinessFor(t.db, owner.user.id);
  for (const url of [
    '/api/auth/user',
    '/api/businesses/my-business',
    `/api/businesses/${business.id}/analytics`,
  ]) {
    const res = await t.app.inject({ url, headers: { cookie: owner.cookie } });
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['cache-control'], url).toBe('no-store');
  }
  // The public business card stays cacheable for everyone else.
  const anonymous = await t.app.inject({ url: `/api/businesses/${business.id}` });
  expect(anonymous.headers['cache-control']).toBeUndefined();
});
