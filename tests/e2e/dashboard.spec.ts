import { type Browser, expect, type Page, test } from '@playwright/test';
import { signInWithDemo, uniqueEmail } from './support/auth';
import { expectNoSeriousA11yViolations } from './support/axe';

// Demo places no other journey registers (Sydney and Portland).
const BONDI = {
  placeId: 'demo_bondi-surf-gym',
  name: 'Bondi Surf Gym',
  address: '140 Campbell Parade, Bondi Beach NSW 2026, Australia',
};
const NEWTOWN = {
  placeId: 'demo_newtown-vet',
  name: 'Newtown Vet Hospital',
  address: '310 King St, Newtown NSW 2042, Australia',
};
const ROSE_CITY = {
  placeId: 'demo_rose-city-books',
  name: 'Rose City Books',
  address: '1005 W Burnside St, Portland, OR 97209, USA',
};
const HARBOUR_BAKERY = {
  placeId: 'demo_harbour-view-bakery',
  name: 'Harbour View Bakery',
  address: '22 Harris St, Pyrmont NSW 2009, Australia',
};

type Place = typeof BONDI;

async function newPage(
  browser: Browser,
  options: { width?: number; height?: number; theme?: 'light' | 'dark' } = {},
) {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
  });
  if (options.theme) await context.addInitScript((t) => localStorage.setItem('theme', t), options.theme);
  return context.newPage();
}

/** Signs in through the demo popup and registers the place; answers the new business. */
async function ownerWithBusiness(page: Page, place: Place, firstName = 'Olivia') {
  await page.goto('/');
  await signInWithDemo(page, { firstName, lastName: 'Owner', email: uniqueEmail('dash-owner') });
  const origin = new URL(page.url()).origin;
  const created = await page.request.post('/api/businesses', { data: place, headers: { origin } });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { id: string; name: string; googleReviewUrl: string };
}

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Dashboard navigation' });
const sections = (page: Page) => page.getByRole('navigation', { name: 'Dashboard sections' });

test('a signed-out visitor is sent home, and a new user without a business to setup', async ({ browser }) => {
  const page = await newPage(browser);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);

  await signInWithDemo(page, { firstName: 'Nadia', lastName: 'New', email: uniqueEmail('dash-new') });
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/setup$/);
  await page.context().close();
});

