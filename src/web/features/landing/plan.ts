import { loadMessages } from '#web/i18n/locale-store.ts';

await loadMessages('landing');

// The plan itself lives once, in src/shared/lib/plan.ts; the landing page only adds its pitch.
export { PLAN } from '#shared/lib/plan.ts';

export const PLAN_FEATURES = [
  'landing.pricing.feature.screens',
  'landing.pricing.feature.templates',
  'landing.pricing.feature.mobile',
  'landing.pricing.feature.links',
  'landing.pricing.feature.branding',
  'landing.pricing.feature.team',
] as const;

/** Anchors shared by the sections and the footer's Product links, so a link never points nowhere. */
export const SECTION_IDS = {
  benefits: 'benefits',
  howItWorks: 'how-it-works',
  pricing: 'pricing',
  faq: 'faq',
  about: 'about',
  contact: 'contact',
} as const;
