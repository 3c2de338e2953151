import { expect, type Page, test } from '@playwright/test';
import type { Locale } from '#shared/lib/i18n/locales.ts';
import { signInWithDemo, uniqueEmail, waitForApp } from './support/auth';
import { expectNoSeriousA11yViolations } from './support/axe';
import { englishSentences, say } from './support/messages';

/** Screenshots for a human to look at, when SHOTS_DIR is set. */
const SHOTS = process.env.SHOTS_DIR;

// Demo places kept for these journeys.
const PLACES = {
  de: { query: 'Kaffeehaus', name: 'Kaffeehaus Kreuzberg' },
  ar: { query: 'Marina Pearl', name: 'Marina Pearl Salon' },
};

/** The English sentences of the product: none of them may show on a screen in another language. */
const ENGLISH = englishSentences();

/** English sentences on the screen, and any message shown as its key. */
async function englishLeft(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  const keys = text.match(/\b[a-z]+\.[a-z]+\.[a-zA-Z.]+\b/g) ?? [];
  return [...ENGLISH.filter((sentence) => text.includes(sentence)), ...keys];
}

/** The page's layout shifts so far (what Lighthouse counts as CLS, without input). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );

/**
 * A visitor whose browser prefers `lang` comes to `/`, signs in without taking the offer, registers
 * and connects Google, and meets a refused form: every step in their language.
 */
async function ownerFromLanding(
  page: Page,
  lang: Exclude<Locale, 'en'>,
  person: Parameters<typeof signInWithDemo>[1],
) {
  const language = { de: 'Deutsch', ar: 'العربية' }[lang as 'de' | 'ar'];
  // `/` stays English and offers the reader's page, in their language, in the server's HTML: the
  // first paint has it, and nothing moves when the script arrives. Never a redirect.
  const response = await page.goto('/');
  expect(await response?.text()).toContain(say(lang, 'landing.offer.text', { language }));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const offer = page.getByRole('complementary', { name: say(lang, 'landing.offer.text', { language }) });
  await expect(offer).toBeVisible();
  await expect(
    offer.getByRole('link', { name: say(lang, 'landing.offer.switch', { language }) }),
  ).toHaveAttribute('href', `/${lang}/`);
  await waitForApp(page);
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
  await shoot(page, `offer-${lang}-${page.viewportSize()?.width}`);

  // Signs in from the English page: the popup speaks the browser's language, and so does every
  // screen after it, from the create-or-join choice on.
  await signInWithDemo(page, person, say('en', 'shell.getStarted'), lang);
  await expect(page).toHaveURL(new RegExp(`/${lang}/$`));
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await page.getByRole('link', { name: new RegExp(say(lang, 'landing.choice.create.title')) }).click();
  await expect(page.getByRole('heading', { name: say(lang, 'setup.title') })).toBeVisible();
  await page.getByLabel(say(lang, 'setup.search.label')).fill(PLACES[lang as 'de' | 'ar'].query);
  const result = page.getByRole('button', { name: new RegExp(PLACES[lang as 'de' | 'ar'].name) });
  // Google's place types read in the owner's language too.
  await expect(result).toContainText(
    say(lang, lang === 'de' ? 'places.type.food' : 'places.type.beauty_salon'),
  );
  await result.click();
  await page.getByRole('button', { name: say(lang, 'setup.confirm.register') }).click();
  await expect(page.getByText(say(lang, 'setup.registered.title'))).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard/);
  await page.getByRole('button', { name: say(lang, 'dashboard.ui.dismiss') }).click();
  expect(await englishLeft(page)).toEqual([]);

  // Connecting the (demo) Business Profile: the popup's consent screen and its last page.
  await page.goto('/dashboard?section=google');
  const consent = page.waitForEvent('popup');
  await page.getByRole('button', { name: say(lang, 'google.connection.connect') }).click();
  const popup = await consent;
  await expect(popup.locator('html')).toHaveAttribute('lang', lang);
  await expect(popup.getByRole('heading', { name: say(lang, 'pages.connect.heading') })).toBeVisible();
  await shoot(popup, `connect-${lang}`);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('link', { name: say(lang, 'pages.connect.allow') }).click();
  await closed;

  // A form the server refuses (a webhook address over 2,000 characters): the field and what is
  // wrong with it, in the owner's language.
  await page.goto('/dashboard?section=developers');
  await page
    .getByRole('button', { name: say(lang, 'developers.webhooks.add') })
    .first()
    .click();
  const form = page.getByRole('form', { name: say(lang, 'developers.webhooks.new') });
  await form.getByLabel(say(lang, 'developers.webhooks.url')).fill(`https://example.com/${'a'.repeat(2000)}`);
  await form.getByRole('button', { name: say(lang, 'developers.webhooks.add') }).click();
  const refused = say(lang, 'errors.field.named', {
    field: say(lang, 'developers.webhooks.url'),
    problem: say(lang, 'errors.field.too_long', { limit: 2000 }),
  });
  await expect(page.getByText(refused)).toBeVisible();
  await shoot(page, `refused-${lang}-${page.viewportSize()?.width}`);
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

