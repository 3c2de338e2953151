// Every customer reaches Google. Firefox for Android gets the Maps place; the owner's phone
// sends its own credited short link; NFC writes it to a tag.
import { expect, type Page, test } from '@playwright/test';
import { keepRedirectsToGoogle, stubGoogle } from './support/google';
import { createOwnerWithBusiness } from './support/owner';

const SHOTS = process.env.SHOTS_DIR;
const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const PHONE = { width: 390, height: 844 };
const mapsUrl = (name: string, placeId: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(name)}&query_place_id=${encodeURIComponent(placeId)}`;

test.describe('the review link per browser', () => {
  let business: { id: string; name: string; googleReviewUrl: string };
  let maps: string;
  test.beforeAll(async ({ baseURL }) => {
    const owner = await createOwnerWithBusiness(baseURL!, 'Harbourfront Café');
    business = owner.business;
    maps = mapsUrl(business.name, owner.placeId);
  });

  test('Firefox for Android: 5 stars opens the Maps place with the hint; the review form is the fallback', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: PHONE, userAgent: FIREFOX_ANDROID, isMobile: true });
    const opened = await stubGoogle(context);
    const page = await context.newPage();
    await page.goto(`/rate/${business.id}`);
    const popup = context.waitForEvent('page');
    await page.getByRole('button', { name: '5 stars' }).click();
    const tab = await popup;
    await tab.waitForLoadState();
    expect(tab.url()).toBe(maps);
    expect(opened).not.toContain(business.googleReviewUrl);
    await expect(page.getByText('Tap Reviews, then Write a review.')).toBeVisible();
    await expect(page.getByRole('link', { name: /Google didn't open/ })).toHaveAttribute('href', maps);
    await expect(page.getByRole('link', { name: 'Open the review form instead' })).toHaveAttribute(
      'href',
      business.googleReviewUrl,
    );
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/rate-firefox-android.png` });
    await context.close();
  });

  test('Firefox for Android without JavaScript: the star posts the form and lands on the Maps place', async ({
    browser,
  }) => {
    const context = await browser.newContext({ userAgent: FIREFOX_ANDROID, javaScriptEnabled: false });
    await stubGoogle(context);
    const redirects = await keepRedirectsToGoogle(context, `**/rate/${business.id}`);
    const page = await context.newPage();
    await page.goto(`/rate/${business.id}`);
    await page.getByRole('button', { name: '5 stars' }).click();
    await expect(page).toHaveTitle('Google review (stub)');
    expect(redirects).toEqual([maps]);
    await context.close();
  });

  test('Chrome for Android still gets the review form, with Google Maps as the fallback', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: PHONE, userAgent: CHROME_ANDROID, isMobile: true });
    await stubGoogle(context);
    const page = await context.newPage();
    await page.goto(`/rate/${business.id}`);
    const popup = context.waitForEvent('page');
    await page.getByRole('button', { name: '5 stars' }).click();
    expect((await popup).url()).toBe(business.googleReviewUrl);
    await expect(page.getByText('Tap Reviews, then Write a review.')).toBeHidden();
    await expect(page.getByRole('link', { name: 'Open in Google Maps instead' })).toHaveAttribute(
      'href',
      maps,
    );
    await context.close();
  });
});

