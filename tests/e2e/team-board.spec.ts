import { mkdirSync } from 'node:fs';
import { type Browser, devices, expect, type Page, test } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { signInWithDemo, uniqueEmail } from './support/auth';
import { expectNoSeriousA11yViolations } from './support/axe';

// A demo place no other journey registers.
const PLACE = {
  placeId: 'demo_golden-shears-barbers',
  name: 'Golden Shears Barbershop',
  address: '188 Bedford Ave, Brooklyn, NY 11211, USA',
};
/** Screenshots for a human to look at, when SHOTS_DIR is set. */
const SHOTS = process.env.SHOTS_DIR;
// The sticky 'Show To Customers' bar would sit over the middle of a full-page shot.
const style = '.sticky.bottom-0 { position: static !important; }';

function decodeQr(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  const pixels = new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length);
  return jsQR(pixels, image.width, image.height)?.data ?? null;
}

async function newPage(browser: Browser, width: number, theme: 'light' | 'dark' = 'light') {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 780 : 900 } });
  await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
  return context.newPage();
}

async function signedIn(page: Page, firstName: string, lastName: string) {
  await page.goto('/');
  await signInWithDemo(page, { firstName, lastName, email: uniqueEmail(`team-${firstName.toLowerCase()}`) });
  return new URL(page.url()).origin;
}

