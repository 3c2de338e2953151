import type { Locale } from '#shared/lib/i18n/locales.ts';
import type { LoadedCatalogue } from './translator';

/**
 * A language's messages come in parts, each a chunk of its own: `core` for every owner
 * screen, and three a screen asks for when it loads: the landing page's, the analytics' and
 * feedback's, and the settings-like sections' (developers, notifications, your data, legal pages).
 * An owner downloads the parts of their one language that the screens they open need.
 */
export const PARTS = ['core', 'landing', 'analytics', 'settings'] as const;
export type Part = (typeof PARTS)[number];

const modules = import.meta.glob<Record<Part, LoadedCatalogue>>(
  './messages/*/{core,landing,analytics,settings}.ts',
);

export async function loadPart(locale: Locale, part: Part): Promise<LoadedCatalogue> {
  const load = modules[`./messages/${locale}/${part}.ts`];
  if (!load) throw new Error(`no ${part} messages for ${locale}`);
  return (await load())[part];
}

/** Every part of a language at once: the prerender, the language offer's tests, the catalogue tests. */
export async function loadCatalogue(locale: Locale | 'pseudo'): Promise<LoadedCatalogue> {
  if (import.meta.env.DEV && locale === 'pseudo') {
    const [{ pseudoCatalogue }, { en }] = await Promise.all([import('./pseudo'), import('./messages/en')]);
    return pseudoCatalogue(en);
  }
  const parts = await Promise.all(PARTS.map((p) => loadPart(locale === 'pseudo' ? 'en' : locale, p)));
  return Object.assign({}, ...parts);
}
