import { expect, request, test } from '@playwright/test';
import { createOwnerWithBusiness } from './support/owner';

/** Screenshots for a human to look at, when SHOTS_DIR is set. */
const SHOTS = process.env.SHOTS_DIR;

test('a location paused for its bounces says why and what to do on the home and Invitations, in Arabic at 360 px in the dark', async ({
  browser,
  baseURL,
}) => {
  const owner = await createOwnerWithBusiness(baseURL!, 'Praterstern Bikes');
  const path = `/api/businesses/${owner.business.id}/invitations`;
  const made = await owner.api.post(path, {
    data: {
      invitations: ['one', 'two', 'three'].map((n) => ({ email: `${n}.prater@example.com` })),
      confirmed: true,
    },
  });
  expect(made.status()).toBe(201);
  const [first] = (await made.json()).invitations as { id: string }[];
  // The demo sender sends them; the pause counts what was sent.
  await expect(async () => {
    const list = await owner.api.get(path);
    const rows = (await list.json()).invitations as { status: string }[];
    expect(rows.filter((r) => r.status === 'sent')).toHaveLength(3);
  }).toPass({ timeout: 60_000 });
  // Postmark reports the first one bounced, from its own origin, with our message id in its metadata.
  const host = new URL(baseURL!).hostname;
  // Playwright's client, not Node's fetch: fetch refuses some ports the journeys may be given (4190).
  const relay = await request.newContext();
  const bounce = await relay.post(`${baseURL!.replace('localhost', '127.0.0.1')}/api/mail-events/postmark`, {
    headers: {
      'content-type': 'application/json',
      authorization: `Basic ${Buffer.from('pm:journeys-postmark-password').toString('base64')}`,
    },
    data: JSON.stringify({
      RecordType: 'Bounce',
      ID: Date.now(),
      Type: 'HardBounce',
      Email: 'one.prater@example.com',
      Details: 'smtp;550 5.1.1 user unknown',
      Metadata: { message: `invitation-${first!.id}-first@${host}` },
    }),
  });
  expect(bounce.status()).toBe(200);
  await relay.dispose();

  const context = await browser.newContext({
    viewport: { width: 360, height: 780 },
    colorScheme: 'dark',
    storageState: await owner.api.storageState(),
  });
  expect((await owner.api.patch('/api/auth/user', { data: { locale: 'ar' } })).status()).toBe(200);
  const page = await context.newPage();
  const fits = async (what: string) => {
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, what).toBeLessThanOrEqual(0);
  };
  await page.goto('/dashboard');
  const notice = page.getByRole('status').filter({ hasText: 'الدعوات متوقفة مؤقتًا' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('عناوين غير موجودة');
  await fits('home');
  if (SHOTS) await notice.screenshot({ path: `${SHOTS}/paused-home-ar-360-dark.png` });
  // Sending anyway is answered in words.
  await page.getByLabel('اطلب من عميل تقييمًا عبر البريد').fill('four.prater@example.com');
  const agree = page.getByLabel('وافق العملاء الذين أدعوهم اليوم على أن نتواصل معهم.');
  if (!(await agree.isChecked())) await agree.check();
  await page.getByRole('button', { name: 'إرسال', exact: true }).click();
  await expect(page.getByText('الدعوات متوقفة', { exact: true })).toBeVisible();
  await page.goto('/dashboard?section=invitations');
  await expect(page.getByRole('status').filter({ hasText: 'الدعوات متوقفة مؤقتًا' })).toBeVisible();
  await fits('invitations');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/paused-invitations-ar-360-dark.png`, fullPage: true });
  await context.close();

  // In English on a desktop, light: the same words, and whom to write to.
  expect((await owner.api.patch('/api/auth/user', { data: { locale: 'en' } })).status()).toBe(200);
  const desk = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    storageState: await owner.api.storageState(),
  });
  const home = await desk.newPage();
  await home.goto('/dashboard');
  const english = home.getByRole('status').filter({ hasText: 'Invitations paused for now' });
  await expect(english).toContainText('went to addresses that do not exist');
  await expect(english).toContainText('To lift the pause, write to:');
  if (SHOTS) await english.screenshot({ path: `${SHOTS}/paused-home-en-desktop.png` });
  await desk.close();
  await owner.api.dispose();
});
