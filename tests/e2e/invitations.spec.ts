import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { stubGoogle } from './support/google';
import { createOwnerWithBusiness } from './support/owner';

/** Screenshots for a human to look at, when SHOTS_DIR is set. */
const SHOTS = process.env.SHOTS_DIR;
const PHONE = { width: 390, height: 844 };

test('an owner invites three customers from a spreadsheet on a phone; one rates 4 stars from the e-mail and lands on Google; statistics show 3 → 1 → 1 → 1', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const owner = await createOwnerWithBusiness(baseURL!, 'Murinsel Garage');
  const storageState = await owner.api.storageState();
  const context = await browser.newContext({ viewport: PHONE, storageState });
  const opened = await stubGoogle(context);
  const page = await context.newPage();

  // The owner's spreadsheet, as a booking system exports it.
  const file = path.join(tmpdir(), `customers-${Date.now()}.csv`);
  writeFileSync(
    file,
    'email,name,language\nana.journey@example.com,Ana,es\nben.journey@example.com,Ben,en\ncleo.journey@example.com,Cleo,\n',
  );
  await page.goto('/dashboard?section=invitations');
  await expect(page.getByRole('heading', { name: 'Invite from a spreadsheet' })).toBeVisible();
  await page.getByLabel('Choose a CSV file').setInputFiles(file);
  await expect(page.getByText('3 of 3 rows will be invited')).toBeVisible();
  const send = page.getByRole('button', { name: 'Send 3 invitations' });
  await expect(send).toBeDisabled();
  await page.getByLabel('The customers in this file agreed to be contacted by us.').check();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/invitations-sheet-390.png`, fullPage: true });
  await send.click();
  await expect(page.getByText('3 invitations are on their way')).toBeVisible();
  // The sender takes them at its own pace, slower on a busy machine: wait for the rows themselves,
  // then each shows in the list as sent.
  await expect
    .poll(
      async () => {
        const list = await owner.api.get(`/api/businesses/${owner.business.id}/invitations`);
        const { invitations } = (await list.json()) as { invitations: { status: string }[] };
        return invitations.filter((i) => i.status === 'sent').length;
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toBe(3);
  await page.reload();
  await expect(
    page.getByRole('list', { name: 'Latest invitations' }).getByText('Sent', { exact: true }),
  ).toHaveCount(3, { timeout: 20_000 });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/invitations-list-390.png`, fullPage: true });

  // The customer's e-mail, in the demo outbox, opened as they would open it.
  await page.goto('/mail-outbox');
  const bens = page.getByRole('listitem').filter({ hasText: 'ben.journey@example.com' });
  await expect(bens).toBeVisible();
  await bens.getByRole('link', { name: 'Open as the customer sees it' }).click();
  await expect(
    page.getByRole('paragraph').filter({ hasText: 'Thank you for visiting Murinsel Garage' }),
  ).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/invitation-email-390.png`, fullPage: true });
  // A star opens the rating page in a tab of its own, as a mail app does.
  const ratingTab = context.waitForEvent('page');
  await page.getByRole('link', { name: '4 stars' }).click();
  const customer = await ratingTab;

  // The rating page with four stars chosen: nothing counts until the customer confirms.
  await expect(customer.getByRole('button', { name: '4 stars', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const confirm = customer.getByRole('button', { name: 'Send 4 stars' });
  await expect(confirm).toBeVisible();
  if (SHOTS) await customer.screenshot({ path: `${SHOTS}/invitation-confirm-390.png` });
  const list = await owner.api.get(`/api/businesses/${owner.business.id}/invitations`);
  expect((await list.json()).invitations.every((i: { status: string }) => i.status === 'sent')).toBe(true);
  const google = context.waitForEvent('page');
  await confirm.click();
  const tab = await google;
  await tab.waitForLoadState();
  expect(tab.url()).toBe(owner.business.googleReviewUrl);
  expect(opened).toContain(owner.business.googleReviewUrl);

  // Statistics: sent 3 → opened 1 → rated 1 → sent to Google 1.
  await page.goto('/dashboard?section=analytics');
  const funnel = page.getByRole('list', { name: 'Invitations, from e-mail to review' });
  await expect(funnel).toBeVisible();
  const step = (name: string) => funnel.locator(`[data-funnel-step="${name}"]`);
  await expect(step('sent')).toHaveText('3');
  await expect(step('opened')).toHaveText('1');
  await expect(step('rated')).toHaveText('1');
  await expect(step('google')).toHaveText('1');
  await funnel.scrollIntoViewIfNeeded();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/invitations-funnel-390.png` });
  await context.close();
  await owner.api.dispose();
});

