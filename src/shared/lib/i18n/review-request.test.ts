import { expect, it } from 'vitest';
import { LOCALES } from './locales';
import { reviewRequest } from './review-request';

it('names the business and ends with the link, in every customer language', () => {
  for (const locale of LOCALES) {
    const m = reviewRequest(locale, 'Harbour Fish Bar', 'https://x.test/r/abc');
    expect(m.subject, locale).toContain('Harbour Fish Bar');
    expect(m.text, locale).toContain('Harbour Fish Bar');
    expect(m.text.endsWith(' https://x.test/r/abc'), locale).toBe(true);
  }
});

it('takes a name with dollar signs as written', () => {
  expect(reviewRequest('en', "Cash $$ & $' Store", 'u').text).toContain("Cash $$ & $' Store");
});
