import { type Browser, expect, type Page, test } from '@playwright/test';
import { signInWithDemo, uniqueEmail } from './support/auth';
import { expectNoSeriousA11yViolations } from './support/axe';
import { decodeQr } from './support/qr';

const FIRST = {
  placeId: 'demo_barton-creek-dental',
  name: 'Barton Creek Dental',
  address: '3801 S Lamar Blvd, Austin, TX 78704, USA',
};
const SECOND = { name: 'Hill Country Plumbing', address: '9400 Burnet Rd, Austin, TX 78758, USA' };
/** Screenshots for a human to look at, when SHOTS_DIR is set. */
const SHOTS = process.env.SHOTS_DIR;

async function ownerPage(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 860 } });
  const page = await context.newPage();
  await page.goto('/');
  await signInWithDemo(page, { firstName: 'Lola', lastName: 'Owner', email: uniqueEmail('locations-owner') });
  return page;
}

const switcher = (page: Page) => page.getByRole('button', { name: /Switch location/ });

test('an owner adds a second location, pays for it, switches, and sees both in All locations', async ({
  browser,
}) => {
  const page = await ownerPage(browser, 1280);
  const origin = new URL(page.url()).origin;
  const created = await page.request.post('/api/businesses', { data: FIRST, headers: { origin } });
  expect(created.status(), await created.text()).toBe(201);
  const first = (await created.json()) as { id: string };

  // One location: no switcher, and no "All locations" yet: the sidebar offers to add one.
  await page.goto('/dashboard');
  await expect(switcher(page)).toHaveCount(0);
  const nav = page.getByRole('navigation', { name: 'Dashboard sections' });
  await expect(nav.getByRole('link', { name: /^All locations/ })).toHaveCount(0);
  await nav.getByRole('link', { name: /^Add a location/ }).click();

  // The same Search → Confirm setup, saying what it costs before anything is added.
  await expect(page).toHaveURL(/\/setup\?add=1$/);
  await expect(page.getByRole('heading', { name: 'Add a location' })).toBeVisible();
  await expect(page.getByText(/free until your trial ends on .+, then \$19 a month/)).toBeVisible();
  await page.getByLabel('Search for your business').fill(SECOND.name);
  await page.getByRole('button', { name: new RegExp(SECOND.name) }).click();
  await page.getByRole('button', { name: 'Register My Business' }).click();
  await expect(page).toHaveURL(/\/dashboard\?business=[\w-]+/);
  const secondId = new URL(page.url()).searchParams.get('business')!;
  expect(secondId).not.toBe(first.id);
  await expect(switcher(page)).toContainText(SECOND.name);

  // Its own subscription, on the demo checkout.
  await page.getByRole('link', { name: /Billing/ }).click();
  await expect(page).toHaveURL(new RegExp(`business=${secondId}`));
  await page.getByRole('button', { name: 'Start subscription' }).click();
  await expect(page.getByText('Demo checkout — no card is charged')).toBeVisible();
  await expect(page.getByText(SECOND.name)).toBeVisible();
  await page.getByRole('button', { name: 'Pay $19' }).click();
  await expect(page.getByRole('status').getByText('Subscription Started')).toBeVisible();
  await expect(switcher(page)).toContainText(SECOND.name);
  // Paid during the shared trial: the trial is kept, and the first charge falls at its end.
  await expect(page.getByText(/^Subscribed: the first charge is on /)).toBeVisible();

  // Switching: the first location is still on its trial, unpaid; a reload keeps the choice.
  await switcher(page).click();
  await page.getByRole('menuitem', { name: new RegExp(FIRST.name) }).click();
  await expect(page).toHaveURL(new RegExp(`business=${first.id}`));
  await expect(page.getByTestId('plan-badge').getByText('Trial', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Your trial ends /)).toBeVisible();
  await page.reload();
  await expect(switcher(page)).toContainText(FIRST.name);
  await switcher(page).click();
  await page.getByRole('menuitem', { name: new RegExp(SECOND.name) }).click();
  await expect(switcher(page)).toContainText(SECOND.name);

  // Show To Customers encodes the second location's link (the owner's own, which credits them).
  await page
    .getByRole('link', { name: /^(Show To Customers|Show QR to a customer)$/ })
    .filter({ visible: true })
    .first()
    .click();
  await expect(page).toHaveURL(/\/qr\/fullscreen$/);
  await expect(page.getByRole('heading', { name: SECOND.name })).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code/ }).first()).toBeVisible();
  expect(decodeQr(await page.screenshot())).toMatch(
    new RegExp(`^${origin}/rate/${secondId}(\\?s=[\\w-]+)?$`),
  );

  // All locations shows both, and the total.
  await page.goto('/dashboard?section=locations');
  const list = page.getByRole('main');
  await expect(list.getByRole('heading', { name: FIRST.name })).toBeVisible();
  await expect(list.getByRole('heading', { name: SECOND.name })).toBeVisible();
  await expect(page.getByTestId('locations-total')).toContainText('All 2 locations');
  await expectNoSeriousA11yViolations(page, 'All locations');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/locations-1280.png`, fullPage: true });
  await page.getByRole('link', { name: `Open ${FIRST.name}` }).click();
  await expect(switcher(page)).toContainText(FIRST.name);
  await page.context().close();
});

test('at 360 px the location switcher is reachable and usable', async ({ browser }) => {
  const page = await ownerPage(browser, 360);
  const origin = new URL(page.url()).origin;
  const one = await page.request.post('/api/businesses', {
    data: {
      placeId: 'demo_prospect-park-vet',
      name: 'Prospect Park Animal Hospital',
      address: '245 7th Ave',
    },
    headers: { origin },
  });
  expect(one.status()).toBe(201);
  const two = await page.request.post('/api/businesses', {
    data: {
      placeId: 'demo_maple-leaf-hardware',
      name: 'Maple Leaf Hardware',
      address: '1045 Queen St W',
      addLocation: true,
    },
    headers: { origin },
  });
  expect(two.status()).toBe(201);

  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await expect(switcher(page)).toContainText('Prospect Park Animal Hospital');
  await switcher(page).click();
  const item = page.getByRole('menuitem', { name: /Maple Leaf Hardware/ });
  await expect(item).toBeVisible();
  const box = await item.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  expect(box!.height).toBeGreaterThanOrEqual(36);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/locations-switcher-360.png` });
  await item.click();
  await expect(page).toHaveURL(/business=/);
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await expect(switcher(page)).toContainText('Maple Leaf Hardware');
  await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(
    true,
  );
  // Billing on a phone names the location it is for: the sidebar with the switcher is closed.
  const billingUrl = new URL(page.url());
  billingUrl.searchParams.set('section', 'billing');
  await page.goto(billingUrl.pathname + billingUrl.search);
  await expect(page.getByRole('heading', { name: 'Billing & Subscription' })).toBeVisible();
  await expect(page.getByTestId('section-location')).toHaveText('Maple Leaf Hardware');
  await expect(page.getByTestId('section-location')).toBeInViewport();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/billing-location-360.png` });
  await page.context().close();
});
