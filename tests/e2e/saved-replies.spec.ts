import { expect, test } from '@playwright/test';
import { confirmAsTheCustomer } from './support/customer-mail';
import { createOwnerWithBusiness } from './support/owner';

/** Screenshots for a human to look at, when SHOTS_DIR is set. */
const SHOTS = process.env.SHOTS_DIR;

// A server on its embedded defaults, without a language model (playwright.config.ts): drafts there
// are the saved replies, and a new owner has no Business Profile connected.
const PLAIN = `http://localhost:${process.env.E2E_PLAIN_PORT}`;

test('without a model or a Business Profile, "Fill in saved reply" answers a German feedback in German, with the customer’s name', async ({
  browser,
}) => {
  const { api, business } = await createOwnerWithBusiness(PLAIN, 'Sunrise Coffee');
  const sent = await api.post(`/api/businesses/${business.id}/feedback`, {
    data: {
      feedback: 'Der Kaffee war kalt und wir haben zwanzig Minuten gewartet.',
      rating: 2,
      customerName: 'Gerda Gast',
      customerEmail: 'gerda@example.com',
    },
  });
  expect(sent.status()).toBe(201);
  await confirmAsTheCustomer(api, (await sent.json()).id, process.env.E2E_PLAIN_DATA_DIR);

  const context = await browser.newContext({
    baseURL: PLAIN,
    viewport: { width: 390, height: 844 },
    storageState: await api.storageState(),
  });
  const page = await context.newPage();
  await page.goto('/dashboard?section=reviews');
  const first = page.getByRole('list', { name: 'What customers said' }).getByRole('listitem').first();
  await expect(first).toContainText('Der Kaffee war kalt');
  await first.getByRole('button', { name: 'Fill in saved reply' }).click();
  // The ready reply in the customer's language, greeting her by her first name: never "there".
  const box = first.getByRole('textbox', { name: 'Your answer' });
  await expect(box).toHaveValue(/^Das tut uns leid, Gerda\. Danke, dass Sie es uns sagen/);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/saved-reply-de-390.png` });

  // The saved replies are the owner's to change, from the inbox, with no Business Profile.
  await page.getByRole('button', { name: 'Reply settings' }).click();
  const sheet = page.getByRole('dialog', { name: 'Saved replies and voice' });
  await expect(sheet.getByText('Saved replies', { exact: true })).toBeVisible();
  const low = sheet.getByLabel('For 1–3 stars');
  await low.fill('Liebe/r {first name}, danke für Ihre offenen Worte. Der nächste Kaffee geht auf uns.');
  await sheet.getByRole('button', { name: 'Save replies' }).click();
  await expect(page.getByText('Saved replies updated')).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/reply-settings-390.png` });
  await page.keyboard.press('Escape');

  // Now "Fill in saved reply" uses the owner's own words, still with her name.
  await box.fill('');
  await first.getByRole('button', { name: 'Fill in saved reply' }).click();
  await expect(box).toHaveValue(
    'Liebe/r Gerda, danke für Ihre offenen Worte. Der nächste Kaffee geht auf uns.',
  );
  await first.getByRole('button', { name: 'Send answer' }).click();
  await expect(page.getByText('Answer sent')).toBeVisible();
  await expect(page.getByText('Nothing needs an answer')).toBeVisible();
  await context.close();
});