async function openSendLink(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Send link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send your review link' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('Send link at 390 px: share sheet, an SMS with the short link, the customer rates, Statistics shows SMS', async ({
  browser,
  baseURL,
}) => {
  const { api, business } = await createOwnerWithBusiness(baseURL!, 'Librairie de la Presqu’île');
  const own = (await (await api.get(`/api/businesses/${business.id}/staff-link`)).json()) as {
    staffRef: string;
  };
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    storageState: await api.storageState(),
  });
  // Headless Chromium has no share sheet: a stand-in at the browser API boundary records what is shared.
  await context.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { __shared: shared });
    Object.defineProperty(navigator, 'share', { value: async (data: ShareData) => void shared.push(data) });
  });
  const page = await context.newPage();
  const dialog = await openSendLink(page);

  // The customer's language: Spanish.
  await dialog.getByLabel('Customer’s language').selectOption('es');
  await expect(dialog.getByText(`¡Gracias por visitar ${business.name}!`)).toBeVisible();
  const sms = dialog.getByRole('link', { name: 'SMS' });
  await expect(sms).toHaveAttribute('href', /^sms:\?&body=.*%2Fr%2F[A-Za-z0-9_-]{16}$/);
  for (const name of ['WhatsApp', 'My mail app'])
    await expect(dialog.getByRole('link', { name })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/send-link-390.png` });

  await dialog.getByRole('button', { name: 'Share…' }).click();
  await expect(dialog.getByText('Shared.')).toBeVisible();
  const shared = (await page.evaluate(
    () => (window as unknown as { __shared: ShareData[] }).__shared,
  )) as ShareData[];
  expect(shared).toHaveLength(1);
  expect(shared[0]!.text).toMatch(new RegExp(`^¡Gracias por visitar .*: ${baseURL}/r/[A-Za-z0-9_-]{16}$`));

  // The SMS's link, opened by the customer on their own phone.
  const body = decodeURIComponent((await sms.getAttribute('href'))!.replace('sms:?&body=', ''));
  const short = body.slice(body.lastIndexOf(' ') + 1);
  expect(short.length - baseURL!.length).toBeLessThanOrEqual(24);
  const customer = await browser.newContext({ viewport: PHONE, userAgent: CHROME_ANDROID, isMobile: true });
  await stubGoogle(customer);
  const phone = await customer.newPage();
  const scanned = phone.waitForResponse((r) => r.url().endsWith('/scan') && r.status() === 201);
  await phone.goto(short);
  await expect(phone).toHaveURL(`${baseURL}/rate/${business.id}?s=${own.staffRef}&c=sms`);
  await scanned;
  const rated = phone.waitForResponse((r) => r.url().endsWith('/ratings') && r.status() === 200);
  await phone.getByRole('button', { name: '5 stars' }).click();
  await rated;
  await customer.close();

  // Statistics: one SMS visit this week, converted, and it is the owner's own. On a phone the
  // summary comes first; the channels are among the details.
  await page.goto('/dashboard?section=analytics');
  await expect(page.getByText('This week, from scan to review')).toBeVisible();
  await page.getByRole('button', { name: 'Show charts and details' }).click();
  const card = page.getByRole('region', { name: 'How customers came' });
  const row = card.getByRole('row', { name: /SMS/ });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell')).toHaveText(['1 (0)', '1 (0)', '100%', '1']);
  // And on the team board, under the owner's own row.
  await expect(page.getByText('This week by channel: SMS 1')).toBeVisible();
  if (SHOTS) await card.screenshot({ path: `${SHOTS}/statistics-channels-390.png` });
  await context.close();
});

test.describe('Write to NFC tag, and Send link without short links', () => {
  let owner: Awaited<ReturnType<typeof createOwnerWithBusiness>>;
  test.beforeAll(async ({ baseURL }) => {
    owner = await createOwnerWithBusiness(baseURL!, 'Café Crème du Plateau');
  });

  test('is not offered without Web NFC; a sentence says which phones can', async ({ browser }) => {
    const { api } = owner;
    const context = await browser.newContext({ viewport: PHONE, storageState: await api.storageState() });
    const page = await context.newPage();
    const dialog = await openSendLink(page);
    await expect(dialog.getByText(/on an Android phone with NFC, open this in Chrome/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Write to NFC tag' })).toHaveCount(0);
    await context.close();
  });

  test("with Web NFC, writes one URL record: the member's credited link with c=nfc; errors read plainly", async ({
    browser,
  }) => {
    const { api, business } = owner;
    const own = (await (await api.get(`/api/businesses/${business.id}/staff-link`)).json()) as {
      url: string;
    };
    const context = await browser.newContext({ viewport: PHONE, storageState: await api.storageState() });
    // A stand-in NDEFReader at the browser API boundary: the first write succeeds, the second is refused.
    await context.addInitScript(() => {
      const written: unknown[] = [];
      Object.assign(window, {
        __written: written,
        NDEFReader: class {
          async write(message: unknown) {
            if (written.length > 0) throw new DOMException('denied', 'NotAllowedError');
            written.push(message);
          }
        },
      });
    });
    const page = await context.newPage();
    const dialog = await openSendLink(page);
    await dialog.getByRole('button', { name: 'Write to NFC tag' }).click();
    await expect(dialog.getByText('Written. Customers can now tap the tag with their phone.')).toBeVisible();
    const written = await page.evaluate(() => (window as unknown as { __written: unknown[] }).__written);
    expect(written).toEqual([{ records: [{ recordType: 'url', data: `${own.url}&c=nfc` }] }]);
    await dialog.getByRole('button', { name: 'Write to NFC tag' }).click();
    await expect(dialog.getByText(/NFC permission was not given/)).toBeVisible();
    await context.close();
  });

  test('with the short-link service failing, every button sends the full credited link and says so', async ({
    browser,
  }) => {
    const { api, business } = owner;
    const own = (await (await api.get(`/api/businesses/${business.id}/staff-link`)).json()) as {
      url: string;
    };
    const context = await browser.newContext({ viewport: PHONE, storageState: await api.storageState() });
    await context.route(/\/short-links$/, (route) =>
      route.fulfill({ status: 503, body: '{"message":"down"}' }),
    );
    const page = await context.newPage();
    const dialog = await openSendLink(page);
    await expect(
      dialog.getByText(/Short links are unavailable right now, so the full link is sent/),
    ).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'SMS' })).toHaveAttribute(
      'href',
      `sms:?&body=${encodeURIComponent(`Thank you for visiting ${business.name}! Would you rate your visit? It takes ten seconds: ${own.url}&c=sms`)}`,
    );
    await expect(dialog.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      new RegExp(`${encodeURIComponent(`${own.url}&c=whatsapp`).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    );
    await context.close();
  });
});
