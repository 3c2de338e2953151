import { type Browser, expect, type Page, request as playwrightRequest, test } from '@playwright/test';
import type { Locale } from '#shared/lib/i18n/locales.ts';
import { stubGoogle } from './support/google';
import { todayIsKept } from './support/kept-copy';
import { say } from './support/messages';
import { createOwnerWithBusiness } from './support/owner';
import { decodeQr, serviceWorkerInControl } from './support/qr';

/** Screenshots for a human to look at, when SHOTS_DIR is set. */
const SHOTS = process.env.SHOTS_DIR;
const PHONE = { width: 390, height: 844 };

let owner: Awaited<ReturnType<typeof createOwnerWithBusiness>>;
let storageState: Awaited<ReturnType<typeof owner.api.storageState>>;
/** The owner's own link: the code on the home credits them. */
let showLink: string;

test.beforeAll(async ({ baseURL }) => {
  owner = await createOwnerWithBusiness(baseURL!, 'Naschmarkt Tea Room');
  storageState = await owner.api.storageState();
  const staff = await owner.api.get(`/api/businesses/${owner.business.id}/staff-link`);
  showLink = ((await staff.json()) as { url: string }).url;
  // "Cold" is the phone's cache, not the server: a server that has answered once, as in production.
  expect((await owner.api.get('/dashboard')).status()).toBe(200);
});
test.afterAll(() => owner.api.dispose());

/**
 * Waits until a screenshot of the screen decodes to the owner's link, as a customer's camera would
 * read it. How long that takes is measured alone, in `npm run bench` (bench/home-qr.bench.ts).
 */
async function qrReadsOwnersLink(page: Page) {
  await expect
    .poll(
      async () => {
        // A screenshot taken while a navigation commits can fail: that is a frame to try again.
        const png = await page.screenshot().catch(() => null);
        return png && decodeQr(png);
      },
      { timeout: 30_000, intervals: [100, 250, 500] },
    )
    .toBe(showLink);
}

/** The app has taken over: its own QR is on the home and the server's painted one is gone. */
async function appShowsHome(page: Page) {
  await expect(page.locator(`[data-qr-value="${showLink}"]`)).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('#first-paint')).toHaveCount(0);
}

test('cold, the QR on the home is painted by the server and decodes to the owner’s link before any script has run', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: PHONE, storageState, serviceWorkers: 'block' });
  // No script of the app arrives: what shows is the server's painting alone.
  let scriptsHeld = 0;
  await context.route(/\.js(\?|$)/, (route) => {
    scriptsHeld++;
    return route.abort();
  });
  const page = await context.newPage();
  await page.goto('/dashboard');
  await expect(page.locator('#first-paint')).toBeVisible();
  await qrReadsOwnersLink(page);
  expect(scriptsHeld, 'the page asked for its scripts and did without them').toBeGreaterThan(0);
  // With its scripts the app shows the same code in the painting's place.
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await page.reload();
  await appShowsHome(page);
  await qrReadsOwnersLink(page);
  await context.close();
});

