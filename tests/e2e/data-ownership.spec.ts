import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { unzip } from '#server/test/unzip.ts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { confirmAsTheCustomer } from './support/customer-mail';
import { createOwnerWithBusiness, setReviewFilter } from './support/owner';

/** Screenshots for a human to look at, when SHOTS_DIR is set. */
const SHOTS = process.env.SHOTS_DIR;

test('an owner exports everything, finds the feedback in the ZIP, deletes the business, and its QR link is gone', async ({
  browser,
  baseURL,
}) => {
  const { api, business } = await createOwnerWithBusiness(baseURL!, 'Eastside Tacos');
  await setReviewFilter(api, business.id, true);
  const sent = await api.post(`/api/businesses/${business.id}/feedback`, {
    data: { feedback: 'The croissants were stale today.', rating: 2, customerEmail: 'cara@example.com' },
  });
  expect(sent.status()).toBe(201);
  // The customer confirms their address from the one e-mail that asks: only then can it be answered.
  await confirmAsTheCustomer(api, (await sent.json()).id);

  const context = await browser.newContext({ storageState: await api.storageState(), acceptDownloads: true });
  const page = await context.newPage();

  // The full inbox: the item, answering by e-mail because the customer left an address, and resolving it.
  await page.goto('/dashboard?section=reviews');
  await page.getByRole('link', { name: 'All private feedback: filters and spreadsheet' }).click();
  await expect(page).toHaveURL(/\/dashboard\/feedback$/);
  await expect(page.getByText('The croissants were stale today.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Answer by e-mail' })).toBeVisible();
  await page.getByRole('button', { name: 'Mark resolved' }).click();
  await expect(page.getByText('Resolved', { exact: true })).toBeVisible();
  await page.getByLabel('Unresolved only').check();
  await expect(page.getByText('No feedback matches these filters.')).toBeVisible();
  await expect(page).toHaveURL(/unresolved=true/);
  // An address nobody confirmed yet: no answer from here, the owner's own mail app instead.
  const unconfirmed = await api.post(`/api/businesses/${business.id}/feedback`, {
    data: { feedback: 'Nobody greeted me at the door.', rating: 1, customerEmail: 'dan@example.com' },
  });
  expect(unconfirmed.status()).toBe(201);
  await page.reload();
  const dans = page.getByRole('listitem').filter({ hasText: 'Nobody greeted me at the door.' });
  await expect(dans.getByText('Address not confirmed yet.')).toBeVisible();
  await expect(dans.getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute(
    'href',
    /^mailto:dan@example\.com/,
  );
  await expect(dans.getByRole('button', { name: 'Answer by e-mail' })).toHaveCount(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/inbox-unconfirmed-1280.png`, fullPage: true });

  await page.goto('/dashboard?section=data');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/data-section-desktop.png`, fullPage: true });
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download all data' }).click();
  const file = await (await download).path();
  const files = await unzip(readFileSync(file));
  expect(Object.keys(files).sort()).toEqual([
    'business.json',
    'daily.csv',
    'feedback.csv',
    'google-reviews.csv',
    'invitations.csv',
    'mail.csv',
    'scans.csv',
    'staff.csv',
  ]);
  expect(files['feedback.csv']).toContain('The croissants were stale today.');
  expect(JSON.parse(files['business.json']!).business.name).toBe(business.name);

  await page.getByRole('button', { name: 'Delete business' }).click();
  const dialog = page.getByRole('alertdialog');
  const confirm = dialog.getByRole('button', { name: 'Delete business' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(`Type "${business.name}" to confirm`).fill(business.name);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/delete-dialog-desktop.png` });
  await confirm.click();
  await expect(page.getByText('What would you like to do today?')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // The printed QR code's link.
  await page.goto(`/rate/${business.id}`);
  await expect(page.getByText('Business Not Found')).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/rate-not-found.png` });
  await context.close();
});

test('terms, privacy and the full inbox pass axe in both themes', async ({ browser, baseURL }) => {
  // Twelve page loads with an axe scan each.
  test.setTimeout(240_000);
  const { api, business } = await createOwnerWithBusiness(baseURL!, 'Williamsburg Climbing Gym');
  for (const [i, text] of ['Cold pizza.', 'Waited 40 minutes.', '=HYPERLINK("x")'].entries()) {
    await api.post(`/api/businesses/${business.id}/feedback`, {
      data: {
        feedback: text,
        rating: (i % 3) + 1,
        ...(i === 1 ? { customerName: 'Sam', customerEmail: 'sam@example.com' } : {}),
      },
    });
  }
  const state = await api.storageState();
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [360, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, storageState: state });
      await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
      const page = await context.newPage();
      for (const [path, ready] of [
        ['/terms', 'Terms of Service'],
        ['/privacy', 'Privacy Policy'],
        ['/dashboard/feedback', 'All feedback'],
      ] as const) {
        await page.goto(path);
        await expect(
          page.getByRole('heading', { name: ready, level: path === '/dashboard/feedback' ? 2 : 1 }),
        ).toBeVisible();
        if (path === '/dashboard/feedback') await expect(page.getByText('Waited 40 minutes.')).toBeVisible();
        await expectNoSeriousA11yViolations(page, `${path} (${theme}, ${width}px)`);
        if (SHOTS)
          await page.screenshot({
            path: `${SHOTS}/${path.slice(1).replaceAll('/', '-')}-${theme}-${width}.png`,
            fullPage: width === 360,
          });
      }
      if (theme === 'light' && width === 360) {
        await page.goto('/dashboard?section=data');
        await expect(page.getByRole('heading', { name: 'Your data', exact: true })).toBeVisible();
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/data-section-360.png`, fullPage: true });
        await page.goto(`/feedback/${business.id}?rating=2`);
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/customer-feedback-360.png`, fullPage: true });
        // The legal pages name the operator from the server's settings, placeholders by default.
        await page.goto('/privacy');
        await expect(page.getByText('[Operator name: set LEGAL_ENTITY]').first()).toBeVisible();
        await context.clearCookies();
        await page.goto('/');
        await page.getByRole('link', { name: 'Terms of Service' }).click();
        await expect(page).toHaveURL(/\/terms$/);
      }
      await context.close();
    }
  }
});
