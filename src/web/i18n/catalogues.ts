import type { Locale } from '#shared/constants/i18n/locales.ts';
import type { LoadedCatalogue } from './translator';

/**
 * Each language's catalogue is a chunk of its own (issue 29), English too: an owner downloads
 * the one language they read.
 */
const loaders: Record<Locale, () => Promise<{ catalogue: LoadedCatalogue }>> = {
  en: () => import('./messages/en').then((m) => ({ catalogue: m.en })),
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

export async function loadCatalogue(locale: Locale | 'pseudo'): Promise<LoadedCatalogue> {
  if (import.meta.env.DEV && locale === 'pseudo') {
    const [{ pseudoCatalogue }, { en }] = await Promise.all([import('./pseudo'), import('./messages/en')]);
    return pseudoCatalogue(en);
  }
  return (await loaders[locale === 'pseudo' ? 'en' : locale]()).catalogue;
}