test('the owner sees the overview, switches sections through the URL, and the sidebar remembers its state', async ({
  browser,
  baseURL,
}) => {
  const page = await newPage(browser);
  const business = await ownerWithBusiness(page, BONDI);
  await page.goto('/dashboard');

  await expect(page.getByRole('heading', { level: 1, name: 'Business Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: BONDI.name })).toBeVisible();
  await expect(page.getByText(BONDI.address)).toBeVisible();
  await expect(sidebar(page).getByText('Olivia Owner')).toBeVisible();
  await expect(sidebar(page).getByText(BONDI.name)).toBeVisible();

  // The home's code is the owner's own rating link (their staff reference), at the home's size;
  // the customer's path keeps the plain public link in its details.
  const ratingUrl = `${baseURL}/rate/${business.id}`;
  const qr = page.locator(`svg[data-qr-value^="${ratingUrl}?s="]`).first();
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('width', '208');

  await page.goto('/dashboard?section=customize');
  await page.getByRole('button', { name: 'Review URL Details' }).click();
  await expect(page.getByText(ratingUrl, { exact: true })).toBeVisible();
  const open = page.getByRole('link', { name: 'Open Review Page' });
  await expect(open).toHaveAttribute('href', ratingUrl);
  await expect(open).toHaveAttribute('target', '_blank');
  await expect(open).toHaveAttribute('rel', /noopener/);
  await page.goto('/dashboard');

  // Ctrl+B collapses the sidebar to icons; the cookie keeps it collapsed across a reload.
  await expect(sidebar(page)).toHaveAttribute('data-state', 'expanded');
  await page.keyboard.press('Control+b');
  await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');
  // The width animates; wait for it to settle.
  await expect.poll(async () => (await sidebar(page).boundingBox())?.width).toBe(48);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'sidebar_state');
  expect(cookie?.value).toBe('false');
  expect(cookie?.path).toBe('/');
  // 7 days, give or take the seconds this test takes.
  expect(Math.abs((cookie?.expires ?? 0) - (Date.now() / 1000 + 7 * 24 * 3600))).toBeLessThan(120);
  await page.reload();
  await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');
  // Collapsed to icons, a row names itself in a tooltip when pointed at.
  // (Its code loads when the sidebar collapses; a pointer that arrived first shows it on its next move.)
  const statistics = sections(page).getByRole('link', { name: /Statistics/ });
  let x = 8;
  await expect(async () => {
    x = x === 8 ? 16 : 8;
    await statistics.hover({ position: { x, y: 12 } });
    await expect(page.getByRole('tooltip')).toHaveText('Statistics', { timeout: 1000 });
  }).toPass();
  await page.keyboard.press('Meta+b');
  await expect(sidebar(page)).toHaveAttribute('data-state', 'expanded');
  await expect.poll(async () => (await sidebar(page).boundingBox())?.width).toBe(256);
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await expect(sidebar(page)).toHaveAttribute('data-state', 'expanded');

  // Sections switch in place; the URL carries the choice, so reload and Back work.
  await expect(sections(page).getByRole('link', { name: /^Home/ })).toHaveAttribute('aria-current', 'page');
  await sections(page)
    .getByRole('link', { name: /Customer’s path.*QR, review filter/ })
    .click();
  await expect(page).toHaveURL(/\/dashboard\?section=customize$/);
  await expect(page.getByRole('heading', { name: 'Your customer’s path' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your customer’s path' })).toBeVisible();
  await sections(page)
    .getByRole('link', { name: /Billing.*Plans & payments/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Billing & Subscription' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/section=customize$/);
  await expect(page.getByRole('heading', { name: 'Your customer’s path' })).toBeVisible();
  await page.goto('/dashboard?section=nonsense');
  await expect(page.getByRole('heading', { level: 2, name: BONDI.name })).toBeVisible();

  // Both ways to show the code go to the full-screen viewer.
  await page.getByRole('link', { name: 'Full screen' }).click();
  await expect(page).toHaveURL(/\/qr\/fullscreen$/);
  await page.goBack();
  await page.getByRole('link', { name: 'Show To Customers', exact: true }).click();
  await expect(page).toHaveURL(/\/qr\/fullscreen$/);
  await page.context().close();
});

test('billing shows the trial, team capacity and prices; the review filter, in the customer’s path, explains Google’s policy', async ({
  browser,
}) => {
  const page = await newPage(browser);
  await ownerWithBusiness(page, NEWTOWN);
  await page.goto('/dashboard?section=billing');

  await expect(page.getByText('Trial · 7 days left')).toBeVisible();
  await expect(page.getByText('Trial', { exact: true })).toBeVisible();
  await expect(page.getByText('Pro', { exact: true })).toHaveCount(0);
  await expect(page.getByText('of 3 max members')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Team capacity' })).toHaveAttribute(
    'aria-valuenow',
    '33',
  );
  await expect(page.getByText('33% capacity used')).toBeVisible();
  await expect(page.getByText('$19', { exact: true })).toBeVisible();
  await expect(page.getByText('+$3/month per extra user')).toBeVisible();

  // The review filter is with the customer's path, first.
  await page.goto('/dashboard?section=customize');
  const filter = page.getByRole('switch', { name: 'Send 1–3 star ratings to private feedback first' });
  await expect(filter).not.toBeChecked();
  await expect(page.getByText(/Google forbids discouraging negative reviews/)).toHaveCount(0);
  const patched = page.waitForResponse(
    (r) => r.url().endsWith('/review-filter') && r.request().method() === 'PATCH',
  );
  await filter.click();
  expect((await patched).status()).toBe(200);
  await expect(page.getByRole('status').getByText('Review Filter Updated')).toBeVisible();
  await expect(filter).toBeChecked();
  await expect(
    page.getByText(
      'Google forbids discouraging negative reviews, so customers who rate 1–3 stars see your private feedback form first, and it always offers them a link to post on Google.',
    ),
  ).toBeVisible();
  // The business was refetched: a reload shows the saved setting.
  await page.reload();
  await expect(filter).toBeChecked();

  // A failed update says so and leaves the switch as it was. Routed on the context: once the service
  // worker controls the page after the reload, the page's own routes no longer see its requests.
  await page.context().route('**/review-filter', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"message":"Something went wrong"}',
    }),
  );
  await filter.click();
  await expect(page.getByRole('alert').getByText('Error')).toBeVisible();
  await expect(filter).toBeChecked();
  await page.context().close();
});

test('a team member sees the dashboard without billing and cannot save the template', async ({ browser }) => {
  const ownerPage = await newPage(browser);
  const business = await ownerWithBusiness(ownerPage, ROSE_CITY);
  const origin = new URL(ownerPage.url()).origin;
  const code = await ownerPage.request.post(`/api/businesses/${business.id}/generate-code`, {
    headers: { origin },
  });
  expect(code.status(), await code.text()).toBe(200);
  const { businessCode } = (await code.json()) as { businessCode: string };
  await ownerPage.context().close();

  const page = await newPage(browser);
  await page.goto('/');
  await signInWithDemo(page, { firstName: 'Max', lastName: 'Member', email: uniqueEmail('dash-member') });
  const joined = await page.request.post('/api/teams/join', { data: { businessCode }, headers: { origin } });
  expect(joined.status(), await joined.text()).toBe(200);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 2, name: ROSE_CITY.name })).toBeVisible();
  // The member reads the address from the public record.
  await expect(page.getByText(ROSE_CITY.address)).toBeVisible();
  await expect(sidebar(page).getByText(ROSE_CITY.name)).toBeVisible();
  await expect(sections(page).getByRole('link', { name: /^Home/ })).toBeVisible();
  await expect(sections(page).getByRole('link', { name: /Billing/ })).toHaveCount(0);

  // An owner-only section in the URL falls back to the overview.
  await page.goto('/dashboard?section=billing');
  await expect(page.getByRole('heading', { name: 'Billing & Subscription' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: ROSE_CITY.name })).toBeVisible();

  await page.goto('/dashboard?section=customize');
  await expect(page.getByText('Only the business owner can change the template.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Template' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reset to defaults' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Download PNG' })).toBeEnabled();
  await page.context().close();
});

