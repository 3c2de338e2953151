import { useSyncExternalStore } from 'react';
import { DEFAULT_LOCALE, directionOf, type Locale } from '#shared/lib/i18n/locales.ts';
import { loadCatalogue, loadPart, PARTS, type Part } from './catalogues';
import { createTranslator, type LoadedCatalogue } from './translator';

/** A locale the owner side speaks, or the development pseudo-locale. */
export type UiLocale = Locale | 'pseudo';

function stateFor(locale: UiLocale, catalogue: LoadedCatalogue) {
  const intlLocale = locale === 'pseudo' ? 'en' : locale;
  const whole = new Intl.NumberFormat(intlLocale);
  const share = new Intl.NumberFormat(intlLocale, { style: 'percent', maximumFractionDigits: 1 });
  return {
    locale,
    intlLocale,
    dir: locale === 'pseudo' ? ('ltr' as const) : directionOf(locale),
    ...createTranslator(intlLocale, catalogue),
    /** A number the reader's way ("1,234", "1.234"). */
    number: (n: number) => whole.format(n),
    /** A percentage given as 0–100, at most one decimal, the reader's way ("12.5%", "12,5 %", "%12,5"). */
    percent: (value: number) => share.format(value / 100),
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
let shown = '';
const listeners = new Set<() => void>();

function apply(state: I18n) {
  current = state;
  if (typeof document !== 'undefined') {
    document.documentElement.lang = state.intlLocale;
    document.documentElement.dir = state.dir;
  }
  for (const listener of listeners) listener();
}

/** The language to show, and the parts of it the screens opened so far need. */
let target: UiLocale = DEFAULT_LOCALE;
const wanted = new Set<Part>(['core']);
const arrived = new Map<string, LoadedCatalogue>();

async function partOf(locale: UiLocale, part: Part): Promise<LoadedCatalogue> {
  const id = `${locale}:${part}`;
  let catalogue = arrived.get(id);
  if (!catalogue) {
    // The development pseudo-locale is one catalogue of every part.
    catalogue = locale === 'pseudo' ? await loadCatalogue('pseudo') : await loadPart(locale, part);
    arrived.set(id, catalogue);
  }
  return catalogue;
}

/**
 * Shows the target language once every part the screens want has arrived, so a screen never shows
 * half one language and half another. Whichever call finishes last shows everything that is in.
 */
async function settle(): Promise<void> {
  const locale = target;
  try {
    await Promise.all([...wanted].map((part) => partOf(locale, part)));
  } catch {
    // A chunk could not load (offline, a deploy in between): the screen stays as it is.
    return;
  }
  if (target !== locale) return;
  const parts = [...wanted].filter((part) => arrived.has(`${locale}:${part}`)).sort();
  const key = `${locale}:${parts.join(',')}`;
  if (key === shown) return;
  shown = key;
  apply(stateFor(locale, Object.assign({}, ...parts.map((part) => arrived.get(`${locale}:${part}`)))));
}

/** Switches the owner side's language; the last call wins. */
export function switchLocale(locale: UiLocale): Promise<void> {
  target = locale;
  return settle();
}

/**
 * The messages a screen needs beyond the core, loaded with the screen's code (its route's or
 * section's lazy import waits for them), in the current language and in any it switches to.
 */
export function ensurePart(part: Part): Promise<void> {
  wanted.add(part);
  return settle();
}

/** The prerender's language, set before each synchronous render (src/web/prerender). */
export function setLocaleForPrerender(locale: Locale, catalogue: LoadedCatalogue) {
  // Every part is in: the route's own request for its part changes nothing.
  target = locale;
  for (const part of PARTS) {
    wanted.add(part);
    arrived.set(`${locale}:${part}`, catalogue);
  }
  shown = `${locale}:${[...wanted].sort().join(',')}`;
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
