import type { Locale } from '#shared/lib/i18n/locales.ts';
import type { CatalogueOf } from '#shared/lib/i18n/translate.ts';
import { ar } from './ar';
import { de } from './de';
import { type CustomerMessages, en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { nl } from './nl';
import { pl } from './pl';
import { pt } from './pt';
import { tr } from './tr';

/**
 * Every language's customer strings. The server imports this and sends the browser only the chosen
 * language's catalogue inside the page data; the customer script never imports it.
 */
export const customerCatalogues: Record<Locale, CatalogueOf<CustomerMessages>> = {
  en,
  es,
  fr,
  de,
  it,
  pt,
  nl,
  pl,
  tr,
  ar,
};
