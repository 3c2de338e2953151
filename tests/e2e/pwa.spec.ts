import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, expect, type Page, test } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium';
import { signInWithDemo, uniqueEmail } from './support/auth';
import { decodeQr, serviceWorkerInControl } from './support/qr';

// Demo places no other journey registers.
const GARAGE = {
  placeId: 'demo_lone-star-auto-repair',
  name: 'Lone Star Auto Repair',
  address: '5510 N Lamar Blvd, Austin, TX 78751, USA',
};
const BOOKS = {
  placeId: 'demo_kensington-books',
  name: 'Kensington Market Books',
  address: '180 Baldwin St, Toronto, ON M5T 1L8, Canada',
};
const KNOT = {
  placeId: 'demo_leslieville-pets',
  name: 'Leslieville Pet Shop',
  address: '1102 Queen St E, Toronto, ON M4M 1K7, Canada',
};
const CAFE = {
  placeId: 'demo_greenpoint-plumbing',
  name: 'Greenpoint Plumbing & Heating',
  address: '97 Franklin St, Brooklyn, NY 11222, USA',
};
const UPDATE = {
  placeId: 'demo_harbour-plumbing-toronto',
  name: 'Harbour City Plumbing',
  address: '77 Mowat Ave, Toronto, ON M6K 3E3, Canada',
};
const BADGE = 'Offline — this code still works';

async function ownerWithBusiness(page: Page, place: typeof GARAGE) {
  await page.goto('/');
  await signInWithDemo(page, { firstName: 'Pia', lastName: 'Owner', email: uniqueEmail('pwa-owner') });
  const origin = new URL(page.url()).origin;
  const created = await page.request.post('/api/businesses', { data: place, headers: { origin } });
  expect(created.status(), await created.text()).toBe(201);
  const business = (await created.json()) as { id: string; name: string; googleReviewUrl: string };
  // Show To Customers shows the owner's own link, which credits the owner's scans.
  const staff = await page.request.get(`/api/businesses/${business.id}/staff-link`);
  expect(staff.status()).toBe(200);
  return { ...business, showLink: ((await staff.json()) as { url: string }).url };
}

/** The query keys the app kept on the device (IndexedDB, idb-keyval's default store). */
function keptQueryKeys(page: Page) {
  return page.evaluate(
    () =>
      new Promise<string[] | null>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) return resolve(null);
          const get = db.transaction('keyval').objectStore('keyval').get('reviewtap-kept-queries');
          get.onsuccess = () => {
            if (typeof get.result !== 'string') return resolve(null);
            const client = JSON.parse(get.result) as { clientState: { queries: { queryKey: unknown[] }[] } };
            resolve(client.clientState.queries.map((q) => JSON.stringify(q.queryKey)));
          };
          get.onerror = () => reject(get.error);
        };
      }),
  );
}

/** Counts the wake-lock requests the page makes (the real API still answers them). */
async function countWakeLocks(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as { wakeLockRequests: number };
    w.wakeLockRequests = 0;
    if (!('wakeLock' in navigator)) return;
    const request = navigator.wakeLock.request.bind(navigator.wakeLock);
    navigator.wakeLock.request = (type) => {
      w.wakeLockRequests += 1;
      return request(type);
    };
  });
}

