import type { Locale } from '#shared/lib/i18n/locales.ts';
import type { Namespace, OwnerCatalogue } from './messages';

/** A language's compiled namespaces (scripts/compile-messages.mjs), each a chunk of its own. */
const compiled = import.meta.glob<OwnerCatalogue>('../../../dist/messages/*/*.json', { import: 'default' });

/** `pseudo` is the development pseudo-locale: the English, accented and lengthened. */
export async function loadNamespace(
  locale: Locale | 'pseudo',
  namespace: Namespace,
): Promise<OwnerCatalogue> {
  const load = compiled[`../../../dist/messages/${locale}/${namespace}.json`];
  if (!load) throw new Error(`no ${namespace} messages for ${locale}`);
  return load();
}

/** Every namespace of a language: the landing page's prerender and the catalogue tests. */
export async function loadEveryNamespace(locale: Locale): Promise<Map<Namespace, OwnerCatalogue>> {
  const prefix = `../../../dist/messages/${locale}/`;
  const entries = Object.entries(compiled).filter(([file]) => file.startsWith(prefix));
  return new Map(
    await Promise.all(
      entries.map(
        async ([file, load]) =>
          [file.slice(prefix.length, -'.json'.length) as Namespace, await load()] as const,
      ),
    ),
  );
}
