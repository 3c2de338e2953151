// No zod here: the customer pages' script imports this file and must stay small.

/** The languages the customer pages speak. English is the fallback for anything else. */
export const LOCALES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'nl', 'pl', 'tr', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language's own name, for pickers: a customer or owner recognises their language written in it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  pt: 'Português',
  nl: 'Nederlands',
  pl: 'Polski',
  tr: 'Türkçe',
  ar: 'العربية',
};

/** Each language's writing direction: a new locale must say which. */
const DIRECTION: Record<Locale, 'ltr' | 'rtl'> = {
  en: 'ltr',
  de: 'ltr',
  fr: 'ltr',
  es: 'ltr',
  it: 'ltr',
  pt: 'ltr',
  nl: 'ltr',
  pl: 'ltr',
  tr: 'ltr',
  ar: 'rtl',
};
export const directionOf = (locale: Locale): 'ltr' | 'rtl' => DIRECTION[locale];

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The owner's 'Customer page language': 'auto' or one fixed language (schema in ../businesses.ts). */
export type CustomerLanguage = 'auto' | Locale;
