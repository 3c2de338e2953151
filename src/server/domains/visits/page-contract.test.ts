import { afterAll, beforeAll, expect, it } from 'vitest';
import type { BusinessRow } from '#server/db/schema.ts';
import { createBusinessFor } from '#server/test/fixtures.ts';
import { createTestApp, createUser, sameOrigin, type TestApp } from '#server/test/test-app.ts';
import type { CustomerPageData } from '#web/customer/page-data.ts';
import { customerI18n } from './language';
import { renderCustomerPage } from './render';

// The customer pages are public HTML: only the page schema's fields may reach them.
let t: TestApp;
let business: BusinessRow;
beforeAll(async () => {
  t = await createTestApp();
  const owner = (await createUser(t.db)).user.id;
  business = await createBusinessFor(t.db, owner, { name: 'Contract Café', businessCode: 'SEKRT9' });
});
afterAll(() => t.close());

const assets = { script: null, css: '' };
const i18n = customerI18n({ lang: 'en', pinned: false }, 'Contract Café');

it('drops every field the schema does not name, at the top and inside the business', () => {
  const data = {
    page: 'rate',
    business: { id: 'b1', name: 'Contract Café', address: '1 Main St', businessCode: 'TOPSECRET' },
    i18n,
    ownerEmail: 'owner@private.example',
  } as unknown as CustomerPageData;
  const html = renderCustomerPage(assets, data, 'Rate');
  expect(html).toContain('Contract Café');
  expect(html).not.toContain('TOPSECRET');
  expect(html).not.toContain('owner@private.example');
  expect(html).not.toContain('businessCode');
});

it('refuses data that breaks the schema rather than publishing it', () => {
  const broken = { page: 'rate', business: { id: 'b1' }, i18n } as unknown as CustomerPageData;
  expect(() => renderCustomerPage(assets, broken, 'Rate')).toThrow();
});

it("the no-JavaScript rating error page carries the business's public fields only", async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/rate/${business.id}`,
    headers: { ...sameOrigin(), 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'rating=9',
  });
  expect(res.statusCode).toBe(400);
  expect(res.body).toContain('Contract Café');
  for (const hidden of ['SEKRT9', business.ownerId, business.placeId, business.googleReviewUrl]) {
    expect(res.body).not.toContain(hidden);
  }
});
