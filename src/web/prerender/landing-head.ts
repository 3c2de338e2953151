import { directionOf, LOCALES, type Locale } from '#shared/lib/i18n/locales.ts';
import { PLAN } from '#shared/lib/plan.ts';
import { PUBLIC_URL_PLACEHOLDER as ORIGIN } from '#shared/lib/prerender.ts';
import { paths } from '#web/app/paths.ts';
import { PRODUCT_NAME } from '#web/components/brand/logo.tsx';
import { faqs } from '#web/features/landing/faqs.ts';
import type { I18n } from '#web/i18n/locale-store.ts';
import { loadMessages } from '#web/i18n/locale-store.ts';

await loadMessages('landing');

/** public/og-image.png, made by scripts/make-og-image.tsx at the size link previews use. */
const IMAGE = { path: '/og-image.png', width: 1200, height: 630 };

/** Open Graph wants a territory with each language. */
const OG_LOCALE: Record<Locale, string> = {
  en: 'en_US',
  es: 'es_ES',
  fr: 'fr_FR',
  de: 'de_DE',
  it: 'it_IT',
  pt: 'pt_BR',
  nl: 'nl_NL',
  pl: 'pl_PL',
  tr: 'tr_TR',
  ar: 'ar_AR',
};

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
// Inside a <script> block only `<` can end it early.
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The landing page's address in one language: `/` for English, `/de/` for German. */
const landingUrl = (locale: Locale) => `${ORIGIN}${paths.landing.href(locale)}`;

/** Structured data: the product with its price, and the FAQ, from the same words the page shows. */
function structuredData(locale: Locale, i18n: I18n) {
  const { t } = i18n;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'SoftwareApplication',
      name: PRODUCT_NAME,
      url: landingUrl(locale),
      inLanguage: locale,
      description: t('landing.description'),
      applicationCategory: 'BusinessApplication',
      operatingSystem: 'Web, Android, iOS',
      image: `${ORIGIN}${IMAGE.path}`,
      offers: {
        '@type': 'Offer',
        price: String(PLAN.pricePerLocation),
        priceCurrency: 'USD',
        description: t('landing.offer', { users: PLAN.usersIncluded, days: PLAN.trialDays }),
      },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      inLanguage: locale,
      mainEntity: faqs(i18n).map(({ q, a }) => ({
        '@type': 'Question',
        name: q,
        acceptedAnswer: { '@type': 'Answer', text: a },
      })),
    },
  ];
}

/**
 * What link previews, crawlers and search engines read in one language's landing page <head>:
 * its canonical address, every language's version (hreflang, with `/` as x-default), and the
 * title, description and FAQ in that language.
 */
export function landingHeadTags(locale: Locale, i18n: I18n): string {
  const { t } = i18n;
  const title = t('landing.title', { product: PRODUCT_NAME });
  const description = t('landing.description');
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeAttr(content)}" />`;
  const image = `${ORIGIN}${IMAGE.path}`;
  return [
    `<link rel="canonical" href="${landingUrl(locale)}" />`,
    ...LOCALES.map((l) => `<link rel="alternate" hreflang="${l}" href="${landingUrl(l)}" />`),
    `<link rel="alternate" hreflang="x-default" href="${landingUrl('en')}" />`,
    meta('name', 'description', description),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', PRODUCT_NAME),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', landingUrl(locale)),
    meta('property', 'og:locale', OG_LOCALE[locale]),
    ...LOCALES.filter((l) => l !== locale).map((l) => meta('property', 'og:locale:alternate', OG_LOCALE[l])),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', String(IMAGE.width)),
    meta('property', 'og:image:height', String(IMAGE.height)),
    meta('property', 'og:image:alt', t('landing.ogImageAlt', { product: PRODUCT_NAME })),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    `<script type="application/ld+json">${jsonForScript(structuredData(locale, i18n))}</script>`,
  ].join('\n    ');
}

/** The document's language, direction and title in the shell (app.html is English). */
export function localiseShell(shell: string, locale: Locale, i18n: I18n): string {
  const title = i18n.t('landing.title', { product: PRODUCT_NAME });
  return shell
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}" dir="${directionOf(locale)}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeAttr(title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>\s*/, '');
}
