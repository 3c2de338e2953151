// What a new owner (or their team member) trips over, each seen in Chromium as they would.
import { type APIRequestContext, expect, request, test } from '@playwright/test';
import { uniqueEmail } from './support/auth';
import { createOwnerWithBusiness } from './support/owner';

const SHOTS = process.env.SHOTS_DIR;

/** A team member over HTTP: their session is then handed to a browser. */
async function memberOf(baseURL: string, ownerApi: APIRequestContext, businessId: string) {
  const code = await ownerApi.post(`/api/businesses/${businessId}/generate-code`);
  expect(code.status(), await code.text()).toBe(200);
  const { businessCode } = (await code.json()) as { businessCode: string };
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const login = await api.post('/api/login/demo', {
    form: { email: uniqueEmail('member'), firstName: 'Mia', lastName: 'Member' },
  });
  expect(login.status()).toBe(200);
  const joined = await api.post('/api/teams/join', { data: { businessCode } });
  expect(joined.status(), await joined.text()).toBe(200);
  return api;
}

test('a member whose memberships fail to load is told so, with Try again, never "No Business Found"', async ({
  browser,
  baseURL,
}) => {
  const { api: owner, business } = await createOwnerWithBusiness(baseURL!, 'Sunrise Smash Repairs');
  const member = await memberOf(baseURL!, owner, business.id);
  // Blocked service worker: its fetches would pass the failure below by the page's route.
  const context = await browser.newContext({
    storageState: await member.storageState(),
    serviceWorkers: 'block',
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  let failing = true;
  await page.route('**/api/teams/my-memberships', (route) =>
    failing
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: '{"message":"Service Unavailable"}',
        })
      : route.fallback(),
  );
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Unable to load your team membership' })).toBeVisible();
  await expect(page.getByText('Please try refreshing the page.')).toBeVisible();
  await expect(page.getByText('No Business Found')).toHaveCount(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/membership-load-error-390.png` });
  // The server painted the member's QR before the app knew the read failed: the app took it away.
  await expect(page.locator('#first-paint')).toHaveCount(0);
  // The landing page and the QR screen say the same, and offer neither a new business nor a team.
  for (const url of ['/', '/qr/fullscreen']) {
    await page.goto(url);
    await expect(page.getByRole('heading', { name: 'Unable to load your team membership' })).toBeVisible();
    await expect(page.getByText('Create Your Business')).toHaveCount(0);
    await expect(page.getByText('Business Not Found')).toHaveCount(0);
  }
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Unable to load your team membership' })).toBeVisible();
  failing = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: business.name })).toBeVisible();
  await context.close();
});

test('signed out on a phone, the header keeps both ways in: Sign in with Google and Get Started', async ({
  browser,
}) => {
  for (const width of [390, 360]) {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    await page.goto('/');
    const header = page.getByRole('banner');
    const google = header.getByRole('button', { name: 'Sign in with Google' });
    const start = header.getByRole('button', { name: 'Get Started' });
    await expect(google).toBeInViewport({ ratio: 1 });
    await expect(start).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/header-signed-out-${width}.png` });
    await expect(google).toBeEnabled();
    await context.close();
  }
});

test("the footer's About and Contact lead to a short About section and the operator's contact", async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/#about$/);
  await expect(page.getByRole('heading', { name: 'About ReviewTap' })).toBeInViewport();
  await footer.getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/#contact$/);
  // The journey server runs on the embedded defaults: LEGAL_CONTACT's placeholder says to set it.
  await expect(page.locator('#contact')).toContainText('Contact: [Contact address: set LEGAL_CONTACT]');
  await expect(page.locator('#contact')).toBeInViewport();
});
