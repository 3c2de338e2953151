import { useSyncExternalStore } from 'react';
import { DEFAULT_LOCALE, directionOf, type Locale } from '#shared/constants/i18n/locales.ts';
import { loadCatalogue } from './catalogues';
import { createTranslator, type LoadedCatalogue } from './translator';

/** A locale the owner side speaks, or the development pseudo-locale. */
export type UiLocale = Locale | 'pseudo';

function stateFor(locale: UiLocale, catalogue: LoadedCatalogue) {
  const intlLocale = locale === 'pseudo' ? 'en' : locale;
  return {
    locale,
    intlLocale,
    dir: locale === 'pseudo' ? ('ltr' as const) : directionOf(locale),
    ...createTranslator(intlLocale, catalogue),
    /** A price in the plan's currency, written the reader's way ("19 $" in German). */
    money: (amount: number) =>
      new Intl.NumberFormat(intlLocale, {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
      }).format(amount),
  };
}
export type I18n = ReturnType<typeof stateFor>;

// Until the first catalogue arrives (src/web/main.tsx waits for it) a message reads as its key.
let current: I18n = stateFor(DEFAULT_LOCALE, {} as LoadedCatalogue);
let loaded = false;
const listeners = new Set<() => void>();
let pending: UiLocale | null = null;

function apply(state: I18n) {
  current = state;
  loaded = true;
  if (typeof document !== 'undefined') {
    document.documentElement.lang = state.intlLocale;
    document.documentElement.dir = state.dir;
  }
  for (const listener of listeners) listener();
}

/**
 * Switches the owner side's language once its catalogue (a chunk of its own) has arrived, so a
 * screen never shows half one language and half another. The last call wins.
 */
export async function switchLocale(locale: UiLocale): Promise<void> {
  if (loaded && locale === current.locale && pending === null) return;
  pending = locale;
  try {
    const catalogue = await loadCatalogue(locale);
    if (pending === locale) apply(stateFor(locale, catalogue));
  } catch {
    // The chunk could not load (offline, a deploy in between): the screen stays in its language.
  } finally {
    if (pending === locale) pending = null;
  }
}

/** The prerender's language, set before each synchronous render (src/web/prerender). */
export function setLocaleForPrerender(locale: Locale, catalogue: LoadedCatalogue) {
  apply(stateFor(locale, catalogue));
}

export const i18nNow = () => current;

/** The words, formats and direction of the owner's language; re-renders when it changes. */
export function useI18n(): I18n {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => current,
  );
}
