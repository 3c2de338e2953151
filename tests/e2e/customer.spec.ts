import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { keepRedirectsToGoogle, stubGoogle } from './support/google';
import { createOwnerWithBusiness, setReviewFilter } from './support/owner';

async function feedbackItems(api: Awaited<ReturnType<typeof createOwnerWithBusiness>>['api'], id: string) {
  const res = await api.get(`/api/businesses/${id}/feedback`);
  expect(res.status()).toBe(200);
  return (await res.json()) as { rating: number; feedbackText: string; customerName: string | null }[];
}

test.describe('with JavaScript', () => {
  test('filter off: 5 stars opens Google in a new tab', async ({ browser, baseURL }) => {
    const { business } = await createOwnerWithBusiness(baseURL!, 'Golden Crust Bakery');
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const opened = await stubGoogle(context);
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    const scanRecorded = page.waitForResponse((r) => r.url().endsWith('/scan') && r.status() === 201);
    await page.goto(`/rate/${business.id}`);
    await expect(page.getByRole('heading', { name: 'Rate Your Experience' })).toBeVisible();
    await expect(page.getByText(business.name)).toBeVisible();
    await expect(page.getByText('Click to rate from 1 to 5 stars')).toBeVisible();
    await scanRecorded;
    // The scan is posted by the hydrated page, so its script is in: one file, no cascade of chunks.
    expect(scripts).toEqual([expect.stringMatching(/^\/assets\/customer-[\w-]+\.js$/)]);

    const popup = context.waitForEvent('page');
    await page.getByRole('button', { name: '5 stars' }).click();
    await expect(page.getByText('You rated: 5 stars')).toBeVisible();
    await expect(page.getByText('Redirecting to Google Reviews')).toBeVisible({ timeout: 5000 });
    const tab = await popup;
    await tab.waitForLoadState();
    expect(tab.url()).toBe(business.googleReviewUrl);
    expect(opened).toContain(business.googleReviewUrl);
    await expect(page.getByRole('link', { name: /Google didn't open/ })).toHaveAttribute(
      'href',
      business.googleReviewUrl,
    );
    await context.close();
  });

  test('Start Over clears the choice before anything is sent', async ({ browser, baseURL }) => {
    const { business } = await createOwnerWithBusiness(baseURL!, 'Smith Street Pizza');
    const context = await browser.newContext();
    await stubGoogle(context);
    const page = await context.newPage();
    // The page's clock stands still while the test clicks, so a slow machine cannot let the
    // one-second pause run out before Start Over is pressed. It stops a second ahead: a busy
    // machine may take longer than a few milliseconds between reading the time and stopping it,
    // and a clock cannot be stopped in its past.
    await page.clock.install();
    await page.goto(`/rate/${business.id}`);
    await expect(page.getByText('Click to rate from 1 to 5 stars')).toBeVisible();
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    const ratingsPosted: unknown[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/ratings')) ratingsPosted.push(r.postDataJSON());
    });
    await page.getByRole('button', { name: '1 star', exact: true }).click();
    await expect(page.getByText('You rated: 1 star')).toBeVisible();
    await page.getByRole('button', { name: 'Start Over' }).click();
    await expect(page.getByText('Click to rate from 1 to 5 stars')).toBeVisible();
    // Rate again and let the pause run out: a 1-star post that Start Over failed to cancel
    // would go out now too.
    const posted = page.waitForRequest((r) => r.url().endsWith('/ratings'));
    await page.getByRole('button', { name: '5 stars', exact: true }).click();
    await page.clock.runFor(1500);
    await posted;
    expect(ratingsPosted).toEqual([expect.objectContaining({ rating: 5 })]);
    await context.close();
  });

  test('filter on: 2 stars goes to feedback, the text is sent, Thank You appears, stored as rating 2', async ({
    browser,
    baseURL,
  }) => {
    const { api, business } = await createOwnerWithBusiness(baseURL!, 'Red Hook Day Spa');
    await setReviewFilter(api, business.id, true);
    const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
    const opened = await stubGoogle(context);
    const page = await context.newPage();
    await page.goto(`/rate/${business.id}`);
    // Keyboard use: tab to the second star and press Enter.
    await page.getByRole('button', { name: '2 stars' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('You rated: 2 stars')).toBeVisible();
    await page.waitForURL(/\/feedback\//);
    expect(new URL(page.url()).searchParams.get('rating')).toBe('2');
    await expect(page.getByRole('heading', { name: 'Help Us Improve' })).toBeVisible();
    // The specification's toast, on the feedback page itself (it used to be lost in the
    // navigation); read once, so a reload does not repeat it.
    const improve = page
      .getByRole('status')
      .filter({ hasText: 'Tell us how we can earn your 5-star review next time!' });
    await expect(improve).toContainText('Help us improve');
    await expect.poll(() => new URL(page.url()).searchParams.get('welcome')).toBeNull();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Help Us Improve' })).toBeVisible();
    await expect(improve).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Leave a Google review' })).toHaveAttribute(
      'href',
      business.googleReviewUrl,
    );
    const send = page.getByRole('button', { name: 'Send Feedback' });
    await expect(send).toBeDisabled();
    await page.getByLabel('Your feedback').fill('The wait was long and nobody told us why.');
    await page.getByLabel(/Name/).fill('Pat');
    await send.click();
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    expect(opened).toEqual([]);
    const items = await feedbackItems(api, business.id);
    expect(items[0]).toMatchObject({
      rating: 2,
      feedbackText: 'The wait was long and nobody told us why.',
      customerName: 'Pat',
    });
    await context.close();
  });
});

test.describe('without JavaScript', () => {
  test('filter off: a star posts the form and the server redirects to Google', async ({
    browser,
    baseURL,
  }) => {
    const { business } = await createOwnerWithBusiness(baseURL!, 'Pâtisserie Rosalie');
    const context = await browser.newContext({ javaScriptEnabled: false });
    await stubGoogle(context);
    const redirects = await keepRedirectsToGoogle(context, `**/rate/${business.id}`);
    const page = await context.newPage();
    await page.goto(`/rate/${business.id}`);
    await page.getByRole('button', { name: '5 stars' }).click();
    await expect(page).toHaveTitle('Google review (stub)');
    expect(redirects).toEqual([business.googleReviewUrl]);
    await context.close();
  });

  test('filter on: 2 stars, feedback form post, Thank You page, stored as rating 2', async ({
    browser,
    baseURL,
  }) => {
    const { api, business } = await createOwnerWithBusiness(baseURL!, 'Quincaillerie Mile End');
    await setReviewFilter(api, business.id, true);
    const context = await browser.newContext({ javaScriptEnabled: false });
    await stubGoogle(context);
    const page = await context.newPage();
    await page.goto(`/rate/${business.id}`);
    await page.getByRole('button', { name: '2 stars' }).click();
    await page.waitForURL(/\/feedback\/.+rating=2/);
    await expect(page.getByRole('heading', { name: 'Help Us Improve' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText(
      'Tell us how we can earn your 5-star review next time!',
    );
    // Empty text: the server answers with the form and the message, nothing is lost.
    await page.getByLabel(/E-mail/).fill('pat@example.com');
    await page.getByRole('button', { name: 'Send Feedback' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please provide feedback');
    await expect(page.getByLabel(/E-mail/)).toHaveValue('pat@example.com');
    await page.getByLabel('Your feedback').fill('Cold coffee.');
    await page.getByRole('button', { name: 'Send Feedback' }).click();
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    const items = await feedbackItems(api, business.id);
    expect(items[0]).toMatchObject({ rating: 2, feedbackText: 'Cold coffee.' });
    await context.close();
  });
});

test('sending feedback: a server fault is ours and keeps the text; a network error says to try again', async ({
  browser,
  baseURL,
}) => {
  const { business } = await createOwnerWithBusiness(baseURL!, 'Boulangerie Léa');
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`/feedback/${business.id}?rating=2`);
  await page.getByLabel('Your feedback').fill('The bread was stale.');
  // The server (or a proxy in front of it) failing: not the customer's form.
  await page.route('**/api/businesses/*/feedback', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"message":"Service Unavailable"}',
    }),
  );
  await page.getByRole('button', { name: 'Send Feedback' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Something went wrong on our side, not yours. Your text is still here: please try again in a moment.',
  );
  await expect(page.getByLabel('Your feedback')).toHaveValue('The bread was stale.');
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/feedback-server-fault-390.png` });
  await page.unroute('**/api/businesses/*/feedback');
  await page.route('**/api/businesses/*/feedback', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Send Feedback' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Error submitting feedback' })).toContainText(
    'Please try again or contact us directly.',
  );
  await expect(page.getByLabel('Your feedback')).toHaveValue('The bread was stale.');
  await context.close();
});

test('an unknown business shows the Business Not Found page with a 404', async ({ page }) => {
  const res = await page.goto('/rate/doesnotexist1');
  expect(res?.status()).toBe(404);
  await expect(page.getByText('Business Not Found')).toBeVisible();
  const fb = await page.goto('/feedback/doesnotexist1');
  expect(fb?.status()).toBe(404);
  await expect(page.getByText('This feedback link appears to be invalid')).toBeVisible();
});

test('both customer pages pass axe in light and dark', async ({ browser, baseURL }) => {
  const { business } = await createOwnerWithBusiness(baseURL!, 'Spa Mont-Royal');
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ colorScheme });
    const page: Page = await context.newPage();
    await page.goto(`/rate/${business.id}`);
    await expectNoSeriousA11yViolations(page, `rate (${colorScheme})`);
    await page.goto(`/feedback/${business.id}`);
    await expectNoSeriousA11yViolations(page, `feedback (${colorScheme})`);
    await context.close();
  }
});