test('an owner whose browser prefers German, from `/`: German from the first paint on, then Arabic, kept on another device', async ({
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

  await ownerFromLanding(page, 'de', person);
  await page.goto('/dashboard');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  // Every section of the sidebar, in German: its link, its screen, and no English sentence.
  const nav = page.getByRole('navigation', { name: say('de', 'dashboard.nav.sections') });
  await expect(nav).toBeVisible();
  // The sections; "Add a location" leads out of the dashboard, to setup.
  const sections = (
    await nav
      .getByRole('link')
      .evaluateAll((links) =>
        links.map((a) => ({ href: a.getAttribute('href') ?? '', name: a.textContent ?? '' })),
      )
  ).filter(({ href }) => href.startsWith('/dashboard'));
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
  await page.getByLabel(say('de', 'shell.languageMenu', { language: 'Deutsch' })).selectOption('ar');
  await saved;
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('navigation', { name: say('ar', 'dashboard.nav.sections') })).toBeVisible();
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
  await page
    .getByRole('button', { name: say('ar', 'dashboard.ui.toggleSidebar') })
    .first()
    .click();
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
  await expect(page.getByRole('heading', { name: say('ar', 'dashboard.title') })).toBeVisible();
  await context.close();

  const other = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
  const phone = await other.newPage();
  await phone.goto('/');
  await signInWithDemo(phone, person);
  await expect(phone).toHaveURL(/\/dashboard/);
  await expect(phone.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(phone.getByRole('navigation', { name: say('ar', 'dashboard.nav.sections') })).toBeVisible();
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
    await expect(page.getByRole('heading', { name: say(lang, 'landing.faq.title') })).toBeVisible();
    expect(await englishLeft(page)).toEqual([]);
    await waitForApp(page);
    // Hydration kept the language: the page is still in it once the script runs.
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { name: say(lang, 'landing.faq.title') })).toBeVisible();
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await shoot(page, `landing-${lang}-${width}`);
    }
  }
});

test('an owner whose browser prefers Arabic, from `/` at 360 px: Arabic from the first paint on, right to left', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ locale: 'ar', viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await ownerFromLanding(page, 'ar', {
    firstName: 'Layla',
    lastName: 'Haddad',
    email: uniqueEmail('arabic'),
  });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await context.close();
});

