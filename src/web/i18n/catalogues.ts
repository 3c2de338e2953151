import type { Locale } from '#shared/constants/i18n/locales.ts';
import { type Catalogue, en } from './messages/en';

/**
 * Each language's catalogue is a chunk of its own (issue 29): an owner downloads English, which
 * is in the app, and at most the one other language they read.
 */
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<{ catalogue: Catalogue }>> = {
  es: () => import('./messages/es'),
  fr: () => import('./messages/fr'),
  de: () => import('./messages/de'),
  it: () => import('./messages/it'),
  pt: () => import('./messages/pt'),
  nl: () => import('./messages/nl'),
  pl: () => import('./messages/pl'),
  tr: () => import('./messages/tr'),
  ar: () => import('./messages/ar'),
};

export async function loadCatalogue(locale: Locale | 'pseudo'): Promise<Catalogue> {
  if (locale === 'en') return en;
  if (locale === 'pseudo') {
    if (!import.meta.env.DEV) return en;
    const { pseudoCatalogue } = await import('./pseudo');
    return pseudoCatalogue(en);
  }
  return (await loaders[locale]()).catalogue;
}
