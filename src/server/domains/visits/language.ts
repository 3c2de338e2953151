import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { FastifyRequest } from 'fastify';
import { preferredLocale } from '#server/lib/locale.ts';
import { catalogueOf, serverTranslator } from '#server/lib/messages.ts';
import {
  type CustomerLanguage,
  DEFAULT_LOCALE,
  directionOf,
  isLocale,
  type Locale,
} from '#shared/lib/i18n/locales.ts';
import { type CustomerI18n, type CustomerKey, type CustomerTexts, isolate } from './render';

/** `?lang=de`, `?lang=DE` and `?lang=de-AT` all mean German; anything else is ignored. */
function fromQuery(query: unknown): Locale | undefined {
  const raw = (query as Record<string, unknown> | undefined)?.lang;
  if (typeof raw !== 'string') return undefined;
  const code = raw.toLowerCase().split(/[-_]/)[0];
  return isLocale(code) ? code : undefined;
}

/**
 * The customer page's language (docs/decisions/0015-customer-page-language.md):
 * a link's `?lang=` first, then the owner's fixed language, then the browser's Accept-Language,
 * then English.
 */
export function chooseLocale(
  request: FastifyRequest,
  setting: CustomerLanguage = 'auto',
): { lang: Locale; pinned: boolean } {
  const linked = fromQuery(request.query);
  if (linked) return { lang: linked, pinned: true };
  if (setting !== 'auto') return { lang: setting, pinned: false };
  return { lang: preferredLocale(request.headers['accept-language']) ?? DEFAULT_LOCALE, pinned: false };
}

const STAR_TEXTS = new Set(['customer.starLabel', 'customer.youRated', 'customer.invitationSend']);

/** The values a compiled message asks for at its top level. */
const valuesOf = (message: string | MessageFormatElement[]) =>
  typeof message === 'string' ? [] : message.flatMap((e) => ('value' in e && e.type !== 0 ? [e.value] : []));

/**
 * The customer's texts, formatted here in their language: the business's name filled in (isolated
 * in a right-to-left language, so a Latin name reads right), each star count's text chosen.
 */
function customerTexts(lang: Locale, businessName: string): CustomerTexts {
  const { t } = serverTranslator(lang, 'customer');
  const name = directionOf(lang) === 'rtl' ? isolate(businessName) : businessName;
  const texts: Record<string, string | string[]> = {};
  for (const [key, message] of Object.entries(catalogueOf(lang, 'customer')) as [CustomerKey, string][]) {
    if (STAR_TEXTS.has(key)) texts[key] = [1, 2, 3, 4, 5].map((count) => t(key, { count }));
    else if (valuesOf(message).every((value) => value === 'name')) texts[key] = t(key, { name });
  }
  return texts as CustomerTexts;
}

export function customerI18n(choice: { lang: Locale; pinned: boolean }, businessName = ''): CustomerI18n {
  return { ...choice, messages: customerTexts(choice.lang, businessName) };
}

/** The customer's words on the server: the no-JavaScript forms' problems, the page's title. */
export const translatorFor = (lang: Locale) => serverTranslator(lang, 'customer');