test('a language picked on `/` before the page has finished loading is kept, on a slow phone', async ({
  browser,
}) => {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // Picked as soon as the menu is on screen: the app's script has not taken the page over yet.
    await page.goto('/', { waitUntil: 'commit' });
    await page.locator('select[data-language-menu]').first().selectOption('ar');
    await expect(page).toHaveURL(/\/ar\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await waitForApp(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await context.close();
  }
});

// A German owner's screens were German while the feedback alert came in English and an invitation
// from the home went out in English, to an English rating page: the account had no language.
test('a German browser signs up from `/` on a phone, never touching the menu: the alert, the summary and an invitation from the home speak German', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const person = { firstName: 'Jonas', lastName: 'Becker', email: uniqueEmail('jonas') };
  const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/');
  await signInWithDemo(page, person, say('en', 'shell.getStarted'), 'de');
  await page.getByRole('link', { name: new RegExp(say('de', 'landing.choice.create.title')) }).click();
  await page.getByLabel(say('de', 'setup.search.label')).fill('Sonnenschein');
  await page.getByRole('button', { name: /Bäckerei Sonnenschein/ }).click();
  await page.getByRole('button', { name: say('de', 'setup.confirm.register') }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await page.getByRole('button', { name: say('de', 'dashboard.ui.dismiss') }).click();

  // The account keeps the language the app showed, though nobody picked one.
  await expect
    .poll(async () => (await (await page.request.get('/api/auth/user')).json()) as object)
    .toMatchObject({ locale: 'de', localeSaved: true });
  const { id: businessId } = (await (await page.request.get('/api/businesses/my-business')).json()) as {
    id: string;
  };

  // An invitation from the home: the field starts in German, and so do the e-mail and its page.
  const field = page.getByLabel(say('de', 'invitations.send.label'));
  await expect(page.getByLabel(say('de', 'invitations.send.language'))).toHaveValue('de');
  await field.fill('kunde.sonnenschein@example.com');
  await page.getByLabel(say('de', 'invitations.send.consent')).check();
  await page.getByRole('button', { name: say('de', 'invitations.send.button'), exact: true }).click();
  await expect(
    page.getByText(say('de', 'invitations.send.sent', { email: 'kunde.sonnenschein@example.com' })),
  ).toBeVisible();
  await page.getByLabel(say('de', 'invitations.send.language')).scrollIntoViewIfNeeded();
  await shoot(page, 'home-invite-de-390');
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/businesses/${businessId}/invitations/outbox`);
        return ((await res.json()) as { mails: { subject: string; text: string }[] }).mails.length;
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toBe(1);
  const [mail] = (
    (await (await page.request.get(`/api/businesses/${businessId}/invitations/outbox`)).json()) as {
      mails: { subject: string; text: string }[];
    }
  ).mails;
  expect(mail?.subject).toBe(say('de', 'email.invitation.subject', { business: 'Bäckerei Sonnenschein' }));
  const star = /https?:\/\/\S+&r=5&lang=de/.exec(mail?.text ?? '')?.[0];
  expect(star, 'a star link in German').toBeTruthy();
  const customer = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const customerPage = await customer.newPage();
  await customerPage.goto(new URL(star!).pathname + new URL(star!).search);
  await expect(customerPage.locator('html')).toHaveAttribute('lang', 'de');

  // A customer's 2-star feedback: its alert to the owner is German.
  await page.request.patch(`/api/businesses/${businessId}/review-filter`, {
    data: { reviewFilterEnabled: true },
    headers: { origin: new URL(page.url()).origin },
  });
  await customerPage.goto(`/rate/${businessId}?lang=de`);
  await customerPage
    .getByRole('button', { name: say('de', 'customer.starLabel', { count: 2 }), exact: true })
    .click();
  await customerPage.waitForURL(/\/feedback\//);
  await customerPage.getByLabel(say('de', 'customer.feedbackLabel')).fill('Die Brötchen waren kalt.');
  await customerPage.getByRole('button', { name: say('de', 'customer.send') }).click();
  await customer.close();
  const ownerMail = async () =>
    (
      (await (await page.request.get('/api/notifications/outbox')).json()) as {
        mails: { kind: string; subject: string }[];
      }
    ).mails;
  await expect
    .poll(async () => (await ownerMail()).find((m) => m.kind === 'feedback_alert')?.subject, {
      timeout: 90_000,
      intervals: [1000],
    })
    .toBe(say('de', 'email.alert.subject.one', { rating: 2, business: 'Bäckerei Sonnenschein' }));

  // The weekly summary, now, from Notifications: German too.
  await page.goto('/dashboard?section=notifications');
  await page.getByRole('button', { name: say('de', 'notifications.weekly.now') }).click();
  await expect(
    page.getByText(say('de', 'notifications.weekly.nowSent', { email: person.email })),
  ).toBeVisible();
  await shoot(page, 'summary-now-de-390');
  await expect
    .poll(async () => (await ownerMail()).find((m) => m.kind === 'weekly_summary')?.subject, {
      timeout: 30_000,
    })
    .toMatch(
      new RegExp(
        `^${say('de', 'email.weekly.subject', { business: 'Bäckerei Sonnenschein', week: 'WEEK' }).replace('WEEK', '.+')}$`,
      ),
    );
  await context.close();
});