test('installed, the QR screens open with no signal from what the phone kept, and sign-out forgets it', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await countWakeLocks(context);
  const page = await context.newPage();
  const business = await ownerWithBusiness(page, GARAGE);
  const ratingLink = business.showLink;
  expect(ratingLink).toMatch(new RegExp(`^${baseURL}/rate/${business.id}\\?s=`));

  // Sign in and open the dashboard; the owner also looks at the team and feedback sections.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: business.name }).first()).toBeVisible();
  await serviceWorkerInControl(page);
  // The worker keeps every namespace of the owner's language, and no other language.
  const owner = readdirSync('messages/en').filter((f) => !/^(customer|email|pages)\.json$/.test(f));
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const kept = await (await caches.open('messages')).keys();
        return new Set(kept.map((r) => new URL(r.url).pathname.split('/')[4]?.split('-')[0])).size;
      }),
    )
    .toBeGreaterThanOrEqual(owner.length);
  // Nothing more is on its way: had another language been fetched, it would be cached by now.
  await page.waitForLoadState('networkidle');
  const languages = await page.evaluate(async () =>
    (await (await caches.open('messages')).keys()).map((r) => new URL(r.url).pathname.split('/')[3]),
  );
  expect(new Set(languages)).toEqual(new Set(['en']));
  const namespaces = await page.evaluate(async () =>
    (await (await caches.open('messages')).keys()).map(
      (r) => new URL(r.url).pathname.split('/')[4]?.split('-')[0],
    ),
  );
  expect(new Set(namespaces).size).toBe(owner.length);
  for (const section of ['team', 'feedback', 'statistics']) {
    await page.goto(`/dashboard?section=${section}`);
    await expect(page.locator('main')).toBeVisible();
  }

  // Open Show To Customers once, with signal.
  await page.goto('/dashboard');
  await page
    .getByRole('link', { name: /^(Show To Customers|Show QR to a customer)$/ })
    .filter({ visible: true })
    .first()
    .click();
  await expect(page).toHaveURL(/\/qr\/fullscreen$/);
  await expect(page.getByRole('img', { name: /QR code/ }).first()).toBeVisible();
  expect(decodeQr(await page.screenshot())).toBe(ratingLink);
  await expect(page.getByText(BADGE)).toHaveCount(0);

  // What the phone kept: the account, the business, the public URL, the template, the owner's
  // own link and today's counts. Nothing
  // from the team, feedback or analytics sections the owner opened.
  await expect
    .poll(() => keptQueryKeys(page))
    .toContain(JSON.stringify(['businesses', business.id, 'qr-customization']));
  const kept = (await keptQueryKeys(page)) ?? [];
  expect(kept.sort()).toEqual(
    [
      '["auth","user"]',
      '["businesses","mine"]',
      '["businesses","my-business"]',
      `["businesses","${business.id}","qr-customization"]`,
      `["businesses","${business.id}","staff-link"]`,
      `["businesses","${business.id}","today"]`,
      '["meta"]',
      '["businesses","my-memberships"]',
    ].sort(),
  );

  // No signal: reload. The worker answers the page, the kept copy fills it, the code decodes.
  await context.setOffline(true);
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect(page.getByText(BADGE)).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code/ }).first()).toBeVisible();
  expect(decodeQr(await page.screenshot())).toBe(ratingLink);
  // The screen is kept on offline too.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { wakeLockRequests: number }).wakeLockRequests))
    .toBeGreaterThan(0);
  // The API is never answered from a cache.
  expect(
    await page.evaluate(() =>
      fetch('/api/meta').then(
        () => 'answered',
        () => 'failed',
      ),
    ),
  ).toBe('failed');

  // The Google QR screens work offline as well.
  await page.goto('/qr/mobile/dark');
  await expect(page.getByText(BADGE)).toBeVisible();
  expect(decodeQr(await page.screenshot())).toBe(business.googleReviewUrl);

  // Offline, the dashboard is the home as the phone kept it: its QR decodes, today's counts say when
  // they were counted, and the full-screen view opens from it.
  await page.goto('/dashboard');
  await expect(page.getByText(/^Offline · as of/)).toBeVisible();
  await expect(page.locator('#first-paint')).toHaveCount(0);
  expect(decodeQr(await page.screenshot())).toBe(ratingLink);
  await page.getByRole('link', { name: 'Full screen' }).click();
  await expect(page.getByText(BADGE)).toBeVisible();
  expect(decodeQr(await page.screenshot())).toBe(ratingLink);

  // Back online: the badge goes.
  await context.setOffline(false);
  await expect(page.getByText(BADGE)).toHaveCount(0);
  expect(decodeQr(await page.screenshot())).toBe(ratingLink);

  // Sign-out forgets what was kept: offline, nothing of the business is left on the phone.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.waitForURL(`${baseURL}/`);
  await expect.poll(async () => (await keptQueryKeys(page)) ?? []).toEqual([]);
  await context.setOffline(true);
  await page.goto('/qr/fullscreen');
  await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();
  await expect(page.getByText(business.name)).toHaveCount(0);
  await context.close();
});

test('a network that claims to be up but does not answer: the QR still shows from the kept copy', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const business = await ownerWithBusiness(page, CAFE);
  await page.goto('/dashboard');
  await serviceWorkerInControl(page);
  await page.goto('/qr/fullscreen');
  await expect(page.getByRole('img', { name: /QR code/ }).first()).toBeVisible();
  await expect.poll(() => keptQueryKeys(page)).toContain('["meta"]');

  // A dead Wi-Fi: the browser believes it is online, but no request to the server gets through.
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  await page.reload();
  await expect(page.getByText(BADGE)).toBeVisible();
  expect(decodeQr(await page.screenshot())).toBe(business.showLink);
  await context.close();
});

