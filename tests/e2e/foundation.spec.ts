import { expect, test } from '@playwright/test';

test('an unknown route shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle('404 Page Not Found');
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the theme toggle switches themes and the choice survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/no/such/page');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(html).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  // Applied before first paint by theme-init.js, not after React starts.
  await expect(html).toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(html).not.toHaveClass(/dark/);
  await page.reload();
  await expect(html).not.toHaveClass(/dark/);
});

test('the API answers unknown paths in JSON and health is ok', async ({ request }) => {
  expect((await request.get('/api/health')).status()).toBe(200);
  const missing = await request.get('/api/nope');
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toMatchObject({ message: 'Not found' });
});
