import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { pageDataJsonSchema } from '#shared/schemas/customer-page.ts';
import { parsePageData } from './page-data';

// The texts as the server sends them: words, and the star counts as five strings.
const i18n = {
  lang: 'en',
  messages: {
    'customer.rateHeading': 'Rate Your Experience',
    'customer.starLabel': ['1 star', '2 stars', '3 stars', '4 stars', '5 stars'],
  },
  pinned: false,
};

it('the JSON Schema the browser checks with is the shared zod schema, regenerated', () => {
  // Out of date? Run: npx tsx scripts/generate-page-schema.ts
  const committed = JSON.parse(readFileSync('src/web/customer/page-data.schema.json', 'utf8'));
  expect(committed).toEqual(pageDataJsonSchema());
});

it('keeps the schema fields and drops every other one, as the server does', () => {
  const data = parsePageData(
    JSON.stringify({
      page: 'feedback',
      business: { id: 'b1', name: 'Café', googleReviewUrl: 'https://g.page/r', businessCode: 'SECRET' },
      reviewLink: 'review_form',
      alternateUrl: 'https://maps/x',
      rating: 2,
      scanId: null,
      i18n,
      injected: '<script>',
    }),
  );
  expect(data).toEqual({
    page: 'feedback',
    business: { id: 'b1', name: 'Café', googleReviewUrl: 'https://g.page/r' },
    reviewLink: 'review_form',
    alternateUrl: 'https://maps/x',
    rating: 2,
    scanId: null,
    i18n,
  });
});

it('refuses data of the wrong shape', () => {
  const bad = [
    { page: 'rate', business: { id: 'b1', name: 'Café' }, i18n },
    { page: 'rate', business: { id: 'b1', name: 'Café', address: 7 }, i18n },
    {
      page: 'feedback',
      business: { id: 'b', name: 'n', googleReviewUrl: 'u' },
      reviewLink: 'review_form',
      alternateUrl: 'a',
      rating: '2',
      scanId: null,
      i18n,
    },
    { page: 'rate', business: { id: 'b1', name: 'Café', address: 'a' }, channel: 'pigeon', i18n },
    { page: 'elsewhere', i18n },
    { page: 'not-found', kind: 'rate', i18n: { ...i18n, lang: 'xx' } },
  ];
  for (const data of bad) expect(() => parsePageData(JSON.stringify(data))).toThrow(TypeError);
});
