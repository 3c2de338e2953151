import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { createOwnerWithBusiness } from './support/owner';

/** Screenshots for a human to look at, when SHOTS_DIR is set. */
const SHOTS = process.env.SHOTS_DIR;

async function connectInPopup(page: Page) {
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Connect Google Business Profile' }).click();
  const popup = await popupOpened;
  // The embedded default's consent screen says it is the demo, and closes itself when allowed.
  await expect(popup.getByText('Demo', { exact: true })).toBeVisible();
  await popup.getByRole('link', { name: 'Allow' }).click();
  await popup.waitForEvent('close');
}

test('an owner connects the demo Business Profile, filters unreplied reviews, replies, edits and deletes the reply', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { api } = await createOwnerWithBusiness(baseURL!, 'Northern Quarter Coffee');
  const context = await browser.newContext({ storageState: await api.storageState() });
  const page = await context.newPage();
  await page.goto('/dashboard?section=google');
  await expect(page.getByRole('heading', { name: 'Google reviews', level: 2 })).toBeVisible();

  await connectInPopup(page);
  await expect(page.getByText('Verified on Google')).toBeVisible();
  // The scheduler reads the reviews within a tick.
  await expect(page.getByRole('list', { name: 'Google reviews' })).toBeVisible({ timeout: 40_000 });
  await expect(page.getByText('Review growth')).toBeVisible();

  await page.getByRole('button', { name: /^Unreplied \(\d+\)$/ }).click();
  const first = page.getByRole('list', { name: 'Google reviews' }).getByRole('listitem').first();
  await expect(first.getByText('Your reply')).toHaveCount(0);
  await first.getByRole('button', { name: 'Reply', exact: true }).click();
  await first.getByRole('textbox').fill('Thank you for telling us. Please ask for Maria next time!');
  await first.getByRole('button', { name: 'Post reply' }).click();
  await expect(first.getByText('Thank you for telling us. Please ask for Maria next time!')).toBeVisible();

  await first.getByRole('button', { name: 'Edit' }).click();
  await first.getByRole('textbox').fill('Thank you, the next coffee is on us.');
  await first.getByRole('button', { name: 'Save reply' }).click();
  await expect(first.getByText('Thank you, the next coffee is on us.')).toBeVisible();
  await first.getByRole('button', { name: 'Delete' }).click();
  await expect(first.getByText('Thank you, the next coffee is on us.')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'Google reviews section');

  for (const theme of ['light', 'dark'] as const) {
    if (theme === 'dark') await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?![\s\S]*\bdark\b)/);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.getByRole('button', { name: 'All stars' }).click();
      await page.getByRole('heading', { name: 'Google reviews', level: 2 }).scrollIntoViewIfNeeded();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/google-${theme}-${width}.png` });
    }
  }
  await context.close();
});
