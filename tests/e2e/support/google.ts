import { type BrowserContext, expect, type Page } from '@playwright/test';

// Google must never be loaded from tests: answer every request to it locally.
export async function stubGoogle(context: BrowserContext) {
  const opened: string[] = [];
  await context.route(/^https:\/\/([a-z]+\.)?google\.com\//, (route) => {
    opened.push(route.request().url());
    return route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<title>Google review (stub)</title>',
    });
  });
  return opened;
}

/** Connects the demo Business Profile through its consent popup, which says it is the demo and closes itself. */
export async function connectDemoProfileInPopup(page: Page) {
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Connect Google Business Profile' }).click();
  const popup = await popupOpened;
  await expect(popup.getByText('Demo', { exact: true })).toBeVisible();
  // Listen before the click: the popup may close itself before a later listener would be attached.
  const closed = popup.waitForEvent('close');
  await popup.getByRole('link', { name: 'Allow' }).click();
  await closed;
}
