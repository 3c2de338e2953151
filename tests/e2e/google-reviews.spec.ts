import { expect, request as playwrightRequest, test } from '@playwright/test';
import { uniqueEmail } from './support/auth';
import { expectNoSeriousA11yViolations } from './support/axe';
import { connectDemoProfileInPopup } from './support/google';
import { createOwnerWithBusiness } from './support/owner';

/** Screenshots for a human to look at, when SHOTS_DIR is set. */
const SHOTS = process.env.SHOTS_DIR;

test('an owner connects the demo Business Profile; history does not nag; from the inbox they reply, edit and delete a reply', async ({
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
  await expect(page.getByRole('heading', { name: 'Google Business Profile', level: 2 })).toBeVisible();

  await connectDemoProfileInPopup(page);
  await expect(page.getByText('Verified on Google')).toBeVisible();
  // The scheduler reads the reviews within a tick; they are answered in the inbox.
  await expect(page.getByText('Review growth')).toBeVisible({ timeout: 40_000 });
  await page.getByRole('link', { name: 'Answer your Google reviews under Reviews' }).click();
  await expect(page).toHaveURL(/section=reviews/);

  // Every demo review came before the connection: history does not nag, nothing waits, no badge.
  await expect(page.getByText('Nothing needs an answer')).toBeVisible();
  const sidebarLink = page
    .getByRole('navigation', { name: 'Dashboard sections' })
    .getByRole('link', { name: /^Reviews/ });
  await expect(sidebarLink).not.toContainText('need');
  await page.getByRole('button', { name: 'Show everything' }).click();
  await page.getByRole('button', { name: 'Google', exact: true }).click();
  const list = page.getByRole('list', { name: 'What customers said' });
  // A review without a reply, held by its place in the list: replying changes its buttons.
  const unreplied = async () => {
    const open = list
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: 'Reply', exact: true }) })
      .first();
    await expect(open).toBeVisible();
    return list
      .getByRole('listitem')
      .nth(await open.evaluate((e) => [...e.parentElement!.children].indexOf(e)));
  };
  const first = await unreplied();
  await expect(first.getByText('Google review', { exact: true })).toBeVisible();
  await first.getByRole('button', { name: 'Reply', exact: true }).click();
  await first.getByRole('textbox').fill('Thank you for telling us. Please ask for Maria next time!');
  await first.getByRole('button', { name: 'Post reply' }).click();
  await expect(first.getByText('Please ask for Maria next time!')).toBeVisible();
  await expect(first.getByText(/^Your reply/)).toBeVisible();

  await first.getByRole('button', { name: 'Edit' }).click();
  await first.getByRole('textbox').fill('Thank you, the next coffee is on us.');
  await first.getByRole('button', { name: 'Save reply' }).click();
  await expect(first.getByText('Thank you, the next coffee is on us.')).toBeVisible();
  await first.getByRole('button', { name: 'Delete' }).click();
  await expect(list.getByText('Thank you, the next coffee is on us.')).toHaveCount(0);

  // Saved replies: one per star band, with the reviewer's first name filled in, from the inbox's settings.
  await page.getByRole('button', { name: 'Reply settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Saved replies and voice' });
  await settings.getByLabel('For 1–3 stars').fill('We are sorry, {first name}. Please call us.');
  await settings.getByLabel('For 4–5 stars').fill('Thank you, {first name}! See you soon.');
  await settings.getByRole('button', { name: 'Save replies' }).click();
  await expect(page.getByText('Saved replies updated')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(settings).toHaveCount(0);
  const next = await unreplied();
  await next.getByRole('button', { name: 'Reply', exact: true }).click();
  await next.getByRole('button', { name: 'Use saved reply' }).click();
  await expect(next.getByRole('textbox')).toHaveValue(/^(We are sorry|Thank you), \S+[.!]/);
  await next.getByRole('button', { name: 'Cancel' }).click();
  await expectNoSeriousA11yViolations(page, 'the inbox with Google reviews');

  for (const theme of ['light', 'dark'] as const) {
    if (theme === 'dark') await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?![\s\S]*\bdark\b)/);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.getByRole('heading', { name: 'Reviews', level: 2 }).scrollIntoViewIfNeeded();
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
  await expect(page.getByRole('link', { name: 'No Google review waiting for an answer' })).toBeVisible();
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
    .getByRole('link', { name: /^Reviews/ });
  await expect(memberSidebar).toBeVisible();
  await expect(memberSidebar).not.toContainText('need');
  await expect(memberPage.getByRole('link', { name: /Google reviews? (to answer|waiting)/ })).toHaveCount(0);
  await memberContext.close();
  await memberApi.dispose();
});
