import type { Locale } from '#shared/lib/i18n/locales.ts';
import type { Namespace, OwnerCatalogue } from './messages';

/**
 * A language's compiled namespaces (scripts/compile-messages.mjs), each a chunk of its own. The
 * server's own (the customer pages, e-mails and its pages) stay on the server; the development
 * pseudo-locale never reaches a build.
 */
const compiled = {
  ...import.meta.glob<OwnerCatalogue>(
    [
      '../../../dist/messages/*/*.json',
      '!../../../dist/messages/pseudo/*',
      '!../../../dist/messages/*/{customer,email,pages}.json',
    ],
    { import: 'default' },
  ),
  ...(import.meta.env.DEV
    ? import.meta.glob<OwnerCatalogue>(
        [
          '../../../dist/messages/pseudo/*.json',
          '!../../../dist/messages/pseudo/{customer,email,pages}.json',
        ],
        { import: 'default' },
      )
    : {}),
};

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
  return new Map(
    await Promise.all(namespacesIn(locale).map(async (ns) => [ns, await loadNamespace(locale, ns)] as const)),
  );
}

/** The namespaces a language has. */
export const namespacesIn = (locale: Locale | 'pseudo'): Namespace[] =>
  Object.keys(compiled)
    .filter((file) => file.startsWith(`../../../dist/messages/${locale}/`))
    .map((file) => file.slice(file.lastIndexOf('/') + 1, -'.json'.length) as Namespace);
