import Negotiator from 'negotiator';
import { isLocale, LOCALES, type Locale } from '#shared/lib/i18n/locales.ts';

/** The product language an Accept-Language header prefers most, or null when it names none of ours. */
export function preferredLocale(acceptLanguage: string | string[] | undefined): Locale | null {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : acceptLanguage;
  if (!header) return null;
  const negotiated = new Negotiator({ headers: { 'accept-language': header } }).language([...LOCALES]);
  return isLocale(negotiated) ? negotiated : null;
}
