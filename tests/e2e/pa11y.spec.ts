// Issue 31: pa11y (WCAG 2 AA, with both its axe and HTML_CodeSniffer runners) finds no error on the
// customer pages, in English and in Arabic (right to left), driving Debian's Chromium.
import { expect, test } from '@playwright/test';
// @ts-expect-error pa11y ships no types
import pa11y from 'pa11y';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium';
import { createOwnerWithBusiness, setReviewFilter } from './support/owner';

type Issue = { type: string; code: string; message: string; selector: string; runner: string };

test('pa11y reports no error on /rate and /feedback, in English and Arabic', async ({ baseURL }) => {
  test.setTimeout(180_000);
  const { api, business } = await createOwnerWithBusiness(baseURL!, 'Café Crème');
  await setReviewFilter(api, business.id, true);
  const pages = ['en', 'ar'].flatMap((lang) => [
    `${baseURL}/rate/${business.id}?lang=${lang}`,
    `${baseURL}/feedback/${business.id}?rating=2&lang=${lang}`,
  ]);
  for (const url of pages) {
    const result = (await pa11y(url, {
      standard: 'WCAG2AA',
      runners: ['axe', 'htmlcs'],
      timeout: 60_000,
      chromeLaunchConfig: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
    })) as { issues: Issue[] };
    const errors = result.issues
      .filter((i) => i.type === 'error')
      .map((i) => `${i.runner} ${i.code} at ${i.selector}: ${i.message}`);
    expect(errors, url).toEqual([]);
  }
});
