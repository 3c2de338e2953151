// The advertised plan (spec §1 and §9). Billing enforces the real figures; these are the pitch.
export const PLAN = {
  name: 'Pro',
  pricePerLocation: 19,
  usersIncluded: 3,
  pricePerExtraUser: 3,
  trialDays: 7,
} as const;

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
} as const;
