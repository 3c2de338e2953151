import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { confirmAsTheCustomer } from './support/customer-mail';
import { connectDemoProfileInPopup } from './support/google';
import { createOwnerWithBusiness } from './support/owner';

/** Screenshots for a human to look at, when SHOTS_DIR is set. */
const SHOTS = process.env.SHOTS_DIR;

// The journeys' server drafts through the real adapter, talking to the model stand-in on another
// origin (playwright.config.ts), as an operator's Ollama or hosted model would.
test('an owner drafts a reply to a 2-star German review, edits and posts it, then answers a private feedback with a draft', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { api, business, email } = await createOwnerWithBusiness(baseURL!, 'Annenhof Bistro');
  const sent = await api.post(`/api/businesses/${business.id}/feedback`, {
    data: {
      feedback: 'Die Suppe war kalt und niemand hat nachgefragt, ob alles passt.',
      rating: 2,
      customerName: 'Gerda Gast',
      customerEmail: 'gerda@example.com',
    },
  });
  expect(sent.status()).toBe(201);
  // The customer confirms their address from the one e-mail that asks: only then can it be answered.
  await confirmAsTheCustomer(api, (await sent.json()).id);
  const context = await browser.newContext({ storageState: await api.storageState() });
  const page = await context.newPage();

  await page.goto('/dashboard?section=google');
  await connectDemoProfileInPopup(page);
  await expect(page.getByText('Review growth')).toBeVisible({ timeout: 40_000 });
  await page.goto('/dashboard?section=reviews');
  // The owner's voice, from the inbox's reply settings: formal, with a sign-off.
  await page.getByRole('button', { name: 'Reply settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Saved replies and voice' });
  await settings.getByRole('button', { name: 'Formal' }).click();
  await settings.getByLabel('Sign-off').fill('— Olive, Annenhof Bistro');
  await settings.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Voice saved')).toBeVisible();
  if (SHOTS) {
    for (const theme of ['light', 'dark'] as const) {
      if (theme === 'dark') await page.emulateMedia({ colorScheme: 'dark' });
      await page.setViewportSize({ width: 390, height: 844 });
      await settings.getByText('How your drafts sound').evaluate((e) => e.scrollIntoView({ block: 'start' }));
      await page.screenshot({ path: `${SHOTS}/voice-card-${theme}-390.png` });
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  await page.keyboard.press('Escape');

  // A low review without a reply, from everything Google holds (history does not wait for an answer).
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await page.getByRole('button', { name: 'Google', exact: true }).click();
  const list = page.getByRole('list', { name: 'What customers said' });
  const low = list
    .getByRole('listitem')
    .filter({ has: page.getByRole('img', { name: /^[123] out of 5 stars$/ }) })
    .filter({ has: page.getByRole('button', { name: 'Draft a reply' }) })
    .first();
  await expect(list.getByRole('listitem').first()).toBeVisible();
  for (let more = 0; more < 5 && (await low.count()) === 0; more += 1)
    await page.getByRole('button', { name: 'Show more' }).click();
  // Held by its place in the list: once replied, it no longer offers a draft.
  const review = list
    .getByRole('listitem')
    .nth(await low.evaluate((e) => [...e.parentElement!.children].indexOf(e)));
  await expect(review).toContainText(/gewartet|Bestellung|teuer/);
  await review.getByRole('button', { name: 'Draft a reply' }).click();
  // The words appear as the model writes them.
  await expect(review.getByText('Writing the draft…')).toBeVisible();
  const box = review.getByRole('textbox');
  await expect(box).toHaveValue(/^Liebe\/r \S+, es tut uns/);
  await expect(box).toHaveValue(/— Olive, Annenhof Bistro$/, { timeout: 15_000 });
  await expect(review.getByText(/Drafted by a language model/)).toBeVisible();
  if (SHOTS) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await review.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/draft-review-${width}.png` });
    }
  }
  // The owner makes it theirs, then posts: what is posted is the edited text.
  const edited = (await box.inputValue()).replace(
    '— Olive, Annenhof Bistro',
    'Der nächste Kaffee geht auf uns.\n— Olive, Annenhof Bistro',
  );
  await box.fill(edited);
  await review.getByRole('button', { name: 'Post reply' }).click();
  await expect(review.getByText(/Der nächste Kaffee geht auf uns\./)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the inbox with a drafted Google reply');

  // The private feedback waits on the home until it is answered.
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: '1 private feedback to look at' })).toBeVisible();

  // The private feedback: a draft in the box, then the e-mail to the customer.
  await page.goto('/dashboard/feedback');
  const item = page.getByRole('listitem').filter({ hasText: 'Die Suppe war kalt' });
  await item.getByRole('button', { name: 'Answer by e-mail' }).click();
  await item.getByRole('button', { name: 'Draft a reply' }).click();
  const answer = item.getByRole('textbox');
  await expect(answer).toHaveValue(/^Liebe\/r Gast, es tut uns wirklich leid/);
  await expect(answer).toHaveValue(/— Olive, Annenhof Bistro$/, { timeout: 15_000 });
  await expect(item.getByText('gerda@example.com receives it by e-mail', { exact: false })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/draft-answer-1280.png` });
  await item.getByRole('button', { name: 'Send answer' }).click();
  await expect(item.getByText(/^Answered by Olive Owner/)).toBeVisible();
  await expect(item.getByRole('button', { name: 'Send a follow-up' })).toBeVisible();
  // Answered is handled: it leaves what waits, and the owner could reopen it.
  await expect(item.getByText('Resolved', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'feedback inbox with an answer');
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: 'No private feedback to look at' })).toBeVisible();

  // The demo outbox keeps it: to the customer, in German, replies to the owner.
  await page.goto('/mail-outbox');
  const mail = page
    .getByRole('listitem')
    .filter({ hasText: 'Annenhof Bistro hat auf Ihr Feedback geantwortet' });
  await expect(mail).toContainText('gerda@example.com');
  // The address sits isolated in the sentence (it keeps its direction in Arabic): invisible marks around it.
  await expect(mail).toContainText(new RegExp(`Replies go to \u2068${email.replace(/[.]/g, '\\.')}\u2069`));
  await expect(mail).toContainText('Answer to feedback');
  await mail.getByRole('button', { name: 'Show e-mail' }).click();
  const preview = mail.frameLocator('iframe');
  await expect(preview.locator('body')).toContainText('Die Suppe war kalt');
  await expect(preview.locator('body')).toContainText('Liebe/r Gast, es tut uns wirklich leid');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/answer-in-outbox-1280.png`, fullPage: true });
  await context.close();
});

test('in Arabic at 360 px and in the dark, the inbox with its answer box and draft fits the phone', async ({
  browser,
  baseURL,
}) => {
  const owner = await createOwnerWithBusiness(baseURL!, 'Griesplatz Kebab');
  expect((await owner.api.patch('/api/auth/user', { data: { locale: 'ar' } })).status()).toBe(200);
  const sent = await owner.api.post(`/api/businesses/${owner.business.id}/feedback`, {
    data: { feedback: 'The music was far too loud to talk.', rating: 1, customerEmail: 'layla@example.com' },
  });
  expect(sent.status()).toBe(201);
  // The customer confirms their address from the one e-mail that asks: only then can it be answered.
  await confirmAsTheCustomer(owner.api, (await sent.json()).id);
  const context = await browser.newContext({
    viewport: { width: 360, height: 780 },
    colorScheme: 'dark',
    storageState: await owner.api.storageState(),
  });
  const page = await context.newPage();
  await page.goto('/dashboard/feedback');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'الرد بالبريد الإلكتروني' }).click();
  await page.getByRole('button', { name: 'صياغة مسودة رد' }).click();
  await expect(page.getByRole('textbox', { name: 'ردّك' })).toHaveValue(/^Dear there, we are truly sorry/, {
    timeout: 15_000,
  });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/answer-ar-360-dark.png`, fullPage: true });
  await context.close();
});
