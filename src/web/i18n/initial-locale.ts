import { isLocale, LOCALES, type Locale } from '#shared/lib/i18n/locales.ts';

/** A locale the owner side speaks, or the development pseudo-locale. */
export type UiLocale = Locale | 'pseudo';

/** The languages with a landing page of their own, `/{lang}/`; English is `/`. */
export const LANDING_LOCALES = LOCALES.filter((l) => l !== 'en');

/** The language of a landing page's path: `/` is English, `/de/` German; null for other screens. */
export function landingLocaleOf(pathname: string): Locale | null {
  if (pathname === '/' || pathname === '/index.html') return 'en';
  const match = /^\/([a-z]{2})\/?$/.exec(pathname);
  return match && isLocale(match[1]) && match[1] !== 'en' ? match[1] : null;
}

/** The first of the browser's languages the product speaks (what Accept-Language says, on the client). */
function browserLocale(languages: readonly string[]): Locale | null {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return null;
}

const KEY = 'reviewtap.locale';

/** The owner's language as last known on this device, so a reload starts in it before the account answers. */
function rememberedLocale(): Locale | null {
  try {
    const saved = localStorage.getItem(KEY);
    return isLocale(saved) ? saved : null;
  } catch {
    return null;
  }
}

export function rememberLocale(locale: Locale) {
  try {
    localStorage.setItem(KEY, locale);
  } catch {
    // Private mode without storage: the account still carries the choice.
  }
}

/**
 * The language the first render uses: a landing page's own; else the one last used on this
 * device; else the browser's; else English. `?locale=pseudo` in development.
 */
export function initialLocale(location: { pathname: string; search: string }): UiLocale {
  if (import.meta.env.DEV && new URLSearchParams(location.search).get('locale') === 'pseudo') return 'pseudo';
  return (
    landingLocaleOf(location.pathname) ??
    rememberedLocale() ??
    browserLocale(typeof navigator === 'undefined' ? [] : navigator.languages) ??
    'en'
  );
}
