import { type Browser, devices, expect, type Page, test } from '@playwright/test';
import { signInWithDemo, uniqueEmail } from './support/auth';
import { expectNoSeriousA11yViolations } from './support/axe';

/** Screenshots for a human to look at, when SHOTS_DIR is set. */
const SHOTS = process.env.SHOTS_DIR;

// A demo place no other journey registers.
const PLACE = {
  placeId: 'demo_salford-motors',
  name: 'Salford Motors MOT & Repairs',
  address: '18 Ordsall Ln, Salford, Manchester M5 3AZ, UK',
};

/** One customer, on a phone or a computer: opens the rating page and picks a star. */
async function customerRates(
  browser: Browser,
  businessId: string,
  stars: 5 | 2,
  device: 'phone' | 'computer',
) {
  const context = await browser.newContext(
    device === 'phone'
      ? { userAgent: devices['Pixel 7'].userAgent, viewport: devices['Pixel 7'].viewport, isMobile: true }
      : { viewport: { width: 1280, height: 800 } },
  );
  // Google is never loaded from tests.
  await context.route(/^https:\/\/([a-z]+\.)?google\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Google (stub)</title>' }),
  );
  const page = await context.newPage();
  const scanned = page.waitForResponse((r) => r.url().endsWith('/scan') && r.status() === 201);
  await page.goto(`/rate/${businessId}`);
  await scanned;
  const rated = page.waitForResponse((r) => r.url().endsWith('/ratings') && r.status() === 200);
  await page.getByRole('button', { name: `${stars} stars` }).click();
  await rated;
  return { context, page };
}

async function openSection(page: Page, name: string) {
  await page.getByRole('link', { name }).first().click();
}

test('the owner sees scans, conversions, charts and low-rating feedback', async ({ browser, baseURL }) => {
  // The owner's computer is in Kiritimati (UTC+14); the business, registered without a
  // zone, takes it from the owner's first visit.
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    timezoneId: 'Pacific/Kiritimati',
  });
  const page = await context.newPage();
  await page.goto('/');
  await signInWithDemo(page, { firstName: 'Sally', lastName: 'Salford', email: uniqueEmail('analytics') });
  const origin = baseURL!;
  const created = await page.request.post('/api/businesses', { data: PLACE, headers: { origin } });
  expect(created.status(), await created.text()).toBe(201);
  const business = (await created.json()) as { id: string };
  // With the filter on, 2 stars is a private-feedback outcome, not a conversion.
  const filter = await page.request.patch(`/api/businesses/${business.id}/review-filter`, {
    data: { reviewFilterEnabled: true },
    headers: { origin },
  });
  expect(filter.status()).toBe(200);

  // Before any scan: a friendly start, not empty charts.
  await page.goto('/dashboard?section=analytics');
  const stats = page.getByRole('region', { name: 'Business Analytics' });
  await expect(stats.getByText('No scans yet')).toBeVisible();
  await expect(stats.getByRole('link', { name: 'Show To Customers' })).toHaveAttribute(
    'href',
    '/qr/fullscreen',
  );
  await expect(stats.locator('svg.recharts-surface')).toHaveCount(0);

  const happy = await customerRates(browser, business.id, 5, 'phone');
  await happy.context.close();
  const unhappy = await customerRates(browser, business.id, 2, 'computer');
  await unhappy.page.waitForURL(/\/feedback\//);
  await unhappy.page.getByLabel('Your feedback').fill('The MOT took two hours longer than promised.');
  await unhappy.page.getByRole('button', { name: 'Send Feedback' }).click();
  await expect(unhappy.page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await unhappy.context.close();

  await page.reload();
  await expect(stats.getByRole('heading', { name: 'Business Analytics' })).toBeVisible();
  const card = (label: string) =>
    stats
      .getByRole('list', { name: /Totals|Week and month/ })
      .getByRole('listitem')
      .filter({ hasText: new RegExp(`^${label}`) });
  await expect(card('Total Scans')).toContainText(/^Total Scans\s*2\s*All time/);
  await expect(card('Conversions')).toContainText(/^Conversions\s*1\s*Sent on to Google/);
  await expect(card('Conversion Rate')).toContainText(/^Conversion Rate\s*50%/);
  // Both scans are today; nothing the week before, so growth has nothing to compare with.
  await expect(card('This week')).toContainText(/2 scans/);
  await expect(card('This week')).toContainText('—');
  await expect(card('This week')).toContainText('0 scans last week');
  // Both charts render as SVG, with a text summary for screen readers.
  await expect(
    stats.getByRole('img', { name: /2 scans, 1 conversion, 1 sent to private feedback/ }),
  ).toBeVisible();
  await expect(
    stats.getByRole('img', { name: /5 stars: 1, 4 stars: 0, 3 stars: 0, 2 stars: 1/ }),
  ).toBeVisible();
  await expect(stats.locator('svg.recharts-surface')).toHaveCount(2);
  await expect(stats.getByText('Last 30 days, by day in Pacific/Kiritimati')).toBeVisible();
  const recent = stats.getByRole('region', { name: 'Recent scans' }).getByRole('listitem');
  await expect(recent).toHaveCount(2);
  await expect(recent.getByText('Converted', { exact: true })).toHaveCount(1);
  await expect(recent.getByText('Not converted', { exact: true })).toHaveCount(1);
  // Newest first: the computer's 2 stars, then the phone's 5 stars.
  await expect(recent.first()).toContainText(/^Desktop.*Not converted$/);
  await expect(recent.last()).toContainText(/^Mobile.*Converted$/);
  await expectNoSeriousA11yViolations(page, 'statistics (light)');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expectNoSeriousA11yViolations(page, 'statistics (dark)');

  await openSection(page, 'Reviews');
  await expect(page).toHaveURL(/section=reviews/);
  const inbox = page.getByRole('list', { name: 'What customers said' });
  const items = inbox.getByRole('listitem');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('Poor');
  await expect(items.first()).not.toContainText('Very Poor');
  await expect(items.first().getByRole('img', { name: '2 out of 5 stars' })).toBeVisible();
  await expect(items.first()).toContainText('The MOT took two hours longer than promised.');
  await expectNoSeriousA11yViolations(page, 'feedback (dark)');

  // The owner moves the business to Los Angeles in the customer’s path; the history follows, the chart says so.
  await openSection(page, 'Customer’s path');
  const zone = page.getByLabel('Time zone', { exact: true });
  await expect(zone).toHaveValue('Pacific/Kiritimati');
  if (SHOTS) {
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await zone.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/time-zone-card-dark-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  await zone.selectOption('America/Los_Angeles');
  await expect(page.getByText('Time zone updated', { exact: true })).toBeVisible();
  await openSection(page, 'Statistics');
  await expect(stats.getByText('Last 30 days, by day in America/Los Angeles')).toBeVisible();
  if (SHOTS) {
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${SHOTS}/statistics-top-light-${width}.png`, fullPage: width === 360 });
      // A phone shows the summary first; the chart is a tap away.
      if (width === 360) await page.getByRole('button', { name: 'Show charts and details' }).click();
      await stats.getByText('Last 30 days, by day in America/Los Angeles').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/statistics-zone-light-${width}.png` });
    }
  }
  await expect(stats.getByRole('img', { name: /2 scans, 1 conversion/ })).toBeVisible();
  const saved = await page.request.get('/api/businesses/my-business');
  expect((await saved.json()).timeZone).toBe('America/Los_Angeles');
  await context.close();
});
