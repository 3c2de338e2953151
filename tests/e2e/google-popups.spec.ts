import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import {
  type BusinessProfileStandIn,
  startBusinessProfileStandIn,
} from '../../src/server/test/business-profile-test-server';
import { freePort } from '../../src/server/test/free-port';
import { startTestProvider, type TestProvider } from '../../src/server/test/oidc-provider';
import { waitForApp } from './support/auth';

/**
 * Both Google popups with Google on its own origin (127.0.0.1, the app on localhost), behind pages
 * a person clicks through as on Google: the sign-in popup and the Business Profile popup each close
 * by themselves, and the page that opened them updates without a reload. With the same opener
 * policy on the pages a popup comes back to as on every other page, the browser cut each popup from
 * its opener: sign-in turned into a second copy of the app, and the connection stayed open.
 */
const PLACE = {
  placeId: 'demo_didsbury-dental-practice',
  name: 'Didsbury Dental Practice',
  address: '714 Wilmslow Rd, Manchester M20 2DW, UK',
};
/** The account manages a second practice, which someone else registers here without verification. */
const SECOND = {
  placeId: 'demo_maple-grove-dental',
  name: 'Maple Grove Dental Centre',
  address: '2 Bloor St W, Toronto, ON M4W 3E2, Canada',
};
const PAULA = { sub: 'popup-owner', email: 'paula@example.com', given_name: 'Paula', family_name: 'Popup' };

test.describe.configure({ mode: 'serial' });

let server: ChildProcess | undefined;
let provider: TestProvider;
let google: BusinessProfileStandIn;
let base: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const port = await freePort();
  base = `http://localhost:${port}`;
  provider = await startTestProvider({ appOrigin: base, pages: true });
  provider.signInAs(PAULA);
  google = await startBusinessProfileStandIn(
    [
      {
        name: 'accounts/42',
        accountName: 'Paula Popup',
        type: 'PERSONAL',
        locations: [
          {
            name: 'locations/4242',
            title: PLACE.name,
            metadata: { placeId: PLACE.placeId, hasVoiceOfMerchant: true },
            reviews: [],
          },
          {
            name: 'locations/4343',
            title: SECOND.name,
            metadata: { placeId: SECOND.placeId, hasVoiceOfMerchant: true },
            reviews: [],
          },
        ],
      },
    ],
    (token) => provider.accessTokenValid(token),
  );
  server = spawn('node', ['dist/server/main.js'], {
    env: {
      ...process.env,
      ...provider.env,
      GOOGLE_BUSINESS_PROFILE: '1',
      GOOGLE_API_BASE_URL: google.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'reviewtap-popups-')),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      BACKUP_SCHEDULE: 'off',
    },
    stdio: 'inherit',
  });
  await expect
    // A built server's start takes seconds alone and far longer beside another journey's browser.
    .poll(async () => (await fetch(`${base}/api/health`).catch(() => null))?.status, { timeout: 120_000 })
    .toBe(200);
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await google?.close();
  await provider?.close();
});

/** Clicks through the provider's pages until the popup closes itself; fails if it stays open. */
async function clickThrough(popup: Page) {
  const closed = popup.waitForEvent('close', { timeout: 20_000 });
  for (let i = 0; i < 4 && !popup.isClosed(); i += 1) {
    const button = popup.getByRole('button', { name: 'Continue' });
    const next = await Promise.race([
      button.waitFor({ timeout: 8_000 }).then(() => 'page' as const),
      closed.then(() => 'closed' as const),
    ]).catch(() => 'stuck' as const);
    if (next !== 'page') break;
    expect(new URL(popup.url()).origin, 'the provider is on its own origin').toBe(provider.issuer);
    await button.click();
  }
  await closed;
}

test('with Google on its own origin, the sign-in and connection popups close by themselves and the page updates', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL: base, viewport: { width: 390, height: 800 } });
  const page = await context.newPage();
  await page.goto('/');
  await waitForApp(page);

  const signIn = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Get Started' }).first().click();
  await clickThrough(await signIn);
  // Signed in, in this page and with no second copy of the app.
  await expect(page.getByRole('heading', { name: 'Welcome, Paula!' })).toBeVisible({ timeout: 15_000 });
  expect(context.pages()).toHaveLength(1);

  const created = await page.request.post('/api/businesses', {
    data: { name: PLACE.name, address: PLACE.address, placeId: PLACE.placeId },
    headers: { origin: base },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.goto('/dashboard?section=google');
  const connect = page.getByRole('button', { name: 'Connect Google Business Profile' });
  await expect(connect).toBeVisible();

  const consent = page.waitForEvent('popup');
  await connect.click();
  await clickThrough(await consent);
  // The dashboard hears of it and shows the connection without a reload.
  await expect(page.getByText('Verified on Google')).toBeVisible({ timeout: 15_000 });
  expect(context.pages()).toHaveLength(1);
  await context.close();
});

/** Signs in through Google's popup as whoever the provider signs in next; the page is on `/`. */
async function signIn(page: Page) {
  await page.goto('/');
  await waitForApp(page);
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Get Started' }).first().click();
  await clickThrough(await popup);
}

test('a verified owner claims a place someone else registered without verification, and the first owner sees why', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  // Someone registers the second practice first, without a Business Profile.
  provider.signInAs({
    sub: 'first-owner',
    email: 'fred@example.com',
    given_name: 'Fred',
    family_name: 'First',
  });
  const firstContext = await browser.newContext({ baseURL: base });
  const first = await firstContext.newPage();
  await signIn(first);
  await expect(first.getByRole('heading', { name: 'Welcome, Fred!' })).toBeVisible({ timeout: 15_000 });
  const registered = await first.request.post('/api/businesses', {
    data: SECOND,
    headers: { origin: base },
  });
  expect(registered.status(), await registered.text()).toBe(201);

  // Paula's Google account manages it, verified: she is offered the claim and takes it.
  provider.signInAs(PAULA);
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  await signIn(page);
  await page.goto('/dashboard?section=google');
  const claimable = page.getByRole('list', { name: 'Places you can claim' });
  await claimable.getByRole('button', { name: `Claim ${SECOND.name}` }).click();
  await expect(page.getByText(`${SECOND.name} is now yours`)).toBeVisible();
  await expect(claimable.getByRole('button', { name: `Claim ${SECOND.name}` })).toHaveCount(0);
  await context.close();

  // The first owner keeps their business, unverified, and is told why, on screen and by e-mail.
  await first.goto('/dashboard?section=google');
  await expect(first.getByText('Unverified: this place was claimed by its owner on Google')).toBeVisible();
  await first.goto('/mail-outbox');
  await expect(first.getByText(`${SECOND.name} was claimed by its verified owner on Google`)).toBeVisible();
  await firstContext.close();
});
