import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { freePort } from '../../src/server/test/free-port';
import { signInWithDemo, uniqueEmail } from './support/auth';

const PLACE = {
  placeId: 'demo_didsbury-dental-practice',
  name: 'Didsbury Dental Practice',
  address: '714 Wilmslow Rd, Manchester M20 2DW, UK',
};
const SHOTS = process.env.SHOTS_DIR;
const planBadge = (page: Page, name: string) =>
  page.getByTestId('plan-badge').getByText(name, { exact: true });

async function newPage(browser: Browser, baseURL?: string, width = 1280, theme: 'light' | 'dark' = 'light') {
  const context = await browser.newContext({
    ...(baseURL ? { baseURL } : {}),
    viewport: { width, height: 860 },
  });
  await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
  return context.newPage();
}
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
};

test('a new owner on trial subscribes on the demo checkout, adds a seat, cancels and resumes', async ({
  browser,
}) => {
  const page = await newPage(browser);
  await page.goto('/');
  await signInWithDemo(page, { firstName: 'Bianca', lastName: 'Owner', email: uniqueEmail('billing-owner') });
  const origin = new URL(page.url()).origin;
  const created = await page.request.post('/api/businesses', { data: PLACE, headers: { origin } });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/dashboard?section=billing');
  const plan = page.getByTestId('plan-line');
  await expect(plan).toHaveText('Trial · 7 days left');
  await expect(planBadge(page, 'Trial')).toBeVisible();
  await expect(page.getByText('of 3 max members')).toBeVisible();
  await expect(page.getByRole('button', { name: /Manage billing/ })).toHaveCount(0);
  await shot(page, 'billing-trial-desktop');

  await page.getByRole('button', { name: 'Start subscription' }).click();
  await expect(page).toHaveURL(/\/billing\/demo-checkout\?token=/);
  await expect(page.getByText('Demo checkout — no card is charged')).toBeVisible();
  await expect(page.getByText(PLACE.name)).toBeVisible();
  await expect(page.getByTestId('checkout-total')).toHaveText('$19');
  await shot(page, 'demo-checkout-desktop');
  await page.getByRole('button', { name: 'Pay $19' }).click();

  await expect(page).toHaveURL(/\/dashboard\?section=billing$/);
  await expect(page.getByRole('status').getByText('Subscription Started')).toBeVisible();
  // Paid during the trial, as with Stripe: the trial is kept and the first charge falls at its end.
  await expect(planBadge(page, 'Trial')).toBeVisible();
  await expect(plan).toHaveText('Trial · 7 days left');
  await expect(page.getByText(/^Subscribed: the first charge is on /)).toBeVisible();

  // A seat: the new total shows before it is confirmed.
  await page.getByRole('button', { name: 'One seat more' }).click();
  await expect(page.getByTestId('new-total')).toHaveText('$22');
  await page.getByRole('button', { name: 'Confirm seats' }).click();
  await expect(page.getByText('of 4 max members')).toBeVisible();
  await expect(page.getByText('$22 a month for this location. Cancel anytime.')).toBeVisible();

  // Cancel: the trial stays, with the date it ends, and Resume on offer.
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText(/You keep Pro until/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByRole('status').getByText('Subscription Cancelled')).toBeVisible();
  await expect(plan).toHaveText('Trial · 7 days left');
  await expect(page.getByText('Cancelled: your plan ends then unless you resume it.')).toBeVisible();
  await expect(page.getByText(/Cancelled: it ends on [A-Z][a-z]{2} \d{1,2}, \d{4}\./)).toBeVisible();
  await shot(page, 'billing-cancelled-desktop');

  await page.getByRole('button', { name: 'Resume subscription' }).click();
  await expect(page.getByRole('status').getByText('Subscription Resumed')).toBeVisible();
  await expect(page.getByText(/^Subscribed: the first charge is on /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();

  if (SHOTS) {
    for (const theme of ['light', 'dark'] as const) {
      for (const width of [360, 1280]) {
        const p = await newPage(browser, undefined, width, theme);
        await p.context().addCookies(await page.context().cookies());
        await p.goto(`${origin}/dashboard?section=billing`);
        await expect(p.getByTestId('plan-line')).toHaveText('Trial · 7 days left');
        await shot(p, `billing-subscribed-trial-${theme}-${width}`);
        await p.context().close();
      }
    }
  }
  await page.context().close();
});

/**
 * A business whose trial ended a day ago. The shared journey server cannot change a business's
 * dates, so this journey starts its own server on a database seeded here, before it starts.
 */
test.describe('after the trial', () => {
  let base = '';
  const email = uniqueEmail('lapsed-owner');
  const businessId = 'lapsedSpa001';
  const LAPSED_CODE = 'QWRTY2';
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    // A port nothing else holds: a fixed one beside the journey server collides with its neighbours.
    const port = await freePort();
    base = `http://localhost:${port}`;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'reviewtap-lapsed-'));
    mkdirSync(path.join(dataDir, 'pglite'), { recursive: true });
    const client = await PGlite.create(path.join(dataDir, 'pglite'));
    await migrate(drizzle(client), { migrationsFolder: 'src/server/db/migrations' });
    const day = 24 * 60 * 60 * 1000;
    await client.query(
      `insert into users (id, google_sub, email, first_name, last_name) values ('u_lapsed', $1, $2, 'Lena', 'Lapsed')`,
      [`demo|${email}`, email],
    );
    await client.query(
      `insert into businesses (id, owner_id, name, address, place_id, google_review_url, review_filter_enabled, trial_ends_at, created_at, business_code)
       values ($1, 'u_lapsed', 'Quincaillerie Mile End', '5600 Avenue du Parc, Montréal', 'demo_quincaillerie-mile-end', 'https://search.google.com/local/writereview?placeid=demo_quincaillerie-mile-end', true, $2, $3, '${LAPSED_CODE}')`,
      [businessId, new Date(Date.now() - day), new Date(Date.now() - 8 * day)],
    );
    await client.query(
      `insert into memberships (business_id, user_id, role) values ($1, 'u_lapsed', 'owner')`,
      [businessId],
    );
    await client.close();
    server = spawn('node', ['dist/server/main.js'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: base,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
      },
      stdio: 'inherit',
    });
    await expect
      // A built server's start takes seconds alone and far longer beside another suite on two cores.
      .poll(async () => (await fetch(`${base}/api/health`).catch(() => null))?.status, { timeout: 120_000 })
      .toBe(200);
  });
  test.afterAll(() => {
    server?.kill('SIGTERM');
  });

  // After the trial, the screens say one true thing, from the rule the server applies.
  test('adding a location and inviting say what the ended trial means; a member is told to ask the owner', async ({
    browser,
  }) => {
    const page = await newPage(browser, base, 390);
    await page.goto('/');
    await signInWithDemo(page, { firstName: 'Lena', lastName: 'Lapsed', email });
    await page.goto('/setup?add=1');
    await page.getByLabel('Search for your business').fill('Sunrise Bakery');
    await page.getByRole('button', { name: /Sunrise Bakery/ }).click();
    const next = page.locator('section[aria-labelledby="next-title"]');
    await expect(next).toContainText('you pay for this one at checkout right after confirming');
    await expect(page.getByText(/free trial starts today/)).toHaveCount(0);
    await shot(page, 'lapsed-add-location-phone');

    await page.goto('/dashboard?section=team');
    await expect(page.getByTestId('business-code')).toHaveText(LAPSED_CODE);
    await expect(page.getByText("Your plan has ended, so this code won't let anyone join.")).toBeVisible();
    await expect(page.getByText('Seats can be used again once you subscribe.')).toBeVisible();
    await expect(page.getByText(/seats? left/)).toHaveCount(0);
    await shot(page, 'lapsed-team-phone');
    await page.context().close();

    const joiner = await newPage(browser, base, 390);
    await joiner.goto('/');
    await signInWithDemo(joiner, { firstName: 'Jo', lastName: 'Joiner', email: uniqueEmail('joiner') });
    await joiner.goto('/join');
    await joiner.getByLabel('Business code').fill(LAPSED_CODE);
    await joiner.getByRole('button', { name: 'Join Team' }).click();
    await expect(joiner.getByText(/Ask the owner to renew it; this code works again then\./)).toBeVisible();
    await expect(joiner.getByText(/Subscribe to grow your team/)).toHaveCount(0);
    await joiner.context().close();
  });

  test('a lapsed business still rates and takes feedback, and its dashboard asks the owner to subscribe', async ({
    browser,
  }) => {
    const customer = await newPage(browser, base, 360);
    await customer.goto(`/rate/${businessId}`);
    await expect(customer.getByRole('heading', { name: 'Quincaillerie Mile End' })).toBeVisible();
    await customer.getByRole('button', { name: '2 stars', exact: true }).click();
    await expect(customer).toHaveURL(new RegExp(`/feedback/${businessId}`), { timeout: 15_000 });
    await customer.getByLabel('Your feedback').fill('The paint aisle was a mess.');
    await customer.getByRole('button', { name: /send feedback/i }).click();
    await expect(customer.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    await customer.context().close();

    const page = await newPage(browser, base);
    await page.goto('/');
    await signInWithDemo(page, { firstName: 'Lena', lastName: 'Lapsed', email });
    await page.goto('/dashboard');
    const prompt = page.getByRole('region', { name: 'Subscription' });
    await expect(
      prompt.getByText('Your free trial has ended. Subscribe to keep growing your reviews.'),
    ).toBeVisible();
    await expect(prompt.getByText(/QR codes and review pages keep working/)).toBeVisible();
    await shot(page, 'lapsed-overview-desktop');
    // The private feedback arrived: nothing stopped because the trial ended.
    await page.goto('/dashboard?section=reviews');
    await expect(prompt).toBeVisible();
    await expect(page.getByText('The paint aisle was a mess.')).toBeVisible();
    await page.goto('/dashboard?section=billing');
    await expect(page.getByTestId('plan-line')).toHaveText('Trial ended');
    await prompt.getByRole('link', { name: 'Subscribe' }).click();
    await page.getByRole('button', { name: 'Start subscription' }).click();
    await page.getByRole('button', { name: 'Pay $19' }).click();
    await expect(page.getByTestId('plan-line')).toHaveText('Pro');
    await expect(prompt).toHaveCount(0);
    await page.context().close();
  });
});