test('on a 360 px phone the sidebar is a sheet that closes after a choice, and the button stays in reach', async ({
  browser,
}) => {
  const page = await newPage(browser, { width: 360, height: 780 });
  await ownerWithBusiness(page, HARBOUR_BAKERY, 'Pia');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 2, name: HARBOUR_BAKERY.name })).toBeVisible();

  // Nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // On a phone the tab bar's middle button shows the code, always at the thumb.
  const sticky = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Show QR to a customer' });
  await expect(sticky).toBeInViewport();
  const box = await sticky.boundingBox();
  expect(box && box.y + box.height).toBeLessThanOrEqual(780);

  await expect(sidebar(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  const sheet = page.getByRole('dialog', { name: 'Dashboard navigation' });
  await expect(sheet).toBeVisible();
  expect((await sheet.boundingBox())?.width).toBe(288);
  await expect(sheet.getByText('Pia Owner')).toBeVisible();
  await sheet.getByRole('link', { name: /Billing/ }).click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/section=billing$/);
  await expect(page.getByRole('heading', { name: 'Billing & Subscription' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Ctrl+B opens the sheet on a phone too; Escape closes it.
  await page.keyboard.press('Control+b');
  await expect(sheet).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  await page.goto('/dashboard?section=customize');
  await expect(page.getByRole('heading', { name: 'Your customer’s path' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.context().close();
});

test('the dashboard has no serious accessibility violations in either theme', async ({ browser }) => {
  // Fourteen axe runs over four browser contexts: well over a minute on a busy two-core machine.
  test.setTimeout(180_000);
  const setup = await newPage(browser);
  await ownerWithBusiness(setup, {
    placeId: 'demo_sunrise-yoga-portland',
    name: 'Sunrise Yoga & Fitness',
    address: '3520 SE Hawthorne Blvd, Portland, OR 97214, USA',
  });
  const state = await setup.context().storageState();
  await setup.context().close();

  for (const theme of ['light', 'dark'] as const) {
    for (const width of [1280, 360]) {
      const context = await browser.newContext({ viewport: { width, height: 800 }, storageState: state });
      await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
      const page = await context.newPage();
      for (const section of ['overview', 'customize', 'billing']) {
        await page.goto(`/dashboard?section=${section}`);
        await expect(page.getByRole('heading', { level: 1, name: 'Business Dashboard' })).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
        await expectNoSeriousA11yViolations(page, `dashboard ${section} (${theme}, ${width}px)`);
      }
      if (width === 360) {
        await page.getByRole('button', { name: 'Toggle sidebar' }).click();
        await expect(page.getByRole('dialog', { name: 'Dashboard navigation' })).toBeVisible();
        await expectNoSeriousA11yViolations(page, `dashboard sheet (${theme})`);
      }
      await context.close();
    }
  }
});
