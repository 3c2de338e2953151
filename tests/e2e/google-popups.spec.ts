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

let server: ChildProcess | undefined;
let provider: TestProvider;
let google: BusinessProfileStandIn;
let base: string;

test.beforeAll(async () => {
  const port = await freePort();
  base = `http://localhost:${port}`;
  provider = await startTestProvider({ appOrigin: base, pages: true });
  provider.signInAs({
    sub: 'popup-owner',
    email: 'paula@example.com',
    given_name: 'Paula',
    family_name: 'Popup',
  });
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
    .poll(async () => (await fetch(`${base}/api/health`).catch(() => null))?.status, { timeout: 30_000 })
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
