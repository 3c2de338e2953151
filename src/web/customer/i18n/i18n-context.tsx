import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { Locale } from '#shared/lib/i18n/locales.ts';
import { type CatalogueOf, createTranslator, type Translator } from '#shared/lib/i18n/translate.ts';
import type { CustomerMessages } from './en';

export type CustomerCatalogue = CatalogueOf<CustomerMessages>;
export type CustomerTranslator = Translator<CustomerCatalogue>;

/** The chosen language as the page data carries it: only that language's strings reach the browser. */
export type CustomerI18n = {
  lang: Locale;
  messages: CustomerCatalogue;
  /** Set when the link fixed the language (`?lang=`): the next page's links keep it. */
  pinned: boolean;
};

export const customerTranslator = (i18n: Pick<CustomerI18n, 'lang' | 'messages'>): CustomerTranslator =>
  createTranslator<CustomerCatalogue>(i18n.lang, i18n.messages);

const Context = createContext<(CustomerTranslator & { pinned: boolean }) | null>(null);

export function I18nProvider({ i18n, children }: { i18n: CustomerI18n; children: ReactNode }) {
  const value = useMemo(() => ({ ...customerTranslator(i18n), pinned: i18n.pinned }), [i18n]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useI18n() {
  const value = useContext(Context);
  if (!value) throw new Error('useI18n outside I18nProvider');
  return value;
}

/** Keeps a link-chosen language on the next page of the same visit. */
export function withLang(url: string, lang: Locale, pinned: boolean) {
  return pinned ? `${url}${url.includes('?') ? '&' : '?'}lang=${lang}` : url;
}

/** A business name inside a translated sentence, isolated so a Latin name reads right in Arabic. */
export const isolate = (text: string) => `\u2068${text}\u2069`;
