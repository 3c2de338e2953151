import Negotiator from 'negotiator';
import { isLocale, LOCALES, type Locale } from '#shared/lib/i18n/locales.ts';

/** The product language an Accept-Language header prefers most, or null when it names none of ours. */
export function preferredLocale(acceptLanguage: string | string[] | undefined): Locale | null {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : acceptLanguage;
  if (!header) return null;
  const negotiated = new Negotiator({ headers: { 'accept-language': header } }).language([...LOCALES]);
  return isLocale(negotiated) ? negotiated : null;
}

/**
 * The language of a page the server writes by hand: the link's `?lang=` (the app passes its own,
 * an e-mail its reader's), else the browser's, else English.
 */
export function pageLocale(request: {
  query: unknown;
  headers: { 'accept-language'?: string | string[] };
}): Locale {
  const lang = (request.query as Record<string, unknown> | undefined)?.lang;
  const linked = typeof lang === 'string' ? lang.toLowerCase().split(/[-_]/)[0] : undefined;
  if (isLocale(linked)) return linked;
  return preferredLocale(request.headers['accept-language']) ?? 'en';
}

/** A signed-in user's page: the language they saved, else as any other page. */
export const accountLocale = (
  request: Parameters<typeof pageLocale>[0] & { signedInUser: { locale: string | null } },
) => (isLocale(request.signedInUser.locale) ? request.signedInUser.locale : pageLocale(request));
