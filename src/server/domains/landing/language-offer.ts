import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { preferredLocale } from '#server/lib/locale.ts';
import { LOCALES, type Locale } from '#shared/lib/i18n/locales.ts';

/** Set when a visitor chose to stay on the English page: the offer is not made again. */
export const OFFER_DISMISSED_COOKIE = 'reviewtap_offer';

/**
 * The offers of the other languages' landing pages, prerendered at build time
 * (scripts/prerender-landing.mjs), each in its own language.
 */
export function loadLanguageOffers(webDir: string): Map<Locale, string> {
  const offers = new Map<Locale, string>();
  for (const locale of LOCALES) {
    const file = path.join(webDir, 'language-offers', `${locale}.html`);
    if (locale !== 'en' && existsSync(file)) offers.set(locale, readFileSync(file, 'utf8'));
  }
  return offers;
}

/**
 * The language to offer a visitor of `/`: the one their browser prefers, when it is one of ours
 * but not English, unless they already said no. Decided on the server, so the offer is in the
 * first paint (Google's advice for locale-adaptive pages: offer, never redirect).
 */
export function offeredLocale(request: FastifyRequest, offers: Map<Locale, string>): Locale | null {
  if (request.cookies[OFFER_DISMISSED_COOKIE]) return null;
  const preferred = preferredLocale(request.headers['accept-language']);
  return preferred && offers.has(preferred) ? preferred : null;
}