test('on a phone: the tab bar, the review filter two taps from the home, and every section reachable', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: PHONE, storageState });
  const page = await context.newPage();
  await page.goto('/dashboard');
  await appShowsHome(page);
  const tabs = page.getByRole('navigation', { name: 'Main' });
  await expect(tabs).toBeVisible();
  // The sticky "Show To Customers" bar is the desktop's; the tab bar's middle button is the phone's.
  await expect(page.getByRole('link', { name: 'Show To Customers' })).toBeHidden();

  // Two taps: More, then the customer's path, where the review filter is first.
  await tabs.getByRole('button', { name: 'More' }).click();
  await page.getByRole('link', { name: /Customer’s path/ }).click();
  const filter = page.getByRole('switch', { name: say('en', 'setup.reviewFilter.label') });
  await expect(filter).toBeVisible();
  await expect(page).toHaveURL(/section=customize/);
  // The toast that confirms it covers neither the switch and its note nor the tab bar.
  await filter.click();
  const toast = page.getByRole('status').filter({ hasText: say('en', 'setup.reviewFilter.saved') });
  await expect(toast).toBeVisible();
  const note = page.getByText(say('en', 'setup.reviewFilter.noteOn'));
  for (const other of [filter, note, tabs]) {
    const [a, b] = [await toast.boundingBox(), await other.boundingBox()];
    const apart = !a || !b || a.y + a.height <= b.y || b.y + b.height <= a.y;
    expect(apart, 'the toast covers what it talks about').toBe(true);
  }
  await filter.click();
  await expect(filter).not.toBeChecked();
  // The codes that skip the rating page live here, saying so; the home shows one code only.
  const direct = page.getByRole('region', { name: say('en', 'dashboard.customize.googleDirect.title') });
  await expect(direct.getByText(say('en', 'dashboard.customize.googleDirect.text'))).toBeVisible();
  await expect(direct.getByRole('link', { name: /Google QR on white/ })).toBeVisible();
  await tabs.getByRole('link', { name: 'Home' }).click();
  await appShowsHome(page);
  await expect(page.getByRole('link', { name: /Google QR on/ })).toHaveCount(0);
  await expect(page.locator('[data-qr-value]')).toHaveCount(1);

  // Reviews: one inbox for the Google reviews and the private feedback.
  await tabs.getByRole('link', { name: 'Reviews' }).click();
  await expect(page).toHaveURL(/section=reviews/);
  await expect(page.getByRole('heading', { name: 'Reviews', level: 2 })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Reviews' })).toHaveAttribute('aria-current', 'page');
  await tabs.getByRole('link', { name: 'Statistics' }).click();
  await expect(page).toHaveURL(/section=analytics/);

  // Every other section from "More", grouped by what the owner is doing. One location: "Add a
  // location" stands where "All locations" will be.
  await tabs.getByRole('button', { name: 'More' }).click();
  const more = page.getByRole('navigation', { name: 'Dashboard sections' });
  for (const heading of ['Your day', 'Your customers', 'Team and plan', 'Connections', 'Account and data']) {
    await expect(more.getByText(heading, { exact: true })).toBeVisible();
  }
  for (const section of ['Team', 'Billing', 'Developers', 'Notifications', 'Your data']) {
    await expect(more.getByRole('link', { name: new RegExp(`^${section}`) })).toBeVisible();
  }
  await expect(more.getByRole('link', { name: /^Add a location/ })).toHaveAttribute('href', /\/setup/);
  await expect(more.getByRole('link', { name: /^All locations/ })).toHaveCount(0);
  // The review filter has left Billing.
  await page.goto('/dashboard?section=billing');
  await expect(page.getByRole('heading', { name: 'Billing & Subscription' })).toBeVisible();
  await expect(page.getByRole('switch', { name: say('en', 'setup.reviewFilter.label') })).toHaveCount(0);
  await context.close();
});

/**
 * The home, the statistics and the customer's path in one language and width: nothing wider than the
 * screen; with SHOTS_DIR set, a picture of each in both themes for a human to look at.
 */
