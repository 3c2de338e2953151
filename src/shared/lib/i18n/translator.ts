import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { type FormatXMLElementFn, IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';

/**
 * One language's messages as FormatJS's compiler leaves them (scripts/compile-messages.mjs): plain
 * words as a string, anything with a placeholder, plural or tag already parsed.
 */
export type CompiledCatalogue<K extends string = string> = Partial<
  Record<K, string | MessageFormatElement[]>
>;
export type Values = Record<string, string | number>;
/** Tags in a message (`<b>…</b>`) become elements (React's, or HTML for the server) through these. */
export type RichValues<T> = Record<string, PrimitiveType | FormatXMLElementFn<T>>;

/**
 * A value that ends a sentence with its own full stop ("Sunrise Coffee Co.", a German "28. Dez.")
 * in a message that ends the sentence too: one full stop, never two.
 */
function oneFullStop(text: string, values: Values | undefined): string {
  if (!values) return text;
  let out = text;
  for (const value of Object.values(values)) {
    if (typeof value === 'string' && value.endsWith('.')) out = out.replaceAll(`${value}.`, value);
  }
  return out;
}

/**
 * Every part of the product speaks through this: the owner app, the server's pages and e-mails,
 * and the customer pages' texts, which the server formats. `{name}` fills a value,
 * `{count, plural, …}` picks the language's own plural form, `{n, number}` formats through Intl.
 * Each message is prepared once; a missing message reads as its key, never a crash.
 */
export function createTranslator<K extends string>(locale: string, catalogue: CompiledCatalogue<K>) {
  const prepared = new Map<K, IntlMessageFormat>();
  const format = (key: K, message: MessageFormatElement[]) => {
    let ready = prepared.get(key);
    if (!ready) {
      ready = new IntlMessageFormat(message, locale);
      prepared.set(key, ready);
    }
    return ready;
  };
  function t(key: K, values?: Values): string {
    const message = catalogue[key];
    if (message === undefined) return key;
    return typeof message === 'string'
      ? message
      : oneFullStop(String(format(key, message).format(values)), values);
  }
  /** A message with tags: an array of strings and elements. */
  function rich<T>(key: K, values: RichValues<T>): string | T | (string | T)[] {
    const message = catalogue[key];
    if (message === undefined) return key;
    return typeof message === 'string' ? message : format(key, message).format<T>(values);
  }
  /** Whether a key built at run time (a server's error code) has a message. */
  const has = (key: string): key is K => Object.hasOwn(catalogue, key);
  return { t, rich, has };
}
