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

/**
 * Without JavaScript a star is a form post, and our server answers it with a 303 to Google. A browser
 * does not hand a test the request a redirect leads to (Playwright routes only the first request of a
 * chain), so the post itself is answered here: our server's answer is fetched, its `location` kept,
 * and a stub page shown in Google's place. Returns the locations, in order.
 */
export async function keepRedirectsToGoogle(context: BrowserContext, url: string) {
  const locations: string[] = [];
  await context.route(url, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const response = await route.fetch({ maxRedirects: 0 });
    const location = response.headers().location ?? '';
    if (response.status() !== 303 || !/^https:\/\/([a-z]+\.)?google\.com\//.test(location)) {
      return route.fulfill({ response });
    }
    locations.push(location);
    return route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<title>Google review (stub)</title>',
    });
  });
  return locations;
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
