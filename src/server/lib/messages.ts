import { readFileSync } from 'node:fs';
import path from 'node:path';
import type customer from '#messages/en/customer.json';
import type dashboard from '#messages/en/dashboard.json';
import type drafts from '#messages/en/drafts.json';
import type email from '#messages/en/email.json';
import type notices from '#messages/en/notices.json';
import type pages from '#messages/en/pages.json';
import { directionOf, type Locale } from '#shared/lib/i18n/locales.ts';
import { type CompiledCatalogue, createTranslator } from '#shared/lib/i18n/translator.ts';

/**
 * The namespaces the server speaks: the e-mails, its own pages, the customer pages' texts, the
 * home's first paint, which says what the owner app's home says, the operator's notices, and the
 * saved replies that ship with the product.
 */
type Sources = {
  customer: typeof customer;
  dashboard: typeof dashboard;
  drafts: typeof drafts;
  email: typeof email;
  notices: typeof notices;
  pages: typeof pages;
};
export type ServerNamespace = keyof Sources;
export type KeyOf<N extends ServerNamespace> = keyof Sources[N] & string;

/** Where the build compiles the messages (scripts/compile-messages.mjs); beside the built app. */
const COMPILED = path.join('dist', 'messages');
const loaded = new Map<string, CompiledCatalogue>();

/** One namespace of one language, compiled, with English for what is not translated yet. */
export function catalogueOf<N extends ServerNamespace>(
  locale: Locale,
  namespace: N,
): CompiledCatalogue<KeyOf<N>> {
  const id = `${locale}/${namespace}`;
  let catalogue = loaded.get(id);
  if (!catalogue) {
    catalogue = JSON.parse(
      readFileSync(path.join(COMPILED, locale, `${namespace}.json`), 'utf8'),
    ) as CompiledCatalogue;
    loaded.set(id, catalogue);
  }
  return catalogue;
}

const translators = new Map<string, unknown>();

/** The words of one namespace in one language, through the product's one message runtime. */
export function serverTranslator<N extends ServerNamespace>(locale: Locale, namespace: N) {
  const id = `${locale}/${namespace}`;
  let words = translators.get(id) as ReturnType<typeof createTranslator<KeyOf<N>>> | undefined;
  if (!words) {
    words = createTranslator<KeyOf<N>>(locale, catalogueOf(locale, namespace));
    translators.set(id, words);
  }
  return { locale, dir: directionOf(locale), ...words };
}
