import { useSyncExternalStore } from 'react';
import { DEFAULT_LOCALE, directionOf, type Locale } from '#shared/lib/i18n/locales.ts';
import { createTranslator } from '#shared/lib/i18n/translator.ts';
import { loadNamespace, namespacesIn } from './catalogues';
import { initialLocale, type UiLocale } from './initial-locale';
import { type MessageKey, type Namespace, namespaceOf, type OwnerCatalogue } from './messages';

function stateFor(locale: UiLocale, catalogue: OwnerCatalogue, loaded: ReadonlySet<Namespace>) {
  const intlLocale = locale === 'pseudo' ? 'en' : locale;
  const whole = new Intl.NumberFormat(intlLocale);
  const share = new Intl.NumberFormat(intlLocale, { style: 'percent', maximumFractionDigits: 1 });
  const words = createTranslator<MessageKey>(intlLocale, catalogue);
  return {
    locale,
    intlLocale,
    dir: locale === 'pseudo' ? ('ltr' as const) : directionOf(locale),
    ...words,
    t: (key: MessageKey, values?: Record<string, string | number>) => {
      // In development and tests a screen that uses a namespace its code never asked for fails
      // loudly; a customer's screen would show the key.
      if (!import.meta.env.PROD && !loaded.has(namespaceOf(key)) && loaded.size > 0)
        throw new Error(`"${key}" is shown, but no module asked for the ${namespaceOf(key)} messages`);
      return words.t(key, values);
    },
    rich: words.rich<import('react').ReactNode>,
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

// Until the first messages arrive (src/web/main.tsx waits for them) a message reads as its key.
let current: I18n = stateFor(DEFAULT_LOCALE, {}, new Set());
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

/**
 * The language to show, and the namespaces the code loaded so far asked for. The first is the
 * reader's from the start, so the modules that ask for their messages while the app's code loads
 * ask in it.
 */
let target: UiLocale = typeof window === 'undefined' ? DEFAULT_LOCALE : initialLocale(window.location);
const wanted = new Set<Namespace>();
const arrived = new Map<string, OwnerCatalogue>();

async function namespaceIn(locale: UiLocale, namespace: Namespace): Promise<OwnerCatalogue> {
  const id = `${locale}:${namespace}`;
  let catalogue = arrived.get(id);
  if (!catalogue) {
    catalogue = await loadNamespace(locale, namespace);
    arrived.set(id, catalogue);
  }
  return catalogue;
}

/**
 * Shows the target language once every namespace the code wants has arrived, so a screen never
 * shows half one language and half another. Whichever call finishes last shows everything in.
 */
async function settle(): Promise<void> {
  const locale = target;
  try {
    await Promise.all([...wanted].map((namespace) => namespaceIn(locale, namespace)));
  } catch {
    // A chunk could not load (offline, a deploy in between): the screen stays as it is.
    return;
  }
  if (target !== locale) return;
  const namespaces = [...wanted].filter((n) => arrived.has(`${locale}:${n}`)).sort();
  const key = `${locale}:${namespaces.join(',')}`;
  if (key === shown) return;
  shown = key;
  const catalogue = Object.assign({}, ...namespaces.map((n) => arrived.get(`${locale}:${n}`)));
  apply(stateFor(locale, catalogue, new Set(namespaces)));
}

/** Switches the owner side's language; the last call wins. */
export function switchLocale(locale: UiLocale): Promise<void> {
  target = locale;
  return settle();
}

let picked: Locale | null = null;

/**
 * The owner's own pick from a language menu: it stays, whatever the account says when it arrives
 * later (a slow phone answers the account after the owner has chosen), until the account has it.
 */
export function pickLocale(locale: Locale): Promise<void> {
  picked = locale;
  return switchLocale(locale);
}
export const pickedLocale = () => picked;

/**
 * The messages a module shows, asked for by the module itself at its top level
 * (`await loadMessages('billing')`), so a screen's chunk arrives with its words, in the current
 * language and in any it switches to.
 */
export function loadMessages(...namespaces: Namespace[]): Promise<void> {
  for (const namespace of namespaces) wanted.add(namespace);
  return settle();
}

/**
 * Once the service worker is in control, every namespace of the language on screen passes through
 * it, so each screen reads in that language offline: those loaded before it took over are fetched
 * again, the rest loaded now (pwa.config.ts keeps them as they pass).
 */
export async function keepLanguageOffline(locale: UiLocale): Promise<void> {
  const earlier = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.includes(`/assets/messages/${locale}/`));
  await Promise.allSettled([
    ...earlier.map((url) => fetch(url)),
    ...namespacesIn(locale).map((namespace) => namespaceIn(locale, namespace)),
  ]);
}

/** The prerender's language, set before each synchronous render (src/web/prerender). */
export function setLocaleForPrerender(locale: Locale, catalogues: Map<Namespace, OwnerCatalogue>) {
  target = locale;
  for (const [namespace, catalogue] of catalogues) {
    wanted.add(namespace);
    arrived.set(`${locale}:${namespace}`, catalogue);
  }
  const namespaces = [...wanted].sort();
  shown = `${locale}:${namespaces.join(',')}`;
  const catalogue = Object.assign({}, ...namespaces.map((n) => arrived.get(`${locale}:${n}`)));
  apply(stateFor(locale, catalogue, new Set(namespaces)));
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
