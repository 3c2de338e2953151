import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type customer from '#messages/en/customer.json';
import type { Locale } from '#shared/lib/i18n/locales.ts';

export type CustomerKey = keyof typeof customer;
/** The texts that count stars arrive as five strings, for one star to five. */
export type StarKey = 'customer.starLabel' | 'customer.youRated' | 'customer.invitationSend';
type TextKey = Exclude<CustomerKey, StarKey>;
/**
 * The customer's texts as the server formats them (messages/<lang>/customer.json, through the
 * product's one message runtime): the business's name already in, each star count already
 * chosen, so the page's script carries no message formatter. A text that needs a value only the
 * server knows (a length limit) stays on the server.
 */
export type CustomerTexts = Partial<Record<TextKey, string>> & Record<StarKey, string[]>;

/** The chosen language as the page data carries it: only that language's texts reach the browser. */
export type CustomerI18n = {
  lang: Locale;
  messages: CustomerTexts;
  /** Set when the link fixed the language (`?lang=`): the next page's links keep it. */
  pinned: boolean;
};

const customerTranslator = (i18n: Pick<CustomerI18n, 'lang' | 'messages'>) => ({
  locale: i18n.lang,
  t: (key: TextKey): string => i18n.messages[key] ?? key,
  /** A text for 1 to 5 stars. */
  plural: (key: StarKey, stars: number): string => i18n.messages[key][stars - 1] ?? key,
});
type CustomerTranslator = ReturnType<typeof customerTranslator>;

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
