import { readdirSync, readFileSync } from 'node:fs';
import { IntlMessageFormat } from 'intl-messageformat';
import type { Locale } from '#shared/lib/i18n/locales.ts';

/** Every message of one language as its source file writes it, English where it has none yet. */
function catalogue(lang: Locale): Record<string, string> {
  const all: Record<string, string> = {};
  for (const source of lang === 'en' ? ['en'] : ['en', lang]) {
    for (const file of readdirSync(`messages/${source}`)) {
      const messages = JSON.parse(readFileSync(`messages/${source}/${file}`, 'utf8')) as Record<
        string,
        { message: string }
      >;
      for (const [key, { message }] of Object.entries(messages)) all[key] = message;
    }
  }
  return all;
}

const loaded = new Map<Locale, Record<string, string>>();

/** A message as a reader of `lang` sees it on the screen. */
export function say(lang: Locale, key: string, values?: Record<string, string | number>): string {
  let messages = loaded.get(lang);
  if (!messages) {
    messages = catalogue(lang);
    loaded.set(lang, messages);
  }
  const message = messages[key];
  if (message === undefined) throw new Error(`no message ${key}`);
  return String(new IntlMessageFormat(message, lang).format(values));
}

/** Every English sentence (four words or more, no placeholder): none may show in another language. */
export const englishSentences = () =>
  Object.values(catalogue('en')).filter((m) => m.split(/\s+/).length >= 4 && !/[{}<]/.test(m));
