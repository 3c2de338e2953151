import { PLAN } from '#shared/constants/plan.ts';
import { PUBLIC_URL_PLACEHOLDER as ORIGIN } from '#shared/constants/prerender.ts';
import { PRODUCT_NAME } from '#web/components/brand/logo.tsx';
import { FAQS } from '#web/features/landing/faqs.ts';

const TITLE = `${PRODUCT_NAME} – more Google reviews, phone to phone`;
const DESCRIPTION =
  'Get more Google reviews, phone to phone. Show a QR code, your customer rates, and happy customers land on your Google review page.';
/** public/og-image.png, made by scripts/make-og-image.mjs at the size link previews use. */
const IMAGE = { path: '/og-image.png', width: 1200, height: 630 };

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
// Inside a <script> block only `<` can end it early.
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Structured data: the product with its price, and the FAQ, from the same data the page shows. */
function structuredData() {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'SoftwareApplication',
      name: PRODUCT_NAME,
      url: `${ORIGIN}/`,
      description: DESCRIPTION,
      applicationCategory: 'BusinessApplication',
      operatingSystem: 'Web, Android, iOS',
      image: `${ORIGIN}${IMAGE.path}`,
      offers: {
        '@type': 'Offer',
        price: String(PLAN.pricePerLocation),
        priceCurrency: 'USD',
        description: `Per location per month, ${PLAN.usersIncluded} users included, ${PLAN.trialDays}-day free trial`,
      },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: FAQS.map(({ q, a }) => ({
        '@type': 'Question',
        name: q,
        acceptedAnswer: { '@type': 'Answer', text: a },
      })),
    },
  ];
}

/** What link previews, crawlers and search engines read in the landing page's <head>. */
export function landingHeadTags(): string {
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeAttr(content)}" />`;
  const image = `${ORIGIN}${IMAGE.path}`;
  return [
    `<link rel="canonical" href="${ORIGIN}/" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', PRODUCT_NAME),
    meta('property', 'og:title', TITLE),
    meta('property', 'og:description', DESCRIPTION),
    meta('property', 'og:url', `${ORIGIN}/`),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', String(IMAGE.width)),
    meta('property', 'og:image:height', String(IMAGE.height)),
    meta('property', 'og:image:alt', `${PRODUCT_NAME}: a phone showing a review QR code`),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', TITLE),
    meta('name', 'twitter:description', DESCRIPTION),
    meta('name', 'twitter:image', image),
    `<script type="application/ld+json">${jsonForScript(structuredData())}</script>`,
  ].join('\n    ');
}
