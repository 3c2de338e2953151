import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

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
 * Signs in through the real demo popup: clicks a sign-in button, fills the form in the popup,
 * and waits until the popup has closed itself.
 */
export async function signInWithDemo(
  page: Page,
  person: { firstName: string; lastName: string; email: string },
  buttonName: string | RegExp = 'Get Started',
) {
  await waitForApp(page);
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: buttonName }).first().click();
  const popup = await popupPromise;
  await expect(popup.getByText('Demo sign-in')).toBeVisible();
  await popup.getByLabel('First name').fill(person.firstName);
  await popup.getByLabel('Last name').fill(person.lastName);
  await popup.getByLabel('E-mail').fill(person.email);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Continue' }).click();
  await closed;
}
