import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { confirmAsTheCustomer } from './support/customer-mail';
import { createOwnerWithBusiness } from './support/owner';

/** Screenshots for a human to look at, when SHOTS_DIR is set. */
const SHOTS = process.env.SHOTS_DIR;

/** Whether the element lies wholly inside the viewport: seen without scrolling. */
const inView = (selector: ReturnType<Page['locator']>) =>
  selector.evaluate((e) => {
    const r = e.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= window.innerHeight;
  });

test('on a phone, one tap on Reviews shows the newest feedback waiting with its answer box; answered, it leaves what needs an answer', async ({
  browser,
  baseURL,
}) => {
  const { api, business } = await createOwnerWithBusiness(baseURL!, 'Tamarind Noodle House');
  const give = async (data: Record<string, unknown>) => {
    const res = await api.post(`/api/businesses/${business.id}/feedback`, { data });
    expect(res.status()).toBe(201);
    return (await res.json()).id as string;
  };
  await give({ feedback: 'No one told us the kitchen was closing.', rating: 1 });
  const waited = await give({
    feedback: 'We waited 40 minutes for two bowls of noodles.',
    rating: 2,
    customerName: 'Clara Jones',
    customerEmail: 'clara@example.com',
  });
  await confirmAsTheCustomer(api, waited);

  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    storageState: await api.storageState(),
  });
  const page = await context.newPage();
  await page.goto('/dashboard');
  const tabs = page.getByRole('navigation', { name: 'Main' });
  // Both items wait: the tab's badge counts them.
  await expect(tabs.getByRole('link', { name: /^Reviews\s*2 need an answer$/ })).toBeVisible();
  await tabs.getByRole('link', { name: /^Reviews/ }).click();
  await expect(page).toHaveURL(/section=reviews/);

  const list = page.getByRole('list', { name: 'What customers said' });
  const first = list.getByRole('listitem').first();
  await expect(first).toContainText('We waited 40 minutes');
  await expect(first.getByText('Private feedback')).toBeVisible();
  // Open from the start, without a keyboard popping up over it.
  const box = first.getByRole('textbox', { name: 'Your answer' });
  await expect(box).toBeVisible();
  await expect(box).not.toBeFocused();
  expect(await inView(box)).toBe(true);
  expect(await inView(first.getByRole('button', { name: 'Send answer' }))).toBe(true);
  await expect(page.getByRole('button', { name: /^Needs an answer\s*2$/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/inbox-390-light.png` });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await page.screenshot({ path: `${SHOTS}/inbox-390-dark.png` });
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
  }
  await expectNoSeriousA11yViolations(page, 'the inbox on a phone');

  await box.fill('Dear Clara, we are sorry. Your next bowl is on us.');
  await first.getByRole('button', { name: 'Send answer' }).click();
  await expect(page.getByText('Answer sent')).toBeVisible();
  // Answered is handled: it leaves what needs an answer, and the counts follow.
  await expect(list.getByText('We waited 40 minutes')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Needs an answer\s*1$/ })).toBeVisible();
  await expect(tabs.getByRole('link', { name: /^Reviews\s*1 needs an answer$/ })).toBeVisible();

  // Everything keeps it, with the answer.
  await page.getByRole('button', { name: 'All', exact: true }).click();
  const answered = list.getByRole('listitem').filter({ hasText: 'We waited 40 minutes' });
  await expect(answered.getByText(/^Answered by Olive Owner/)).toBeVisible();
  await expect(answered.getByText('Resolved', { exact: true })).toBeVisible();

  // The owner reopens it: it needs an answer again.
  await answered.getByRole('button', { name: 'Reopen' }).click();
  await page.getByRole('button', { name: /^Needs an answer/ }).click();
  await expect(list.getByText('We waited 40 minutes')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Needs an answer\s*2$/ })).toBeVisible();
  await context.close();
});

test('in Arabic at 360 px, both themes, the inbox reads right to left and fits the phone', async ({
  browser,
  baseURL,
}) => {
  const owner = await createOwnerWithBusiness(baseURL!, 'Saffron Courtyard');
  expect((await owner.api.patch('/api/auth/user', { data: { locale: 'ar' } })).status()).toBe(200);
  const sent = await owner.api.post(`/api/businesses/${owner.business.id}/feedback`, {
    data: {
      feedback: 'كانت الموسيقى عالية جدًا.',
      rating: 1,
      customerName: 'ليلى',
      customerEmail: 'layla@example.com',
    },
  });
  expect(sent.status()).toBe(201);
  await confirmAsTheCustomer(owner.api, (await sent.json()).id);
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({
      viewport: { width: 360, height: 780 },
      colorScheme,
      storageState: await owner.api.storageState(),
    });
    const page = await context.newPage();
    await page.goto('/dashboard?section=reviews');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const first = page.getByRole('list', { name: 'ما قاله العملاء' }).getByRole('listitem').first();
    await expect(first).toContainText('كانت الموسيقى');
    await expect(first.getByRole('textbox')).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/inbox-ar-360-${colorScheme}.png` });
    await context.close();
  }
});
