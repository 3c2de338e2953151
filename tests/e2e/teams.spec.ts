import { type APIRequestContext, type Browser, expect, type Page, request, test } from '@playwright/test';
import { signInWithDemo, uniqueEmail } from './support/auth';
import { expectNoSeriousA11yViolations } from './support/axe';
import { createOwnerWithBusiness } from './support/owner';

// Demo places no other journey registers.
const BAR = {
  placeId: 'demo_bar-le-sainte-elisabeth',
  name: 'Bar Le Sainte-Élisabeth',
  address: '1412 Rue Sainte-Élisabeth, Montréal, QC H2X 3C4, Canada',
};
const CLINIC = {
  placeId: 'demo_clinique-veterinaire-verdun',
  name: 'Clinique Vétérinaire Verdun',
  address: '4100 Rue Wellington, Verdun, QC H4G 1V2, Canada',
};
const FLORIST_QUERY = 'Fleuriste Maple & Lys';

type Person = { firstName: string; lastName: string; email: string };
const person = (firstName: string, lastName: string): Person => ({
  firstName,
  lastName,
  // E-mail prefixes stay ASCII: the sign-in form checks the address.
  email: uniqueEmail(
    firstName
      .normalize('NFD')
      .replace(/[^A-Za-z]/g, '')
      .toLowerCase(),
  ),
});

async function signedInPage(
  browser: Browser,
  who: Person,
  options: Parameters<Browser['newContext']>[0] = {},
) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const page = await context.newPage();
  await page.goto('/');
  await signInWithDemo(page, who);
  await expect(page.getByRole('heading', { name: `Welcome, ${who.firstName}!` })).toBeVisible();
  return { context, page };
}

/** Signs the owner in through the UI and registers the place over HTTP with the same session. */
async function ownerWithBusiness(browser: Browser, baseURL: string, place: typeof BAR, options = {}) {
  const { context, page } = await signedInPage(browser, person('Élise', 'Gagnon'), options);
  const created = await page.request.post('/api/businesses', { data: place, headers: { origin: baseURL } });
  expect(created.status(), await created.text()).toBe(201);
  return { context, page, business: (await created.json()) as { id: string; name: string } };
}

/** Someone who joins over HTTP only: they fill a seat without a browser. */
async function joinOverApi(baseURL: string, businessCode: string) {
  const api: APIRequestContext = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const email = uniqueEmail('extra');
  const login = await api.post('/api/login/demo', {
    form: { email, firstName: 'Paul', lastName: 'Pelletier' },
  });
  expect(login.status()).toBe(200);
  const joined = await api.post('/api/teams/join', { data: { businessCode } });
  expect(joined.status(), await joined.text()).toBe(200);
  return { api, email };
}

const sectionLink = (page: Page, name: RegExp) =>
  page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name });
const toast = (page: Page, title: string) =>
  page.getByRole('status').or(page.getByRole('alert')).getByText(title, { exact: true });
const businessCode = (page: Page) => page.getByTestId('business-code');