test('with the worker installed, the rating page still comes from the server and follows the filter', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // Google is never loaded from tests.
  await context.route(/^https:\/\/([a-z]+\.)?google\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Google review (stub)</title>' }),
  );
  const page = await context.newPage();
  const business = await ownerWithBusiness(page, BOOKS);
  await page.goto('/dashboard?section=customize');
  await serviceWorkerInControl(page);

  const customer = await context.newPage();
  const rateOnce = async (stars: string) => {
    const res = await customer.goto(`/rate/${business.id}`);
    // Controlled by the worker, yet answered by the server.
    expect(await customer.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    expect(res?.fromServiceWorker()).toBe(false);
    expect(res?.status()).toBe(200);
    await customer.getByRole('button', { name: stars, exact: true }).click();
  };

  // Filter off (the default): 2 stars go to Google.
  await rateOnce('2 stars');
  await expect(customer.getByText('Redirecting to Google Reviews')).toBeVisible({ timeout: 5000 });

  // The owner turns the filter on; the very next rating follows it.
  const filterSwitch = page.getByRole('switch', { name: /private feedback first/ });
  await expect(filterSwitch).not.toBeChecked();
  await filterSwitch.click();
  await expect(page.getByText('Review Filter Updated')).toBeVisible();
  await rateOnce('2 stars');
  await customer.waitForURL(/\/feedback\//);
  await expect(customer.getByLabel('Your feedback')).toBeVisible();

  // And off again: back to Google.
  await filterSwitch.click();
  await expect(filterSwitch).not.toBeChecked();
  await expect(page.getByText('Every customer now goes straight to Google.')).toBeVisible();
  await rateOnce('2 stars');
  await expect(customer.getByText('Redirecting to Google Reviews')).toBeVisible({ timeout: 5000 });

  // Offline, the customer pages are not served from any cache.
  await context.setOffline(true);
  await expect(customer.goto(`/rate/${business.id}`)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  await expect(customer.goto(`/feedback/${business.id}`)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  await context.close();
});

test("Chromium's installability checks pass: a valid manifest and an active service worker", async ({
  baseURL,
}) => {
  // A normal profile, as a user's: Chromium never offers to install from an incognito context.
  const profile = mkdtempSync(path.join(tmpdir(), 'reviewtap-pwa-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    baseURL,
    viewport: { width: 390, height: 844 },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await ownerWithBusiness(page, KNOT);
    await page.goto('/dashboard');
    await serviceWorkerInControl(page);

    // Chromium's own installability checks: a valid manifest, icons, a service worker.
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    const parsed = JSON.parse(manifest.data ?? '{}') as {
      display: string;
      start_url: string;
      shortcuts: { name: string; url: string }[];
      icons: { sizes: string; purpose?: string }[];
    };
    expect(parsed.display).toBe('standalone');
    expect(parsed.start_url).toBe('/dashboard');
    expect(parsed.shortcuts).toEqual([
      expect.objectContaining({ name: 'Show To Customers', url: '/qr/fullscreen' }),
    ]);
    for (const size of ['192x192', '512x512']) {
      expect(parsed.icons).toContainEqual(expect.objectContaining({ sizes: size, purpose: 'maskable' }));
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('a new version waits: no offer on the QR screen, "Update available" on the dashboard, reload on request', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await ownerWithBusiness(page, UPDATE);
  await page.goto('/dashboard');
  await serviceWorkerInControl(page);
  await page
    .getByRole('link', { name: /^(Show To Customers|Show QR to a customer)$/ })
    .filter({ visible: true })
    .first()
    .click();
  await expect(page.getByRole('img', { name: /QR code/ }).first()).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });

  // Deploy a new version: the worker script changes on the server (the precompressed copies go,
  // so the server sends the new bytes).
  const swPath = path.resolve('dist/web/sw.js');
  const original = readFileSync(swPath);
  const compressed = ['.br', '.gz'].map(
    (ext) => [`${swPath}${ext}`, readFileSync(`${swPath}${ext}`)] as const,
  );
  try {
    writeFileSync(swPath, `${original.toString()}\n// next deploy ${Date.now()}\n`);
    for (const [file] of compressed) rmSync(file);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect
      .poll(() =>
        page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)),
      )
      .toBe(true);

    // In front of a customer: no offer, no reload, once the page has rendered what it knows.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await expect(page.getByText(/Update available/)).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );

    // Back on the dashboard the owner is offered the update, and reloads when they choose.
    await page.getByRole('button', { name: 'Back to dashboard' }).click();
    await expect(page.getByText(/Update available — reload/)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    const reloaded = page.waitForEvent('framenavigated');
    await page.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await page.waitForLoadState();
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBeUndefined();
    await expect(
      page
        .getByRole('link', { name: /^(Show To Customers|Show QR to a customer)$/ })
        .filter({ visible: true })
        .first(),
    ).toBeVisible();
    await expect(page.getByText(/Update available/)).toHaveCount(0);
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null),
    ).toBeNull();
  } finally {
    writeFileSync(swPath, original);
    for (const [file, bytes] of compressed) writeFileSync(file, bytes);
    await context.close();
  }
});
