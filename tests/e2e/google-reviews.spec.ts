import { expect, request as playwrightRequest, test } from '@playwright/test';
import { uniqueEmail } from './support/auth';
import { expectNoSeriousA11yViolations } from './support/axe';
import { connectDemoProfileInPopup } from './support/google';
import { createOwnerWithBusiness } from './support/owner';

/** Screenshots for a human to look at, when SHOTS_DIR is set. */
const SHOTS = process.env.SHOTS_DIR;

test('an owner connects the demo Business Profile, filters unreplied reviews, replies, edits and deletes the reply', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { api, business } = await createOwnerWithBusiness(baseURL!, 'Sunrise Bakery');
  expect(business.name).toBe('Sunrise Bakery');
  const context = await browser.newContext({ storageState: await api.storageState() });
  const page = await context.newPage();
  // Before connecting, the overview shows Google's rating now, attributed, and what connecting adds.
  await page.goto('/dashboard');
  const live = page.getByTestId('live-rating');
  await expect(live).toContainText('4.5 on Google · 316 reviews');
  await expect(live).toContainText('Powered by Google');
  if (SHOTS) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: `${SHOTS}/overview-live-rating-${width}.png` });
    }
  }
  await live.getByRole('link', { name: /Connect your Business Profile/ }).click();
  await expect(page.getByRole('heading', { name: 'Google reviews', level: 2 })).toBeVisible();

  await connectDemoProfileInPopup(page);
  await expect(page.getByText('Verified on Google')).toBeVisible();
  // The scheduler reads the reviews within a tick.
  await expect(page.getByRole('list', { name: 'Google reviews' })).toBeVisible({ timeout: 40_000 });
  await expect(page.getByText('Review growth')).toBeVisible();

  // The sidebar counts the reviews without a reply, as the filter does; a reply lowers it at once.
  const unrepliedButton = page.getByRole('button', { name: /^Unreplied \(\d+\)$/ });
  const unreplied = Number((await unrepliedButton.textContent())?.match(/\d+/)?.[0]);
  expect(unreplied).toBeGreaterThan(0);
  const sidebarLink = page
    .getByRole('navigation', { name: 'Dashboard sections' })
    .getByRole('link', { name: /Google reviews/ });
  await expect(sidebarLink).toContainText(`${unreplied} without a reply`);
  await unrepliedButton.click();
  const first = page.getByRole('list', { name: 'Google reviews' }).getByRole('listitem').first();
  await expect(first.getByText('Your reply')).toHaveCount(0);
  await first.getByRole('button', { name: 'Reply', exact: true }).click();
  await first.getByRole('textbox').fill('Thank you for telling us. Please ask for Maria next time!');
  await first.getByRole('button', { name: 'Post reply' }).click();
  await expect(first.getByText('Thank you for telling us. Please ask for Maria next time!')).toBeVisible();
  await expect(sidebarLink).toContainText(`${unreplied - 1} without a reply`);

  await first.getByRole('button', { name: 'Edit' }).click();
  await first.getByRole('textbox').fill('Thank you, the next coffee is on us.');
  await first.getByRole('button', { name: 'Save reply' }).click();
  await expect(first.getByText('Thank you, the next coffee is on us.')).toBeVisible();
  await first.getByRole('button', { name: 'Delete' }).click();
  await expect(first.getByText('Thank you, the next coffee is on us.')).toHaveCount(0);
  // Saved replies: one per star band, with the reviewer's first name filled in.
  await page.getByLabel('For 1–3 stars').fill('We are sorry, {first name}. Please call us.');
  await page.getByLabel('For 4–5 stars').fill('Thank you, {first name}! See you soon.');
  await page.getByRole('button', { name: 'Save replies' }).click();
  await expect(page.getByText('Saved replies updated')).toBeVisible();
  await first.getByRole('button', { name: 'Reply', exact: true }).click();
  await first.getByRole('button', { name: 'Use saved reply' }).click();
  await expect(first.getByRole('textbox')).toHaveValue(/^(We are sorry|Thank you), \w+[.!]/);
  await first.getByRole('button', { name: 'Cancel' }).click();
  await expectNoSeriousA11yViolations(page, 'Google reviews section');

  for (const theme of ['light', 'dark'] as const) {
    if (theme === 'dark') await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?![\s\S]*\bdark\b)/);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.getByRole('button', { name: 'All stars' }).click();
      await page.getByRole('heading', { name: 'Google reviews', level: 2 }).scrollIntoViewIfNeeded();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/google-${theme}-${width}.png` });
    }
  }
  // Growth shows under Statistics too, reached here by the section's older name in a link.
  await page.goto('/dashboard?section=statistics');
  await expect(page.getByRole('heading', { name: 'Business Analytics' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Review growth' })).toBeVisible();
  // The overview carries the verified badge; connected, it no longer offers to connect.
  await page.goto('/dashboard');
  await expect(page.getByText('✓ Verified on Google')).toBeVisible();
  await expect(page.getByTestId('live-rating')).toContainText('Powered by Google');
  await expect(page.getByRole('link', { name: /Connect your Business Profile/ })).toHaveCount(0);
  if (SHOTS)
    await page.screenshot({ path: `${SHOTS}/overview-verified-dark-${page.viewportSize()?.width}.png` });
  await expect(page.getByRole('link', { name: /^\d+ Google reviews? to answer$/ })).toBeVisible();
  await context.close();

  // A member may not reply: neither the sidebar nor the home counts the reviews for them.
  const code = await api.post(`/api/businesses/${business.id}/generate-code`);
  const { businessCode } = (await code.json()) as { businessCode: string };
  const memberApi = await playwrightRequest.newContext({
    baseURL: baseURL!,
    extraHTTPHeaders: { origin: baseURL! },
  });
  await memberApi.post('/api/login/demo', {
    form: { email: uniqueEmail('reviews-member'), firstName: 'Mia', lastName: 'Member' },
  });
  expect((await memberApi.post('/api/teams/join', { data: { businessCode } })).status()).toBe(200);
  const memberContext = await browser.newContext({
    storageState: await memberApi.storageState(),
    viewport: { width: 1280, height: 900 },
  });
  const memberPage = await memberContext.newPage();
  await memberPage.goto('/dashboard');
  await expect(memberPage.getByRole('heading', { level: 2, name: 'Sunrise Bakery' })).toBeVisible();
  await expect(memberPage.getByText(/^Yours today:/)).toBeVisible();
  const memberSidebar = memberPage
    .getByRole('navigation', { name: 'Dashboard sections' })
    .getByRole('link', { name: /Google reviews/ });
  await expect(memberSidebar).toBeVisible();
  await expect(memberSidebar).not.toContainText('without a reply');
  await expect(memberPage.getByRole('link', { name: /Google reviews? to answer/ })).toHaveCount(0);
  await memberContext.close();
  await memberApi.dispose();
});