test("a member's own QR credits them: the customer's 5 stars show on the owner's Team card", async ({
  browser,
  baseURL,
}) => {
  // Three people, two themes and two widths in one journey: longer than the 60 s default on a busy machine.
  test.setTimeout(180_000);
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  // The owner registers the business and makes a team code.
  const owner = await newPage(browser, 1280);
  const origin = await signedIn(owner, 'Gina', 'Golden');
  const created = await owner.request.post('/api/businesses', { data: PLACE, headers: { origin } });
  expect(created.status(), await created.text()).toBe(201);
  const business = (await created.json()) as { id: string };
  const code = await owner.request.post(`/api/businesses/${business.id}/generate-code`, {
    headers: { origin },
  });
  const { businessCode } = (await code.json()) as { businessCode: string };

  // A member joins on a 360 px phone, and opens Show To Customers.
  const member = await newPage(browser, 360);
  await signedIn(member, 'Mateo', 'Member');
  await member.goto('/join');
  await member.getByRole('textbox').fill(businessCode);
  await member.getByRole('button', { name: 'Join' }).click();
  await expect(member).toHaveURL(/\/dashboard/);
  await member.goto('/dashboard');
  await member
    .getByRole('link', { name: /^(Show To Customers|Show QR to a customer)$/ })
    .filter({ visible: true })
    .first()
    .click();
  await expect(member).toHaveURL(/\/qr\/fullscreen$/);
  // The URL changes before the lazily loaded screen replaces the dashboard (and its QR codes).
  await expect(member.getByRole('heading', { name: 'Business Dashboard' })).toHaveCount(0);
  await expect(member.locator('main svg[role="img"]')).toBeVisible();

  // The code on the screen is the member's own link: the rating page with their reference.
  const link = (await (await member.request.get(`/api/businesses/${business.id}/staff-link`)).json()) as {
    staffRef: string;
    url: string;
  };
  expect(link.staffRef).toMatch(/^[A-Za-z0-9_-]{7}$/);
  const scanned = decodeQr(await member.screenshot());
  expect(scanned).toBe(`${baseURL}/rate/${business.id}?s=${link.staffRef}`);

  // A customer scans it with their phone and rates 5 stars.
  const customer = await browser.newContext({
    userAgent: devices['Pixel 7'].userAgent,
    viewport: devices['Pixel 7'].viewport,
    isMobile: true,
  });
  await customer.route(/^https:\/\/([a-z]+\.)?google\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Google (stub)</title>' }),
  );
  const phone = await customer.newPage();
  const scan = phone.waitForResponse((r) => r.url().endsWith('/scan') && r.status() === 201);
  await phone.goto(scanned!);
  expect((await scan).request().postDataJSON()).toEqual({ staff: link.staffRef });
  const rated = phone.waitForResponse((r) => r.url().endsWith('/ratings') && r.status() === 200);
  await phone.getByRole('button', { name: '5 stars' }).click();
  expect((await rated).request().postDataJSON()).toMatchObject({ rating: 5 });
  await customer.close();

  // The owner's Team card ranks the member first, with 1 customer sent to Google this week.
  await owner.goto('/dashboard?section=analytics');
  const team = owner.getByRole('region', { name: 'Team' });
  await expect(team).toBeVisible();
  const ranking = team.getByRole('list', { name: 'Team ranking' }).getByRole('listitem');
  await expect(ranking.first()).toContainText('Mateo Member');
  await expect(ranking.first()).toContainText('1 sent to Google');
  await expect(ranking.filter({ hasText: 'Gina Golden' })).toContainText('0 sent to Google');
  await expect(team.getByRole('switch', { name: /Show the team board to members/ })).toBeChecked();
  await team.scrollIntoViewIfNeeded();
  if (SHOTS) await team.screenshot({ path: `${SHOTS}/team-card-desktop-light.png`, style });
  await expectNoSeriousA11yViolations(owner, 'statistics with the Team card');

  // The member's dashboard shows their own figures.
  await member.goto('/dashboard?section=team');
  const mine = member.getByRole('region', { name: "Your QR code's results" });
  await expect(mine.getByRole('definition').first()).toContainText('1');
  if (SHOTS) await member.screenshot({ path: `${SHOTS}/member-team-360-light.png`, fullPage: true, style });

  // The owner hides the board: the member sees only their own row and the team's total.
  await team.getByRole('switch', { name: /Show the team board to members/ }).click();
  await expect(team.getByRole('switch', { name: /Show the team board to members/ })).not.toBeChecked();
  await member.goto('/dashboard?section=analytics');
  const memberTeam = member.getByRole('region', { name: 'Team' });
  await expect(memberTeam.getByRole('listitem')).toHaveCount(1);
  await expect(memberTeam).toContainText('the owner shows only your own row');
  if (SHOTS) await memberTeam.screenshot({ path: `${SHOTS}/team-card-member-360-light.png`, style });

  // The owner's customer's path offers both downloads, labelled; the home's code is the owner's own.
  await owner.goto('/dashboard?section=customize');
  await expect(
    owner
      .getByRole('group', { name: /The shop's code, for printing/ })
      .getByRole('button', { name: 'Download shop PNG' }),
  ).toBeVisible();
  await expect(
    owner.getByRole('group', { name: /Your personal code/ }).getByRole('button', { name: 'Download my PNG' }),
  ).toBeVisible();
  if (SHOTS) await owner.screenshot({ path: `${SHOTS}/overview-desktop-light.png`, fullPage: true, style });

  // Both themes, 360 px and desktop, through the same sessions; the shots are looked at by a person.
  const sessions = {
    owner: await owner.context().storageState(),
    member: await member.context().storageState(),
  };
  for (const context of [owner.context(), member.context()]) await context.close();
  for (const [who, width, theme] of [
    ['owner', 360, 'dark'],
    ['owner', 360, 'light'],
    ['owner', 1280, 'dark'],
    ['member', 360, 'dark'],
  ] as const) {
    const context = await browser.newContext({
      viewport: { width, height: width < 500 ? 780 : 900 },
      storageState: sessions[who],
    });
    await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
    const page = await context.newPage();
    await page.goto('/dashboard?section=analytics');
    const card = page.getByRole('region', { name: 'Team' });
    await expect(card.getByRole('listitem').first()).toContainText('Mateo Member');
    if (SHOTS) await card.screenshot({ path: `${SHOTS}/team-card-${who}-${width}-${theme}.png`, style });
    if (who === 'owner' && width === 360) {
      await page.goto('/dashboard?section=customize');
      await expect(page.getByRole('group', { name: /Your personal code/ })).toBeVisible();
      if (SHOTS)
        await page.screenshot({ path: `${SHOTS}/overview-${width}-${theme}.png`, fullPage: true, style });
    }
    await context.close();
  }
});
