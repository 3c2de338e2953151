import { type Browser, expect, type Page, test } from '@playwright/test';
import { signInWithDemo, uniqueEmail } from './support/auth';

// Places from the demo catalogue that no other journey registers.
const PLACE = { query: 'coiffure lyon', name: 'Coiffure Hélène' };
const ALREADY_REGISTERED = 'This business is already registered. Ask its owner for a team code to join.';

async function newSignedInPage(browser: Browser, firstName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await signInWithDemo(page, { firstName, lastName: 'Setup', email: uniqueEmail(firstName.toLowerCase()) });
  return { context, page };
}

/** The landing page's "Create Your Business" card when it is there, else the address itself. */
async function openSetup(page: Page) {
  const card = page.getByRole('link', { name: /Create Your Business/ });
  const shown = await card
    .waitFor({ state: 'visible', timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  if (shown) await card.click();
  else await page.goto('/setup');
  await expect(page).toHaveURL(/\/setup$/);
  await expect(page.getByRole('heading', { name: 'Set up your business' })).toBeVisible();
}

async function chooseFromSearch(page: Page) {
  await page.getByLabel('Search for your business').fill(PLACE.query);
  const card = page.getByRole('button', { name: new RegExp(PLACE.name) });
  await expect(card).toBeVisible();
  await card.click();
  await expect(page.getByRole('heading', { name: 'Confirm your business' })).toBeVisible();
}

test('a new owner finds the business in the demo catalogue, registers it and lands on the dashboard', async ({
  browser,
}) => {
  const { context, page } = await newSignedInPage(browser, 'Helene');
  await openSetup(page);

  const steps = page.getByRole('navigation', { name: 'Setup progress' });
  await expect(steps.locator('[aria-current="step"]')).toHaveText(/Search/);
  await expect(page.getByText('Find your business', { exact: true })).toBeVisible();

  // One character does not search yet; a query that matches nothing gets the tips.
  const box = page.getByLabel('Search for your business');
  await box.fill('q');
  await expect(page.getByText('at least 2 characters')).toBeVisible();
  await box.fill('zzqx nowhere');
  await expect(page.getByText('No businesses found', { exact: true })).toBeVisible();
  await expect(page.getByText('Include the street address')).toBeVisible();

  await box.fill(PLACE.query);
  const card = page.getByRole('button', { name: new RegExp(PLACE.name) });
  await expect(card).toBeVisible();
  await expect(card).toContainText('8 Rue Édouard Herriot, 69001 Lyon, France');
  await expect(card).toContainText('4.7');
  await expect(card).toContainText('(92 reviews)');
  await expect(card.getByText('Hair care', { exact: true })).toBeVisible();
  await expect(card.getByText('Beauty salon', { exact: true })).toBeVisible();
  await expect(page.getByText('Demo catalogue')).toBeVisible();
  await expect(page.getByText('Powered by Google')).toHaveCount(0);

  // Change goes back to the same results.
  await card.click();
  await expect(steps.locator('[aria-current="step"]')).toHaveText(/Confirm/);
  await expect(page.getByRole('heading', { name: 'What happens next?' })).toBeVisible();
  await page.getByRole('button', { name: 'Change' }).click();
  await expect(page.getByLabel('Search for your business')).toHaveValue(PLACE.query);
  await page.getByRole('button', { name: new RegExp(PLACE.name) }).click();

  await page.getByRole('button', { name: 'Register My Business' }).click();
  await expect(page.getByText('Business registered successfully!')).toBeVisible();
  await expect(
    page.getByText('Your QR code is ready to generate. Redirecting to dashboard...'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  // The dashboard shows the new business, however long the app takes to load.
  await expect(page.getByText(PLACE.name).first()).toBeVisible({ timeout: 30_000 });

  // An owner who comes back to /setup is sent to the dashboard.
  await page.goto('/setup');
  await expect(page).toHaveURL(/\/dashboard$/);
  await context.close();

  // Someone else sees, in the search itself, that the place is already here; picking it anyway,
  // they are told how to join instead.
  const second = await newSignedInPage(browser, 'Marc');
  await second.page.goto('/setup');
  await second.page.getByLabel('Search for your business').fill(PLACE.query);
  await expect(
    second.page.getByRole('button', { name: new RegExp(`Already on ReviewTap.*${PLACE.name}`) }),
  ).toBeVisible();
  await chooseFromSearch(second.page);
  await second.page.getByRole('button', { name: 'Register My Business' }).click();
  await expect(second.page.getByText('Registration failed')).toBeVisible();
  await expect(second.page.getByText(ALREADY_REGISTERED)).toBeVisible();
  await expect(second.page).toHaveURL(/\/setup$/);
  await expect(second.page.getByRole('button', { name: 'Register My Business' })).toBeEnabled();
  await second.context.close();
});

test('setup sends signed-out visitors home', async ({ page }) => {
  await page.goto('/setup');
  await expect(page).toHaveURL(/\/$/);
});

test('the setup screen fits a 360 px phone, and Register My Business is in view without scrolling', async ({
  browser,
}) => {
  const { context, page } = await newSignedInPage(browser, 'Narrow');
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/setup');
  await page.getByLabel('Search for your business').fill('ossington toronto');
  await page.getByRole('button', { name: /Ossington Beauty Lounge/ }).click();
  await expect(page.getByRole('button', { name: 'Register My Business' })).toBeInViewport({ ratio: 1 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await context.close();
});
