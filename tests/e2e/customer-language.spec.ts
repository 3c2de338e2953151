import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { createOwnerWithBusiness, setReviewFilter } from './support/owner';

/** Screenshots for a human to look at, when SHOTS_DIR is set. */
const SHOTS = process.env.SHOTS_DIR;

type Journey = {
  lang: 'de' | 'ar' | 'pl';
  /** A demo place of its own: each place can be registered once. */
  place: string;
  dir: 'ltr' | 'rtl';
  /** How the customer's language arrives: the phone's own setting, or a link's ?lang=. */
  locale: string;
  query: string;
  heading: string;
  star: (n: number) => string;
  rated: (n: number) => string;
  hint: string;
  startOver: string;
  feedbackHeading: string;
  placeholder: string;
  send: string;
  sentToast: string;
  /** A phrase of another language that must never reach this customer's phone. */
  foreign: string;
};

const JOURNEYS: Journey[] = [
  {
    lang: 'de',
    place: 'Northern Quarter Coffee',
    dir: 'ltr',
    locale: 'de-DE',
    query: '',
    heading: 'Wie war Ihr Besuch?',
    star: (n) => `${n} ${n === 1 ? 'Stern' : 'Sterne'}`,
    rated: (n) => `Ihre Bewertung: ${n} ${n === 1 ? 'Stern' : 'Sterne'}`,
    hint: 'Vergeben Sie 1 bis 5 Sterne',
    startOver: 'Neu bewerten',
    feedbackHeading: 'Helfen Sie uns, besser zu werden',
    placeholder: 'Was hätten wir besser machen können?',
    send: 'Rückmeldung senden',
    sentToast: 'Vielen Dank für Ihre Rückmeldung!',
    foreign: 'Oceń swoją wizytę',
  },
  {
    lang: 'ar',
    place: 'Chorlton Flower Co.',
    dir: 'rtl',
    locale: 'en-US',
    query: '?lang=ar',
    heading: 'قيّم تجربتك',
    star: (n) => ({ 1: 'نجمة واحدة', 2: 'نجمتان' })[n] ?? `${n} نجوم`,
    rated: (n) => `تقييمك: ${({ 1: 'نجمة واحدة', 2: 'نجمتان' })[n] ?? `${n} نجوم`}`,
    hint: 'اضغط على نجمة للتقييم من 1 إلى 5',
    startOver: 'ابدأ من جديد',
    feedbackHeading: 'ساعدنا لنصبح أفضل',
    placeholder: 'ما الذي كان بإمكاننا فعله بشكل أفضل؟',
    send: 'إرسال الملاحظات',
    sentToast: 'شكرًا على ملاحظاتك!',
    foreign: 'Wie war Ihr Besuch?',
  },
  {
    lang: 'pl',
    place: 'The Crown & Anchor',
    dir: 'ltr',
    locale: 'pl-PL',
    query: '',
    heading: 'Oceń swoją wizytę',
    star: (n) => `${n} ${n === 1 ? 'gwiazdka' : n < 5 ? 'gwiazdki' : 'gwiazdek'}`,
    rated: (n) => `Twoja ocena: ${n} ${n === 1 ? 'gwiazdka' : n < 5 ? 'gwiazdki' : 'gwiazdek'}`,
    hint: 'Dotknij, aby ocenić od 1 do 5 gwiazdek',
    startOver: 'Zacznij od nowa',
    feedbackHeading: 'Pomóż nam być lepszymi',
    placeholder: 'Co mogliśmy zrobić lepiej?',
    send: 'Wyślij opinię',
    sentToast: 'Dziękujemy za opinię!',
    foreign: 'قيّم تجربتك',
  },
];

async function expectNoHorizontalOverflow(page: Page, label: string) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll, `${label} scrolls sideways`).toBeLessThanOrEqual(width);
}

async function phone(browser: Browser, j: Journey, colorScheme: 'light' | 'dark' = 'light') {
  return browser.newContext({
    viewport: { width: 360, height: 780 },
    hasTouch: true,
    isMobile: true,
    locale: j.locale,
    colorScheme,
  });
}

