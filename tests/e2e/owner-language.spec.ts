import { expect, type Page, test } from '@playwright/test';
import { core as arCore } from '#web/i18n/messages/ar/core.ts';
import { landing as arLanding } from '#web/i18n/messages/ar/landing.ts';
import { core as deCore } from '#web/i18n/messages/de/core.ts';
import { landing as deLanding } from '#web/i18n/messages/de/landing.ts';
import { en } from '#web/i18n/messages/en/index.ts';
import { signInWithDemo, uniqueEmail, waitForApp } from './support/auth';
import { expectNoSeriousA11yViolations } from './support/axe';

const de = { ...deCore, ...deLanding };
const ar = { ...arCore, ...arLanding };

/** Screenshots for a human to look at, when SHOTS_DIR is set. */
const SHOTS = process.env.SHOTS_DIR;

// Issue 29: demo places kept for this journey.
const PLACE = { query: 'Kaffeehaus', name: 'Kaffeehaus Kreuzberg' };

/**
 * The English sentences of the owner side: none of them may show on a screen in another language.
 * Only whole sentences (four words or more, no placeholders), so names and cognates never count.
 */
const ENGLISH = Object.values(en).filter((m) => m.split(/\s+/).length >= 4 && !/[{}<]/.test(m));

/** English sentences on the screen, and any message shown as its key (a build names keys `~1a`). */
async function englishLeft(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  const keys = text.match(/(?<![\w~])~[0-9a-z]{1,3}(?![\w~])|\b[a-z]+\.[a-z]+\.[a-zA-Z.]+\b/g) ?? [];
  return [...ENGLISH.filter((sentence) => text.includes(sentence)), ...keys];
}

