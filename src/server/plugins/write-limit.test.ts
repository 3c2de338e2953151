import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedInWriteLimit } from '#server/cross-cutting.ts';
import { createBusinessFor } from '#server/test/fixtures.ts';
import { createTestApp, createUser, sameOrigin, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('signed-in writes without a limit of their own are limited per user, not per address', async () => {
  const owner = await createUser(t.db);
  const business = await createBusinessFor(t.db, owner.user.id);
  const toggle = (cookie: string, id: string, remoteAddress: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/businesses/${id}/review-filter`,
      headers: sameOrigin(cookie),
      payload: { reviewFilterEnabled: true },
      remoteAddress,
    });
  // From changing addresses: the count follows the user.
  for (let i = 0; i < signedInWriteLimit.max; i += 1) {
    expect((await toggle(owner.cookie, business.id, `198.51.100.${(i % 200) + 1}`)).statusCode).toBe(200);
  }
  const limited = await toggle(owner.cookie, business.id, '198.51.100.250');
  expect(limited.statusCode).toBe(429);
  expect(limited.json().code).toBe('RATE_LIMITED');

  // Another owner on the same address is not affected.
  const other = await createUser(t.db);
  const theirs = await createBusinessFor(t.db, other.user.id);
  expect((await toggle(other.cookie, theirs.id, '198.51.100.250')).statusCode).toBe(200);
});
