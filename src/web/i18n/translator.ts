import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { type FormatXMLElementFn, IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import type { ReactNode } from 'react';
import type { Catalogue, MessageKey } from './messages/en';

export type Values = Record<string, string | number>;
/** Tags in a message (`<b>…</b>`) become React elements through these functions. */
export type RichValues = Record<string, PrimitiveType | FormatXMLElementFn<ReactNode>>;
/**
 * A catalogue as it arrives: the source's strings, or in a build, each message with a placeholder,
 * plural or tag already parsed (messages.config.ts).
 */
export type LoadedCatalogue = Catalogue | Record<MessageKey, string | MessageFormatElement[]>;

/** A message with no placeholder, tag or quoted character reads as written. */
const isPlain = (message: string) => !/[{}<]/.test(message) && !message.includes("''");

/**
 * The owner side's words in one language, through FormatJS's ICU messages: `{name}`
 * fills a value, `{count, plural, …}` picks the language's own plural form (Polish one/few/many,
 * Arabic zero to many), `{n, number}` formats through Intl. Each message is prepared once.
 */
export function createTranslator(locale: string, catalogue: LoadedCatalogue) {
  const compiled = new Map<MessageKey, IntlMessageFormat>();
  const format = (key: MessageKey) => {
    let message = compiled.get(key);
    if (!message) {
      message = new IntlMessageFormat(catalogue[key], locale);
      compiled.set(key, message);
    }
    return message;
  };
  function t(key: MessageKey, values?: Values): string {
    const message = catalogue[key];
    // No messages yet (their chunk failed to load): the key, never a crash.
    if (message === undefined) return key;
    // Most messages are plain words: nothing to prepare.
    if (typeof message === 'string' && isPlain(message)) return message;
    return String(format(key).format(values));
  }
  /** A message with tags: an array of strings and elements, to render as children. */
  function rich(key: MessageKey, values: RichValues): ReactNode {
    if (catalogue[key] === undefined) return key;
    return format(key).format<ReactNode>(values);
  }
  /** Whether a key built at run time (a server's error code) has a message. */
  const has = (key: string): key is MessageKey => Object.hasOwn(catalogue, key);
  return { t, rich, has };
}