test('an owner invites with a code, the member sees no management, and the owner removes them', async ({
  browser,
  baseURL,
}) => {
  const origin = baseURL!;
  const owner = await ownerWithBusiness(browser, origin, BAR, {
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const o = owner.page;

  // The owner opens the team section: no code yet, one seat of three taken (the owner's).
  await o.goto('/dashboard');
  await sectionLink(o, /^Team\b/).click();
  await expect(o).toHaveURL(/section=team/);
  await expect(o.getByRole('heading', { name: 'Team Management' })).toBeVisible();
  const seats = o.getByRole('progressbar', { name: 'Team capacity' });
  await expect(seats).toHaveAttribute('aria-valuetext', '1 of 3 members');
  await expect(o.getByText('No code yet')).toBeVisible();
  const members = o.getByRole('list', { name: 'Team members' }).getByRole('listitem');
  await expect(members).toHaveCount(1);
  await expect(members.first()).toContainText('Owner');
  await expect(members.first().getByRole('button', { name: /^Remove/ })).toHaveCount(0);

  await o.getByRole('button', { name: 'Generate Code' }).click();
  await expect(toast(o, 'Code Generated')).toBeVisible();
  await expect(businessCode(o)).toHaveText(/^[A-HJKMNP-Z2-9]{6}$/);
  const code = (await businessCode(o).textContent())!;

  await o.getByRole('button', { name: 'Copy code' }).click();
  await expect(toast(o, 'Code Copied!')).toBeVisible();
  expect(await o.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await expect(o.getByRole('button', { name: 'Copied' })).toBeVisible();
  // The copied state resets by itself (after 2 seconds; a busy machine may take longer to show it).
  await expect(o.getByRole('button', { name: 'Copy code' })).toBeVisible({ timeout: 15_000 });

  // The second user signs in, picks Join a Team and types the code in lowercase.
  const joiner = person('Marc', 'Tremblay');
  const member = await signedInPage(browser, joiner);
  const m = member.page;
  await m.getByRole('link', { name: /Join a Team/ }).click();
  await expect(m).toHaveURL(/\/join$/);
  await expect(m.getByRole('heading', { level: 1, name: 'Join a team' })).toBeVisible();
  const input = m.getByLabel('Business code');
  const join = m.getByRole('button', { name: 'Join Team' });
  await expect(join).toBeDisabled();
  await input.pressSequentially('ab');
  await expect(input).toHaveValue('AB');
  await input.press('Enter');
  await expect(toast(m, 'Code Required')).toBeVisible();
  await expect(m.getByText('Please enter a 6-character business code')).toBeVisible();
  await input.fill('');
  await input.pressSequentially(`${code.toLowerCase()}xyz`);
  await expect(input).toHaveValue(code);
  await expect(join).toBeEnabled();
  await join.click();
  await expect(toast(m, `You've joined ${BAR.name} team!`)).toBeVisible();
  await expect(m).toHaveURL(/\/dashboard$/);

  // A member's dashboard: QR overview and statistics, but no billing and no team management.
  await expect(m.getByRole('heading', { name: 'Business Dashboard' })).toBeVisible();
  await expect(sectionLink(m, /^Home/)).toBeVisible();
  await expect(sectionLink(m, /^Statistics/)).toBeVisible();
  await expect(sectionLink(m, /Billing/)).toHaveCount(0);
  await expect(sectionLink(m, /^Team\b/)).toContainText('Manage members');
  await sectionLink(m, /^Team\b/).click();
  await expect(m.getByRole('heading', { name: 'Your Team' })).toBeVisible();
  await expect(m.getByText(BAR.name, { exact: true }).last()).toBeVisible();
  await expect(m.getByRole('main').getByText('Member', { exact: true })).toBeVisible();
  await expect(m.getByRole('button', { name: 'Leave team' })).toBeVisible();
  await expect(m.getByRole('heading', { name: 'Team Management' })).toHaveCount(0);
  await expect(businessCode(m)).toHaveCount(0);
  await expect(m.getByText(code)).toHaveCount(0);
  await expect(m.getByRole('button', { name: /Generate/ })).toHaveCount(0);
  // Typing the billing section into the address bar shows the overview instead.
  await m.goto('/dashboard?section=billing');
  await expect(m.getByRole('heading', { name: 'Business Dashboard' })).toBeVisible();
  await expect(m.getByRole('heading', { name: 'Billing & Subscription' })).toHaveCount(0);

  // A third person takes the last seat: the owner's team is full.
  const extra = await joinOverApi(origin, code);
  await o.reload();
  await expect(members).toHaveCount(3);
  await expect(members.filter({ hasText: joiner.email })).toContainText('Marc Tremblay');
  await expect(members.filter({ hasText: joiner.email })).toContainText('Member');
  await expect(seats).toHaveAttribute('aria-valuetext', '3 of 3 members');
  await expect(o.getByText('Team Full', { exact: true })).toBeVisible();
  await expect(o.getByText(/Your team is full/)).toBeVisible();

  // Regenerating warns first, and the new code replaces the old one.
  await o.getByRole('button', { name: 'Generate New Code' }).click();
  const regenerate = o.getByRole('alertdialog', { name: 'Generate a new code?' });
  await expect(regenerate).toContainText(`The current code ${code} will stop working`);
  await regenerate.getByRole('button', { name: 'Generate New Code' }).click();
  await expect(toast(o, 'New Code Generated')).toBeVisible();
  await expect(regenerate).toBeHidden();
  await expect(businessCode(o)).not.toHaveText(code);

  // The owner removes Marc, after confirming.
  await members
    .filter({ hasText: joiner.email })
    .getByRole('button', { name: 'Remove Marc Tremblay' })
    .click();
  const confirm = o.getByRole('alertdialog', { name: 'Remove team member' });
  await expect(confirm).toContainText(
    'Remove Marc Tremblay from your team? This will also update your billing.',
  );
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(toast(o, 'Team Member Removed')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(members).toHaveCount(2);
  await expect(members.filter({ hasText: joiner.email })).toHaveCount(0);
  await expect(seats).toHaveAttribute('aria-valuetext', '2 of 3 members');
  await expect(o.getByText('Team Full', { exact: true })).toHaveCount(0);

  // Marc's next visit to the dashboard finds no team and sends him to setup.
  await m.goto('/dashboard');
  await expect(m).toHaveURL(/\/setup$/);

  await extra.api.dispose();
  await member.context.close();
  await owner.context.close();
});

test('a member leaves the team and is taken to setup', async ({ browser, baseURL }) => {
  const origin = baseURL!;
  const { api, business } = await createOwnerWithBusiness(origin, FLORIST_QUERY);
  const generated = await api.post(`/api/businesses/${business.id}/generate-code`);
  expect(generated.status()).toBe(200);
  const { businessCode: code } = (await generated.json()) as { businessCode: string };

  const { context, page } = await signedInPage(browser, person('Chloé', 'Roy'), {
    viewport: { width: 360, height: 780 },
  });
  // Signed in without a team, /join is open; after joining, it sends the member to the dashboard.
  await page.goto('/join');
  await page.getByLabel('Business code').fill(code);
  await page.getByRole('button', { name: 'Join Team' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/join');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/dashboard?section=team');
  await expect(page.getByRole('heading', { name: 'Your Team' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'member dashboard (light, 360 px)');

  await page.getByRole('button', { name: 'Leave team' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Leave team' });
  await expect(confirm).toContainText(
    `Are you sure you want to leave ${business.name} team? You'll need a new invitation code to rejoin.`,
  );
  // Cancel keeps everything as it was.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await page.getByRole('button', { name: 'Leave team' }).click();
  await confirm.getByRole('button', { name: 'Leave team' }).click();
  await expect(toast(page, 'Left Team')).toBeVisible();
  await expect(page).toHaveURL(/\/setup$/);
  await expect(page.getByRole('heading', { name: 'Set up your business' })).toBeVisible();
  // It stays there once every account query has come back: the account data knows the team is gone.
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL(/\/setup$/);

  const team = await api.get(`/api/businesses/${business.id}/team-members`);
  expect(((await team.json()) as { teamCount: number }).teamCount).toBe(1);
  await api.dispose();
  await context.close();
});

test('/join sends signed-out visitors home, and a wrong code gets the server’s message', async ({
  browser,
}) => {
  const anonymous = await browser.newContext();
  const visitor = await anonymous.newPage();
  await visitor.goto('/join');
  await expect(visitor).toHaveURL(/\/$/);
  await anonymous.close();

  const { context, page } = await signedInPage(browser, person('Noé', 'Bouchard'));
  await page.goto('/join');
  await page.getByLabel('Business code').fill('ZZZZZZ');
  await page.getByRole('button', { name: 'Join Team' }).click();
  await expect(toast(page, 'Error')).toBeVisible();
  await expect(page.getByText('That code does not match any team.', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/join$/);
  await expect(page.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
  await context.close();
});

test('/join and the team section have no serious accessibility violations in either theme', async ({
  browser,
  baseURL,
}) => {
  const origin = baseURL!;
  const { context, page } = await signedInPage(browser, person('Axelle', 'Côté'), { colorScheme: 'light' });
  await page.goto('/join');
  await page.getByLabel('Business code').fill('abc');
  await expect(page.getByRole('heading', { name: 'Join a team' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/join (light)');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectNoSeriousA11yViolations(page, '/join (dark)');
  await context.close();

  const owner = await ownerWithBusiness(browser, origin, CLINIC, { colorScheme: 'dark' });
  const generated = await owner.page.request.post(`/api/businesses/${owner.business.id}/generate-code`, {
    headers: { origin },
  });
  const { businessCode: code } = (await generated.json()) as { businessCode: string };
  const extra = await joinOverApi(origin, code);
  // A failed load offers a retry, which then shows the team.
  await owner.page.route('**/team-members', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal error"}' }),
  );
  await owner.page.goto('/dashboard?section=team');
  await expect(owner.page.getByRole('alert').getByText('Failed to Load Team Data')).toBeVisible();
  await owner.page.unrouteAll();
  await owner.page.getByRole('button', { name: 'Try Again' }).click();
  await expect(owner.page.getByRole('listitem').filter({ hasText: extra.email })).toBeVisible();
  await expect(owner.page.locator('html')).toHaveClass(/dark/);
  await expectNoSeriousA11yViolations(owner.page, 'team section (dark)');
  await owner.page.getByRole('button', { name: 'Remove Paul Pelletier' }).click();
  await expect(owner.page.getByRole('alertdialog')).toBeVisible();
  await expectNoSeriousA11yViolations(owner.page, 'remove-member confirmation (dark)');
  await owner.page.getByRole('button', { name: 'Cancel' }).click();
  await owner.page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(owner.page.locator('html')).not.toHaveClass(/dark/);
  await expectNoSeriousA11yViolations(owner.page, 'team section (light)');
  await extra.api.dispose();
  await owner.context.close();
});
