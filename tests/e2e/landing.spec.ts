import { type ConsoleMessage, expect, type Page, test } from '@playwright/test';
import { signInWithDemo, uniqueEmail, waitForApp } from './support/auth';
import { createOwnerWithBusiness } from './support/owner';

/**
 * Every console error and warning but the browser's own line for an API answer that is part of the
 * product's contract (401 for a visitor, 404 for "no business yet"). A hydration mismatch, a React
 * warning or a script error all stay in.
 */
function consoleProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (m: ConsoleMessage) => {
    if (m.type() !== 'error' && m.type() !== 'warning') return;
    const apiStatus = m.text().startsWith('Failed to load resource') && m.location().url.includes('/api/');
    if (!apiStatus) problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

test('without JavaScript the landing page is all there', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Get more Google reviews using just your phone' }),
  ).toBeVisible();
  await expect(page.getByText('Most Popular')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
  await expect(page.getByText('Do I need any special equipment?')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await context.close();
});

test('a visitor gets the prerendered page hydrated with no console error, and signs in from it', async ({
  page,
}) => {
  const problems = consoleProblems(page);
  await page.goto('/');
  await waitForApp(page);
  await expect(page.getByRole('button', { name: /free trial/i })).toHaveCount(3);
  await signInWithDemo(page, { firstName: 'Hana', lastName: 'Hydrate', email: uniqueEmail('hana') });
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Hana!' })).toBeVisible();
  // The header greets beside the Join Team button (docs/product-rules.md §15).
  const account = page.getByRole('navigation', { name: 'Account' });
  await expect(account.getByText('Welcome, Hana!')).toBeVisible();
  await expect(account.getByRole('link', { name: 'Join Team' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('signed in with no business, / shows the create-or-join choice; on a phone the greeting is in the menu', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/');
  await signInWithDemo(page, { firstName: 'Pia', lastName: 'Phone', email: uniqueEmail('pia') });
  await expect(page.getByText('What would you like to do today?')).toBeVisible();

  const problems = consoleProblems(page);
  await page.reload();
  await expect(page.getByText('What would you like to do today?')).toBeVisible();
  await expect(page.getByRole('button', { name: /free trial/i })).toHaveCount(0);
  const account = page.getByRole('navigation', { name: 'Account' });
  await expect(account.getByText('Welcome, Pia!')).toBeHidden();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu').getByText('Welcome, Pia!')).toBeVisible();
  // Nothing sideways on a phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(problems).toEqual([]);
});

test('signed in with a business, / still goes straight to the dashboard with no console error', async ({
  browser,
  baseURL,
}) => {
  const { api } = await createOwnerWithBusiness(baseURL!, 'Bluebonnet Florist', 0);
  const context = await browser.newContext({ storageState: await api.storageState() });
  const page = await context.newPage();
  const problems = consoleProblems(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Business Dashboard' })).toBeVisible();
  expect(problems).toEqual([]);
  await context.close();
  await api.dispose();
});