for (const j of JOURNEYS) {
  test(`${j.lang}: a customer rates and writes feedback at 360 px, by keyboard and by touch`, async ({
    browser,
    baseURL,
  }) => {
    const { api, business } = await createOwnerWithBusiness(baseURL!, j.place);
    await setReviewFilter(api, business.id, true);
    const context = await phone(browser, j);
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('response', async (r) => {
      if (r.url().endsWith('.js')) scripts.push(await r.text());
    });
    const scanned = page.waitForResponse((r) => r.url().endsWith('/scan') && r.status() === 201);
    await page.goto(`/rate/${business.id}${j.query}`);
    await expect(page.locator('html')).toHaveAttribute('lang', j.lang);
    await expect(page.locator('html')).toHaveAttribute('dir', j.dir);
    await expect(page.getByRole('heading', { name: j.heading })).toBeVisible();
    await expect(page.getByText(j.hint)).toBeVisible();
    await scanned;
    await expectNoHorizontalOverflow(page, `${j.lang} rating page`);
    await expectNoSeriousA11yViolations(page, `${j.lang} rating page`);
    // The stars run in reading order: right to left in Arabic.
    const first = (await page.getByRole('button', { name: j.star(1), exact: true }).boundingBox())!;
    const second = (await page.getByRole('button', { name: j.star(2), exact: true }).boundingBox())!;
    expect(j.dir === 'rtl' ? first.x > second.x : first.x < second.x).toBe(true);

    // Keyboard: Tab to the stars, Enter chooses, the plural reads right, Start Over undoes it.
    const five = page.getByRole('button', { name: j.star(5), exact: true });
    await five.focus();
    await expect(five).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(j.rated(5))).toBeVisible();
    await page.getByRole('button', { name: j.startOver }).click();
    await expect(page.getByText(j.hint)).toBeVisible();
    // Shift+Tab from five stars reaches four (document order, whichever way the row reads).
    await five.focus();
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: j.star(4), exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(j.rated(4))).toBeVisible();
    await page.getByRole('button', { name: j.startOver }).tap();

    // Touch: two stars, then the private form in the same language.
    await page.getByRole('button', { name: j.star(2), exact: true }).tap();
    await expect(page.getByText(j.rated(2))).toBeVisible();
    await page.waitForURL(/\/feedback\//, { timeout: 10_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', j.lang);
    await expect(page.locator('html')).toHaveAttribute('dir', j.dir);
    await expect(page.getByRole('heading', { name: j.feedbackHeading })).toBeVisible();
    await expect(page.getByPlaceholder(j.placeholder)).toBeVisible();
    await expectNoHorizontalOverflow(page, `${j.lang} feedback page`);
    await expectNoSeriousA11yViolations(page, `${j.lang} feedback page`);
    await page.getByPlaceholder(j.placeholder).fill('Zu lange gewartet. / انتظرت طويلاً. / Długo czekałem.');
    await page.getByRole('button', { name: j.send }).tap();
    await expect(page.getByText(j.sentToast)).toBeVisible();
    await expectNoHorizontalOverflow(page, `${j.lang} thank-you page`);

    const feedback = await api.get(`/api/businesses/${business.id}/feedback`);
    expect(((await feedback.json()) as { rating: number }[])[0]?.rating).toBe(2);
    // Only the chosen language's strings reach the phone: no catalogue in the scripts.
    expect(scripts.length).toBeGreaterThan(0);
    for (const s of scripts) {
      expect(s).not.toContain(j.heading);
      expect(s).not.toContain(j.foreign);
    }
    await context.close();
  });
}

test('rating and feedback pages in German and Arabic fit a phone and a desktop in both themes', async ({
  browser,
  baseURL,
}) => {
  const { api, business } = await createOwnerWithBusiness(baseURL!, 'Garage de la Croix-Rousse');
  await setReviewFilter(api, business.id, true);
  for (const j of JOURNEYS.filter((x) => x.lang !== 'pl'))
    for (const scheme of ['light', 'dark'] as const)
      for (const width of [360, 1280]) {
        const context = await browser.newContext({
          viewport: { width, height: width === 360 ? 780 : 800 },
          locale: j.locale,
          colorScheme: scheme,
        });
        const page = await context.newPage();
        await page.goto(`/rate/${business.id}?lang=${j.lang}`);
        // The first state a customer sees (a star would move on to the next page after a second).
        await expect(page.getByText(j.hint)).toBeVisible();
        await expectNoHorizontalOverflow(page, `${j.lang} rate ${scheme} ${width}`);
        if (SHOTS)
          await page.screenshot({ path: `${SHOTS}/rate-${j.lang}-${scheme}-${width}.png`, fullPage: true });
        await page.goto(`/feedback/${business.id}?rating=2&lang=${j.lang}`);
        await page.getByRole('button', { name: j.send }).waitFor();
        await page
          .getByPlaceholder(j.placeholder)
          .fill(j.lang === 'ar' ? 'كان الانتظار طويلاً.' : 'Die Wartezeit war lang.');
        await expectNoHorizontalOverflow(page, `${j.lang} feedback ${scheme} ${width}`);
        if (SHOTS)
          await page.screenshot({
            path: `${SHOTS}/feedback-${j.lang}-${scheme}-${width}.png`,
            fullPage: true,
          });
        await context.close();
      }
});

test('the owner fixes the customer page language in the dashboard, and back to Automatic', async ({
  browser,
  baseURL,
}) => {
  const { api, business } = await createOwnerWithBusiness(baseURL!, 'Le Bouchon des Halles');
  const owner = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  await owner.addCookies((await api.storageState()).cookies);
  const dashboard = await owner.newPage();
  await dashboard.goto('/dashboard?section=customize');
  const select = dashboard.getByLabel('Language', { exact: true });
  await expect(select).toHaveValue('auto');
  await select.selectOption('de');
  await expect(dashboard.getByText('Every customer now sees your rating page in Deutsch.')).toBeVisible();
  await expectNoSeriousA11yViolations(dashboard, 'customize section with the language card');

  // A French phone now sees German (the page cache keeps a business for at most 10 s).
  const customer = await browser.newContext({ locale: 'fr-FR' });
  const page = await customer.newPage();
  await expect(async () => {
    await page.goto(`/rate/${business.id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de', { timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Wie war Ihr Besuch?' })).toBeVisible();

  await dashboard.reload();
  await expect(select).toHaveValue('de');
  await select.selectOption('auto');
  await expect(
    dashboard.getByText("Each customer now sees your rating page in their phone's language."),
  ).toBeVisible();
  await expect(async () => {
    await page.goto(`/rate/${business.id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr', { timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await owner.close();
  await customer.close();
});
