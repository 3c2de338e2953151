import type { FastifyRequest } from 'fastify';
import { preferredLocale } from '#server/lib/locale.ts';
import { type CustomerLanguage, DEFAULT_LOCALE, isLocale, type Locale } from '#shared/lib/i18n/locales.ts';
import { type CustomerI18n, customerCatalogues, customerTranslator } from './render';

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

export function customerI18n(choice: { lang: Locale; pinned: boolean }): CustomerI18n {
  return { ...choice, messages: customerCatalogues[choice.lang] };
}

export const translatorFor = (lang: Locale) =>
  customerTranslator({ lang, messages: customerCatalogues[lang] });
