import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import type { Locale } from '#shared/lib/i18n/locales.ts';
import { say } from './messages';

export function uniqueEmail(prefix = 'user') {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
}

/**
 * The landing page arrives prerendered, so its buttons are on screen before they work: they work
 * once React has taken the page over (hydrateRoot marks the root, and a click after that is
 * replayed when hydration finishes).
 */
export async function waitForApp(page: Page) {
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')),
  );
}

/**
 * Signs in through the real demo popup: clicks a sign-in button, fills the form in the popup (in
 * `lang`, the language the popup must speak), and waits until the popup has closed itself.
 */
export async function signInWithDemo(
  page: Page,
  person: { firstName: string; lastName: string; email: string },
  buttonName: string | RegExp = 'Get Started',
  lang: Locale = 'en',
) {
  await waitForApp(page);
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: buttonName }).first().click();
  const popup = await popupPromise;
  await expect(popup.getByRole('heading', { name: say(lang, 'pages.demo.heading') })).toBeVisible();
  await expect(popup.locator('html')).toHaveAttribute('lang', lang);
  await popup.getByLabel(say(lang, 'pages.demo.firstName')).fill(person.firstName);
  await popup.getByLabel(say(lang, 'pages.demo.lastName')).fill(person.lastName);
  await popup.getByLabel(say(lang, 'pages.demo.email')).fill(person.email);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: say(lang, 'pages.demo.continue') }).click();
  await closed;
}