/** Nothing is wider than the screen: no sideways scrolling at 360 px. */
async function overflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const scheme of ['light', 'dark'] as const) {
    await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), scheme === 'dark');
    // Links fade their colours: let the fade end before the picture.
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${scheme}.png` });
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}

test('an owner whose browser prefers German works in German, switches to Arabic, and keeps it on another device', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const person = { firstName: 'Lena', lastName: 'Krüger', email: uniqueEmail('deutsch') };
  const context = await browser.newContext({
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();

  // `/` stays English and offers German, in German; it never redirects.
  await page.goto('/');
  await waitForApp(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const offer = page.getByRole('complementary', { name: 'Diese Seite gibt es auch auf Deutsch.' });
  await expect(offer).toBeVisible();
  await offer
    .getByRole('link', { name: de['landing.suggest.switch'].replace('{language}', 'Deutsch') })
    .click();
  await expect(page).toHaveURL(/\/de\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Mehr Google-Rezensionen');
  expect(await englishLeft(page)).toEqual([]);

  // Signs in from the German page, registers, and lands on a German dashboard.
  await signInWithDemo(page, person, de['shell.getStarted']);
  await page.getByRole('link', { name: new RegExp(de['landing.choice.create.title']) }).click();
  await expect(page.getByRole('heading', { name: de['setup.title'] })).toBeVisible();
  await page.getByLabel(de['setup.search.label']).fill(PLACE.query);
  await page.getByRole('button', { name: new RegExp(PLACE.name) }).click();
  await page.getByRole('button', { name: de['setup.confirm.register'] }).click();
  await expect(page.getByText(de['setup.registered.title'])).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard/);
  await page.getByRole('button', { name: de['dashboard.ui.dismiss'] }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  // Every section of the sidebar, in German: its link, its screen, and no English sentence.
  const nav = page.getByRole('navigation', { name: de['dashboard.nav.sections'] });
  await expect(nav).toBeVisible();
  const sections = await nav
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((a) => ({ href: a.getAttribute('href') ?? '', name: a.textContent ?? '' })),
    );
  expect(sections.length).toBeGreaterThanOrEqual(10);
  for (const { href } of sections) {
    await nav.locator(`a[href="${href}"]`).click();
    await expect(page).toHaveURL(new RegExp(href.replace(/[?]/g, '\\?')));
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('status').filter({ hasText: /Laden|wird geladen/ })).toHaveCount(0);
    expect([href, await englishLeft(page)]).toEqual([href, []]);
    await shoot(
      page,
      `section-de-1280-${new URL(href, 'http://x').searchParams.get('section') ?? 'overview'}`,
    );
  }
  await nav.locator('a[href="/dashboard"]').click();
  await page.waitForLoadState('networkidle');
  await shoot(page, 'dashboard-de-1280');
  await page.setViewportSize({ width: 360, height: 740 });
  // Once the layout has followed the new width (the sidebar turns into a sheet as it resizes).
  await expect.poll(() => overflow(page)).toBeLessThanOrEqual(0);
  await shoot(page, 'dashboard-de-360');

  // The header's language menu: Arabic, right to left, saved on the account.
  await page.setViewportSize({ width: 1280, height: 800 });
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/auth/user') && r.request().method() === 'PATCH' && r.status() === 200,
  );
  await page.getByLabel(de['shell.languageMenu'].replace('{language}', 'Deutsch')).selectOption('ar');
  await saved;
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('navigation', { name: ar['dashboard.nav.sections'] })).toBeVisible();
  expect(await englishLeft(page)).toEqual([]);
  await shoot(page, 'dashboard-ar-1280');

  // At 360 px: nothing overflows, and the menu slides in from the right.
  await page.setViewportSize({ width: 360, height: 740 });
  // Once the layout has followed the new width (the sidebar turns into a sheet as it resizes).
  await expect.poll(() => overflow(page)).toBeLessThanOrEqual(0);
  await shoot(page, 'dashboard-ar-360');
  // Every section at 360 px in Arabic: nothing wider than the phone.
  for (const { href } of sections) {
    await page.goto(href);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('main')).toBeVisible();
    expect([href, await overflow(page)]).toEqual([href, 0]);
    await shoot(
      page,
      `section-ar-360-${new URL(href, 'http://x').searchParams.get('section') ?? 'overview'}`,
    );
  }
  await page.goto('/dashboard');
  await page.getByRole('button', { name: ar['dashboard.ui.toggleSidebar'] }).first().click();
  const sheet = page.getByRole('dialog');
  await expect(sheet).toBeVisible();
  await expect
    .poll(async () => {
      const box = await sheet.boundingBox();
      return box ? Math.round(box.x + box.width) : 0;
    })
    .toBe(360);
  await shoot(page, 'sidebar-ar-360');
  await expectNoSeriousA11yViolations(page, 'the dashboard in Arabic at 360 px');
  await page.keyboard.press('Escape');

  // A reload keeps Arabic; so does another device, which never chose it: the account carries it.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: ar['dashboard.title'] })).toBeVisible();
  await context.close();

  const other = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
  const phone = await other.newPage();
  await phone.goto('/');
  await signInWithDemo(phone, person);
  await expect(phone).toHaveURL(/\/dashboard/);
  await expect(phone.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(phone.getByRole('navigation', { name: ar['dashboard.nav.sections'] })).toBeVisible();
  await other.close();
});

test('/de/ and /ar/ are the landing page in German and Arabic, with every alternate', async ({ page }) => {
  for (const [lang, dir] of [
    ['de', 'ltr'],
    ['ar', 'rtl'],
  ] as const) {
    await page.goto(`/${lang}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(11);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${lang}/$`));
    const words = lang === 'de' ? de : ar;
    await expect(page.getByRole('heading', { name: words['landing.faq.title'] })).toBeVisible();
    expect(await englishLeft(page)).toEqual([]);
    await waitForApp(page);
    // Hydration kept the language: the page is still in it once the script runs.
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { name: words['landing.faq.title'] })).toBeVisible();
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await shoot(page, `landing-${lang}-${width}`);
    }
  }
});
