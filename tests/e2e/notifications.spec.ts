import { mkdirSync } from 'node:fs';
import { type Browser, expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { createOwnerWithBusiness, setReviewFilter } from './support/owner';

/** Screenshots for a human to look at, when SHOTS_DIR is set. */
const SHOTS = process.env.SHOTS_DIR;

async function ownerPage(
  browser: Browser,
  api: Awaited<ReturnType<typeof createOwnerWithBusiness>>['api'],
  opts: { width: number; colorScheme: 'light' | 'dark' },
) {
  const context = await browser.newContext({
    viewport: { width: opts.width, height: 900 },
    colorScheme: opts.colorScheme,
    storageState: await api.storageState(),
  });
  return { context, page: await context.newPage() };
}

test('a customer’s 2-star feedback reaches the owner’s demo mail outbox as an alert', async ({
  browser,
  baseURL,
}) => {
  // The alert gathers for FEEDBACK_ALERT_GATHER_SECONDS (3 s for the journeys, playwright.config.ts), then
  // the next 15 s tick of the mail job keeps it.
  test.setTimeout(180_000);
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  const { api, business } = await createOwnerWithBusiness(baseURL!, 'Harbour Fish Bar');
  await setReviewFilter(api, business.id, true);

  // The customer, on a phone.
  const customer = await browser.newContext({ viewport: { width: 360, height: 780 } });
  await customer.route('https://search.google.com/**', (route) => route.fulfill({ status: 204 }));
  const phone = await customer.newPage();
  await phone.goto(`/rate/${business.id}`);
  await phone.getByRole('button', { name: '2 stars' }).click();
  await phone.waitForURL(/\/feedback\//);
  await phone.getByLabel('Your feedback').fill('The soup was cold <b>and</b> salty.');
  await phone.getByLabel(/Name/).fill('Sam');
  await phone.getByRole('button', { name: 'Send Feedback' }).click();
  await expect(phone.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await customer.close();

  // The owner: notification settings, then the demo outbox linked from them.
  const { context, page } = await ownerPage(browser, api, { width: 1280, colorScheme: 'light' });
  await page.goto('/dashboard?section=notifications');
  await expect(page.getByRole('heading', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Feedback alerts' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Weekly summary' })).toBeChecked();
  await expect(page.getByText('Mail outbox (demo)')).toBeVisible();
  await page.getByRole('link', { name: 'Open the mail outbox' }).click();
  await expect(page.getByRole('heading', { name: 'Mail outbox (demo)' })).toBeVisible();

  const subject = page.getByRole('heading', { name: 'New 2-star feedback for Harbour Fish Bar' });
  await expect(subject).toBeVisible({ timeout: 120_000 });
  const item = page.getByRole('listitem').filter({ has: subject });
  await expect(item.getByText('Kept (demo, not sent)')).toBeVisible();
  await item.getByRole('button', { name: 'Show e-mail' }).click();
  const mail = page.frameLocator('iframe[title^="E-mail: New 2-star"]');
  // The customer's markup arrives as text, not as HTML.
  await expect(mail.getByText('The soup was cold <b>and</b> salty.', { exact: true })).toBeVisible();
  await expect(mail.getByText('From Sam')).toBeVisible();
  await expect(mail.getByRole('link', { name: 'Open the feedback inbox' })).toHaveAttribute(
    'href',
    `${baseURL}/dashboard?section=reviews`,
  );
  await context.close();

  // Screenshots: the rendered alert at phone width, and both pages in both themes and widths.
  const outbox = await api.get('/api/notifications/outbox');
  const alert = ((await outbox.json()) as { mails: { id: string; kind: string }[] }).mails.find(
    (m) => m.kind === 'feedback_alert',
  );
  expect(alert).toBeTruthy();
  const phoneMail = await ownerPage(browser, api, { width: 360, colorScheme: 'light' });
  await phoneMail.page.goto(`/api/notifications/outbox/${alert!.id}`);
  await expect(phoneMail.page.getByText('New private feedback')).toBeVisible();
  const overflow = await phoneMail.page.evaluate(() => document.documentElement.scrollWidth);
  expect(overflow, 'the alert fits a 360 px phone without sideways scrolling').toBeLessThanOrEqual(360);
  if (SHOTS) await phoneMail.page.screenshot({ path: `${SHOTS}/email-alert-360.png`, fullPage: true });
  await phoneMail.context.close();

  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [360, 1280]) {
      const o = await ownerPage(browser, api, { width, colorScheme });
      await o.page.goto('/dashboard?section=notifications');
      await expect(o.page.getByRole('switch', { name: 'Feedback alerts' })).toBeVisible();
      if (SHOTS)
        await o.page.screenshot({ path: `${SHOTS}/settings-${colorScheme}-${width}.png`, fullPage: true });
      if (width === 360)
        await expectNoSeriousA11yViolations(o.page, `notification settings (${colorScheme})`);
      await o.page.goto('/mail-outbox');
      await expect(
        o.page.getByRole('heading', { name: 'New 2-star feedback for Harbour Fish Bar' }),
      ).toBeVisible();
      if (SHOTS)
        await o.page.screenshot({ path: `${SHOTS}/outbox-${colorScheme}-${width}.png`, fullPage: true });
      if (width === 360) await expectNoSeriousA11yViolations(o.page, `mail outbox (${colorScheme})`);
      await o.context.close();
    }
  }
});

test('the owner turns the weekly summary off and the choice survives a reload', async ({
  browser,
  baseURL,
}) => {
  const { api } = await createOwnerWithBusiness(baseURL!, 'Ancoats Bakehouse');
  const { context, page } = await ownerPage(browser, api, { width: 360, colorScheme: 'light' });
  await page.goto('/dashboard?section=notifications');
  const weekly = page.getByRole('switch', { name: 'Weekly summary' });
  await expect(weekly).toBeChecked();
  await weekly.click();
  await expect(page.getByText('The weekly summary is off.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Weekly summary' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Feedback alerts' })).toBeChecked();
  await context.close();
});