test('from the home, one field and Send invites one customer, credited to the person who sent it', async ({
  browser,
  baseURL,
}) => {
  const owner = await createOwnerWithBusiness(baseURL!, 'Schlossberg Barber');
  const context = await browser.newContext({ viewport: PHONE, storageState: await owner.api.storageState() });
  const page = await context.newPage();
  await page.goto('/dashboard');
  const field = page.getByLabel('Ask a customer for a review by e-mail');
  await field.fill('walk-in@example.com');
  const send = page.getByRole('button', { name: 'Send', exact: true });
  // Once a day, the person confirms the customers agreed.
  await expect(send).toBeDisabled();
  await page.getByLabel('The customers I invite today agreed to be contacted by us.').check();
  await send.click();
  await expect(page.getByText('Invitation on its way to walk-in@example.com.')).toBeVisible();
  // The same address again within 14 days is refused, and says why.
  await field.fill('walk-in@example.com');
  await send.click();
  await expect(page.getByText('Already invited in the last 14 days')).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/home-invite-390.png`, fullPage: true });
  const list = await owner.api.get(`/api/businesses/${owner.business.id}/invitations`);
  const [one] = (await list.json()).invitations;
  expect(one).toMatchObject({ email: 'walk-in@example.com', source: 'phone', sentBy: 'Olive Owner' });
  await context.close();
  await owner.api.dispose();
});

test('in Arabic at 360 px and in the dark, the invitation screens and the customer’s page fit the phone', async ({
  browser,
  baseURL,
}) => {
  const owner = await createOwnerWithBusiness(baseURL!, 'Jakomini Dental');
  expect((await owner.api.patch('/api/auth/user', { data: { locale: 'ar' } })).status()).toBe(200);
  const invited = await owner.api.post(`/api/businesses/${owner.business.id}/invitations`, {
    data: { invitations: [{ email: 'layla@example.com', name: 'ليلى', language: 'ar' }], confirmed: true },
  });
  expect(invited.status()).toBe(201);
  const context = await browser.newContext({
    viewport: { width: 360, height: 780 },
    colorScheme: 'dark',
    storageState: await owner.api.storageState(),
  });
  const page = await context.newPage();
  const fits = async (what: string) => {
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, what).toBeLessThanOrEqual(0);
  };
  await page.goto('/dashboard?section=invitations');
  await expect(page.getByRole('heading', { name: 'الدعوة من جدول بيانات' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await fits('invitations section');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/invitations-ar-360-dark.png`, fullPage: true });
  await page.goto('/dashboard');
  await expect(page.getByLabel('اطلب من عميل تقييمًا عبر البريد')).toBeVisible();
  await fits('home');
  // The customer's page from the e-mail, in Arabic: the star chosen and the one button.
  let link = '';
  await expect(async () => {
    const outbox = await owner.api.get(`/api/businesses/${owner.business.id}/invitations/outbox`);
    const [mail] = (await outbox.json()).mails as { text: string }[];
    link = /https?:\/\/\S+&r=5&lang=ar/.exec(mail?.text ?? '')?.[0] ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 60_000 });
  await page.goto(link);
  await expect(page.getByRole('button', { name: 'إرسال 5 نجوم' })).toBeVisible();
  await fits('customer page');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/invitation-confirm-ar-360-dark.png` });
  await context.close();
  await owner.api.dispose();
});
