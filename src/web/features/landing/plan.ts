// The plan itself lives once, in src/shared/constants/plan.ts; the landing page only adds its pitch.
export { PLAN } from '#shared/constants/plan.ts';

export const PLAN_FEATURES = [
  'Unlimited phone review screens',
  'Professional phone screen templates',
  'Mobile-optimized display',
  'Direct Google Business links',
  'Custom branding options',
  'Team access',
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
