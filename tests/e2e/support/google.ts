import type { BrowserContext } from '@playwright/test';

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
