import { expect, request, test } from '@playwright/test';
import { uniqueEmail } from './support/auth';
import { expectNoSeriousA11yViolations } from './support/axe';
import { createOwnerWithBusiness } from './support/owner';

/** Screenshots for a human to look at, when SHOTS_DIR is set. */
const SHOTS = process.env.SHOTS_DIR;
const OPERATOR = 'operator.olga@journeys.example';

/** The operator, signed in through the demo form like everyone else (playwright.config.ts names her). */
async function operatorSession(baseURL: string) {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const login = await api.post('/api/login/demo', {
    form: { email: OPERATOR, firstName: 'Olga', lastName: 'Ops' },
  });
  expect(login.status()).toBe(200);
  return api;
}

test('an operator finds a business by its owner’s e-mail, pauses its sending with a reason, the owner’s home says so in Arabic at 360 px, and the operator resumes', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // A place no other journey registers: the journeys share one database.
  const owner = await createOwnerWithBusiness(baseURL!, 'Sunrise Coffee Co.');
  const ops = await operatorSession(baseURL!);

  // Desktop: the console, a search by the owner's address, the business's page.
  const desk = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    storageState: await ops.storageState(),
  });
  const page = await desk.newPage();
  await page.goto('/operator');
  await expect(page.getByRole('heading', { level: 1, name: 'Operator console' })).toBeVisible();
  await page.getByLabel('Search businesses').fill(owner.email);
  const list = page.getByRole('list', { name: 'Businesses' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText(owner.business.name);
  await expect(list).toContainText(owner.email);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/operator-list-1280.png`, fullPage: true });
  await list.getByRole('link', { name: owner.business.name }).click();
  await expect(page.getByRole('heading', { level: 2, name: owner.business.name })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'operator business page');

  // A reason is required; with one, the pause is done, logged and shown.
  const pause = page.getByRole('button', { name: 'Pause sending' });
  const reason = 'Many invitations bounced: the list looks bought. Write to us before sending again.';
  await page.getByLabel('Reason (the owner reads it)').first().fill(reason);
  await pause.click();
  await expect(page.getByText('Done, logged and told to the owner')).toBeVisible();
  await expect(page.getByText('Sending paused: by an operator')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resume sending' })).toBeVisible();
  await expect(page.getByText(reason).first()).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/operator-business-1280.png`, fullPage: true });

  // The owner, in Arabic on a 360 px phone in the dark: the home says what the operator did and why.
  expect((await owner.api.patch('/api/auth/user', { data: { locale: 'ar' } })).status()).toBe(200);
  const phone = await browser.newContext({
    viewport: { width: 360, height: 780 },
    colorScheme: 'dark',
    storageState: await owner.api.storageState(),
  });
  const home = await phone.newPage();
  await home.goto('/dashboard');
  const notice = home.getByRole('region', { name: 'من المشغّل' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('أوقف المشغّل الإرسال لهذا الفرع');
  await expect(notice).toContainText(reason);
  const overflow = await home.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the home fits 360 px').toBeLessThanOrEqual(0);
  await notice.scrollIntoViewIfNeeded();
  if (SHOTS) await home.screenshot({ path: `${SHOTS}/owner-notice-ar-360.png` });
  await expectNoSeriousA11yViolations(home, 'owner home with the operator notice (ar, dark, 360 px)');

  // An invitation now is skipped with the reason, as the API says per item.
  const invited = await owner.api.post(`/api/businesses/${owner.business.id}/invitations`, {
    data: { invitations: [{ email: 'carla.prater@example.com' }], confirmed: true },
  });
  expect((await invited.json()).invitations[0]).toMatchObject({ status: 'skipped', reason: 'paused' });

  // The operator resumes, at 390 px this time.
  await page.setViewportSize({ width: 390, height: 844 });
  await page
    .getByLabel('Reason (the owner reads it)')
    .first()
    .fill('The owner removed the bought addresses.');
  await page.getByRole('button', { name: 'Resume sending' }).click();
  await expect(page.getByRole('button', { name: 'Pause sending' })).toBeVisible();
  const narrow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(narrow, 'the console fits 390 px').toBeLessThanOrEqual(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/operator-business-390.png`, fullPage: true });
  await home.reload();
  await expect(home.getByRole('region', { name: 'من المشغّل' })).toContainText('استأنف المشغّل الإرسال');

  // The log keeps both, newest first.
  await page.goto('/operator?tab=log');
  const entries = page.getByRole('list', { name: 'Log' }).getByRole('listitem');
  await expect(entries.first()).toContainText('Resumed sending');
  await expect(entries.nth(1)).toContainText('Paused sending');
  await expect(entries.nth(1)).toContainText(OPERATOR);
  await desk.close();
  await phone.close();
  await ops.dispose();
});

test('an account that is not an operator is told the console is not theirs, and its API refuses it', async ({
  browser,
  baseURL,
}) => {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  const login = await api.post('/api/login/demo', {
    form: { email: uniqueEmail('not-an-operator'), firstName: 'Nina', lastName: 'Owner' },
  });
  expect(login.status()).toBe(200);
  const context = await browser.newContext({ storageState: await api.storageState() });
  const page = await context.newPage();
  await page.goto('/operator');
  await expect(
    page.getByRole('heading', { name: 'This console is for the operators of this ReviewTap' }),
  ).toBeVisible();
  expect((await api.get('/api/operator/businesses')).status()).toBe(403);
  await context.close();
  await api.dispose();
});