async function look(browser: Browser, lang: Locale, width: number) {
  const saved = await owner.api.patch('/api/auth/user', { data: { locale: lang } });
  expect(saved.status()).toBe(200);
  const context = await browser.newContext({ viewport: { width, height: 900 }, storageState });
  const page = await context.newPage();
  for (const section of ['overview', 'analytics', 'customize']) {
    await page.goto(`/dashboard?section=${section}`);
    await expect(page.locator('html')).toHaveAttribute(
      'lang',
      lang === 'en' ? /^en/ : new RegExp(`^${lang}`),
    );
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${section} in ${lang} at ${width} px`).toBeLessThanOrEqual(0);
    if (!SHOTS) continue;
    await page.waitForTimeout(800);
    for (const scheme of ['light', 'dark'] as const) {
      await page.evaluate(
        (dark) => document.documentElement.classList.toggle('dark', dark),
        scheme === 'dark',
      );
      await page.waitForTimeout(300);
      await page.screenshot({
        path: `${SHOTS}/home-${section}-${lang}-${width}-${scheme}.png`,
        fullPage: true,
      });
    }
  }
  await context.close();
}

test('the home, the statistics and the customer’s path fit a 360 px phone and a desktop, in English, German and Arabic', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  for (const lang of ['en', 'de', 'ar'] as const) {
    for (const width of [360, 1280]) await look(browser, lang, width);
  }
  await owner.api.patch('/api/auth/user', { data: { locale: 'en' } });
});

// Last: it signs the owner out.
test('after one visit, the first offline start shows the QR from the kept copy, and it decodes online too', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: PHONE, storageState });
  const page = await context.newPage();
  await page.goto('/dashboard');
  await appShowsHome(page);
  await serviceWorkerInControl(page);
  // The first worker keeps the painted home as it takes over: one visit is enough, no reload.
  await expect
    .poll(() => page.evaluate(async () => Boolean(await (await caches.open('home')).match('/dashboard'))))
    .toBe(true);

  // The phone has kept today's figures for the offline start (written a moment after they arrive).
  await expect.poll(() => page.evaluate(todayIsKept), { timeout: 30_000 }).toBe(true);
  await context.setOffline(true);
  const kept = await page.reload({ waitUntil: 'commit' });
  // Offline the page is the worker's kept copy, and that copy carries the painted code.
  expect(kept?.fromServiceWorker(), 'offline, the worker answers').toBe(true);
  expect(await kept?.text()).toContain('id="first-paint"');
  await qrReadsOwnersLink(page);
  // Offline the app keeps the home: the same QR, today's figures as kept, with their time.
  await appShowsHome(page);
  await qrReadsOwnersLink(page);
  await expect(page.getByText(/^Offline · as of/)).toBeVisible();

  await context.setOffline(false);
  await page.reload({ waitUntil: 'commit' });
  await qrReadsOwnersLink(page);
  await appShowsHome(page);

  // Signing out empties the worker's copy: the next start paints nobody's QR.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.waitForURL(/\/$/);
  await expect
    .poll(() => page.evaluate(async () => Boolean(await (await caches.open('home')).match('/dashboard'))))
    .toBe(false);
  await context.close();
});

// Two minutes on the home after a new rating changed nothing: the figures waited for a reload.
test('on the home, a customer’s new rating shows within 30 s, without a reload', async ({
  browser,
  baseURL,
}) => {
  // A session of its own: a journey before may have signed the shared one out.
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  await api.post('/api/login/demo', { form: { email: owner.email, firstName: 'Olive', lastName: 'Owner' } });
  const context = await browser.newContext({ viewport: PHONE, storageState: await api.storageState() });
  await api.dispose();
  const page = await context.newPage();
  await page.goto('/dashboard');
  const ratings = page.locator('xpath=//dt[normalize-space()="Ratings"]/following-sibling::dd[1]');
  await expect(ratings).toHaveText(/^\d+$/);
  const before = Number(await ratings.textContent());
  // A mark on this very document: a reload would lose it.
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });

  const customer = await browser.newContext({ viewport: { width: 360, height: 780 } });
  await stubGoogle(customer);
  const phone = await customer.newPage();
  await phone.goto(`/rate/${owner.business.id}`);
  const rated = phone.waitForResponse((r) => r.url().endsWith('/ratings') && r.status() === 200);
  await phone.getByRole('button', { name: '5 stars' }).click();
  await rated;
  await customer.close();

  // The home asks again every 30 s while it is on screen.
  await expect(ratings).toHaveText(String(before + 1), { timeout: 35_000 });
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
  await context.close();
});
