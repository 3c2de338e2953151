import { type Browser, expect, type Page, test } from '@playwright/test';
import { signInWithDemo, uniqueEmail, waitForApp } from './support/auth';
import { expectNoSeriousA11yViolations } from './support/axe';

const signedOutHeader = (page: Page) => page.getByRole('button', { name: 'Get Started' });
const accountMenu = (page: Page) => page.getByRole('button', { name: 'Account menu' });

test('a visitor signs in with Get Started, sees the create-or-join choice and logs out', async ({ page }) => {
  const person = { firstName: 'Ada', lastName: 'Lovelace', email: uniqueEmail('ada') };
  await page.goto('/');
  await expect(page.getByText("Get reviews while they're fresh")).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Get more Google reviews using just your phone' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  await expect(page.getByRole('button', { name: /free trial/i })).toHaveCount(3);

  await signInWithDemo(page, person);

  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ada!' })).toBeVisible();
  await expect(page.getByText('What would you like to do today?')).toBeVisible();
  await expect(page.getByRole('link', { name: /Create Your Business/ })).toHaveAttribute('href', '/setup');
  const join = page.getByRole('link', { name: /Join a Team/ });
  await expect(join).toHaveAttribute('href', '/join');
  await expect(join).toContainText('business code');
  await expect(signedOutHeader(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /free trial/i })).toHaveCount(0);

  // The session is a real cookie, not page state.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome, Ada!' })).toBeVisible();

  await expect(accountMenu(page)).toHaveText('AL');
  await accountMenu(page).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('Ada Lovelace', { exact: true })).toBeVisible();
  await expect(menu.getByText(person.email, { exact: true })).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Log Out' }).click();

  await expect(signedOutHeader(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  await expect(accountMenu(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  await page.reload();
  await expect(signedOutHeader(page)).toBeVisible();
});

test('without a name the avatar falls back to the e-mail initial; small screens get Join Team in the menu', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const email = uniqueEmail('zed');
  await page.goto('/');
  await signInWithDemo(page, { firstName: '', lastName: '', email });
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome!' })).toBeVisible();
  await expect(accountMenu(page)).toHaveText('Z');
  // The header button gives way to the menu entry on a phone.
  await expect(page.getByRole('link', { name: 'Join Team' })).toBeHidden();
  await accountMenu(page).click();
  await expect(page.getByRole('menu').getByText(email, { exact: true })).toBeVisible();
  const joinItem = page.getByRole('menuitem', { name: 'Join Team' });
  await expect(joinItem).toBeVisible();
  await joinItem.click();
  await expect(page).toHaveURL(/\/join$/);
});

// A demo place no other journey registers.
const PLACE = {
  placeId: 'demo_mississippi-hardware',
  name: 'Mississippi Ave Hardware',
  address: '3946 N Mississippi Ave, Portland, OR 97227, USA',
};

test('a signed-in owner who opens the landing page goes straight to the dashboard', async ({
  page,
  baseURL,
}) => {
  await page.goto('/');
  await signInWithDemo(page, { firstName: 'Olive', lastName: 'Owner', email: uniqueEmail('owner') });
  await expect(page.getByRole('heading', { name: 'Welcome, Olive!' })).toBeVisible();
  const created = await page.request.post('/api/businesses', { data: PLACE, headers: { origin: baseURL! } });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('What would you like to do today?')).toHaveCount(0);
});

test('every sign-in button opens the popup, and closing it leaves the page signed out and working', async ({
  page,
}) => {
  await page.goto('/');
  await waitForApp(page);
  const buttons = [
    page.getByRole('button', { name: 'Continue with Google' }),
    signedOutHeader(page),
    ...[0, 1, 2].map((i) => page.getByRole('button', { name: /free trial/i }).nth(i)),
  ];
  for (const button of buttons) {
    const popupPromise = page.waitForEvent('popup');
    await button.click();
    const popup = await popupPromise;
    await expect(popup.getByText('Demo sign-in')).toBeVisible();
    // Closing the popup refreshes the account data (checked every second), which must stay signed out.
    const refreshed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/user');
    await popup.close();
    expect((await refreshed).status()).toBe(401);
  }

  await expect(signedOutHeader(page)).toBeVisible();
  await expect(accountMenu(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: /Google reviews/ })).toBeVisible();

  // Still usable: the FAQ opens and the footer's Product links reach their sections.
  const question = page.getByText('Do I need any special equipment?');
  const answer = page.getByText('The phone you already carry is all you need', { exact: false });
  await expect(answer).toBeHidden();
  await question.click();
  await expect(answer).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/#pricing$/);
  await expect(page.getByText('Most Popular')).toBeInViewport();
  await expect(page.getByText('$19', { exact: true })).toBeVisible();
});

async function newPage(browser: Browser, baseURL: string | undefined, colorScheme: 'light' | 'dark') {
  // axe needs a page from its own context.
  const context = await browser.newContext({ baseURL, colorScheme });
  return { context, page: await context.newPage() };
}

for (const theme of ['light', 'dark'] as const) {
  test(`the signed-out landing page has no serious accessibility violations (${theme} theme)`, async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await newPage(browser, baseURL, theme);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /Google reviews/ })).toBeVisible();
    if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/);
    else await expect(page.locator('html')).not.toHaveClass(/dark/);
    // Scan an open answer too, so its colours are checked.
    await page.getByText('How quickly can I get started?').click();
    await expectNoSeriousA11yViolations(page, `/ signed out, ${theme} theme`);
    await context.close();
  });
}

test('the signed-in choice screen and account menu have no serious accessibility violations', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await newPage(browser, baseURL, 'light');
  await page.goto('/');
  await signInWithDemo(page, { firstName: 'Axel', lastName: 'Eaton', email: uniqueEmail('axe') });
  await expect(page.getByRole('heading', { name: 'Welcome, Axel!' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/ signed in, light theme');

  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectNoSeriousA11yViolations(page, '/ signed in, dark theme');

  await accountMenu(page).click();
  await expect(page.getByRole('menuitem', { name: 'Log Out' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/ signed in, account menu open');
  await context.close();
});
