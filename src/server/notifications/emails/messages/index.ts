import { IntlMessageFormat } from 'intl-messageformat';
import { directionOf, type Locale } from '#shared/lib/i18n/locales.ts';
import { en, type MailCatalogue, type MailKey } from './en';
import { ar, de, es, fr, it, nl, pl, pt, tr } from './others';

export const mailCatalogues: Record<Locale, MailCatalogue> = { en, es, fr, de, it, pt, nl, pl, tr, ar };

const compiled = new Map<string, IntlMessageFormat>();

/**
 * The e-mails' words in one language, through FormatJS's ICU messages: plurals follow the
 * language's own rules (Polish one/few/many, Arabic zero to many). Compiled once per message.
 */
export function mailTranslator(locale: Locale) {
  const t = (key: MailKey, values?: Record<string, string | number>): string => {
    const id = `${locale}\u0000${key}`;
    let format = compiled.get(id);
    if (!format) {
      format = new IntlMessageFormat(mailCatalogues[locale][key], locale);
      compiled.set(id, format);
    }
    return String(format.format(values));
  };
  return { locale, dir: directionOf(locale), t };
}
export type MailTranslator = ReturnType<typeof mailTranslator>;
