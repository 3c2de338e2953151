// pa11y (WCAG 2 AA, with both its axe and HTML_CodeSniffer runners) finds no error on the
// customer pages, in English and in Arabic (right to left), driving Debian's Chromium headless shell
// as the other journeys do (docs/decisions/0062).
import { expect, test } from '@playwright/test';
// @ts-expect-error pa11y ships no types
import pa11y from 'pa11y';
import { CHROMIUM_FLAGS, HEADLESS_SHELL_PATH } from '../../scripts/chromium';
import { createOwnerWithBusiness, setReviewFilter } from './support/owner';

const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0';

type Issue = { type: string; code: string; message: string; selector: string; runner: string };

test('pa11y reports no error on /rate and /feedback, in English and Arabic', async ({ baseURL }) => {
  test.setTimeout(180_000);
  const { api, business } = await createOwnerWithBusiness(baseURL!, 'Café Crème');
  await setReviewFilter(api, business.id, true);
  const pages = ['en', 'ar'].flatMap((lang) => [
    { url: `${baseURL}/rate/${business.id}?lang=${lang}` },
    { url: `${baseURL}/feedback/${business.id}?rating=2&lang=${lang}` },
    // As Firefox for Android sees it: the Maps link, its hint and the review form as the fallback.
    { url: `${baseURL}/feedback/${business.id}?rating=2&lang=${lang}`, userAgent: FIREFOX_ANDROID },
  ]);
  for (const { url, userAgent } of pages) {
    const result = (await pa11y(url, {
      ...(userAgent ? { userAgent } : {}),
      standard: 'WCAG2AA',
      runners: ['axe', 'htmlcs'],
      timeout: 60_000,
      chromeLaunchConfig: { executablePath: HEADLESS_SHELL_PATH, headless: 'shell', args: CHROMIUM_FLAGS },
    })) as { issues: Issue[] };
    const errors = result.issues
      .filter((i) => i.type === 'error')
      .map((i) => `${i.runner} ${i.code} at ${i.selector}: ${i.message}`);
    expect(errors, `${url} ${userAgent ?? ''}`).toEqual([]);
  }
});
