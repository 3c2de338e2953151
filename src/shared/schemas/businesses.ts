import { z } from 'zod';
import { LOCALES } from '#shared/lib/i18n/locales.ts';
import { FEEDBACK_RETENTIONS } from '#shared/lib/retention.ts';
import { timeZoneSchema } from './time-zone';

export const businessIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, 'That business link is not valid.');
export const businessParamsSchema = z.object({ id: businessIdSchema });

/** The owner's 'Customer page language': Automatic (from each customer's browser) or one fixed language. */
const customerLanguageSchema = z.enum(['auto', ...LOCALES], {
  error: `customerLanguage must be 'auto' or one of ${LOCALES.join(', ')}`,
});
export const customerLanguageBodySchema = z.object({ customerLanguage: customerLanguageSchema });

/** The owner's view of their business. */
export const businessSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  placeId: z.string(),
  googleReviewUrl: z.string(),
  reviewFilterEnabled: z.boolean(),
  /** 'Customer page language': 'auto' or one fixed language. */
  customerLanguage: customerLanguageSchema,
  maxTeamSize: z.number().int(),
  trialEndsAt: z.string(),
  createdAt: z.string(),
  feedbackRetention: z.enum(FEEDBACK_RETENTIONS),
  /** When the place's verified owner claimed it; this registration is unverified since. */
  placeClaimedAt: z.string().nullable(),
  /** Since when the connected Business Profile proves the owner manages the place; a badge. */
  placeVerifiedAt: z.string().nullable(),
  /** The IANA zone its days, weeks and months are counted in; UTC until the owner's browser sets it. */
  timeZone: z.string(),
});
export type Business = z.infer<typeof businessSchema>;

/** What anyone may see: the public rating page needs exactly these five fields. */
export const publicBusinessSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  googleReviewUrl: z.string(),
  reviewFilterEnabled: z.boolean(),
});

export const roleSchema = z.enum(['owner', 'member']);
export type Role = z.infer<typeof roleSchema>;

const membershipSchema = z.object({
  /** The team's business; `customerLanguage` is what a member's Send link starts in. */
  business: z.object({ id: z.string(), name: z.string(), customerLanguage: customerLanguageSchema }),
  role: roleSchema,
});
export const membershipsSchema = z.array(membershipSchema);
export type Membership = z.infer<typeof membershipSchema>;

const required = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `That is too long (at most ${max} characters)`);

export const registerBusinessSchema = z.object({
  name: required('Business name is required', 200),
  address: required('Business address is required', 300),
  placeId: required('Please select a business from the search results', 300),
  /**
   * An owner adding another location says so; without it a second registration is
   * refused, so a double submit of the first setup never creates two businesses.
   */
  addLocation: z.boolean({ error: 'addLocation must be true or false' }).optional(),
  /** The browser's IANA zone (Intl.DateTimeFormat().resolvedOptions().timeZone); UTC without it. */
  timeZone: timeZoneSchema.optional(),
});
export type RegisterBusiness = z.infer<typeof registerBusinessSchema>;

export const ALREADY_REGISTERED_MESSAGE =
  'This business is already registered. Ask its owner for a team code to join.';

/** What an owner may change with PATCH /api/businesses/{id}. */
export const updateBusinessSchema = z.object({ timeZone: timeZoneSchema }).strict();
export const businessSettingsSchema = z.object({ timeZone: z.string() });

export const reviewFilterSchema = z.object({
  reviewFilterEnabled: z.boolean({ error: 'reviewFilterEnabled must be true or false' }),
});

/** The locations a user owns, oldest first (the first is `my-business`). */
export const ownedBusinessesSchema = z.array(businessSchema);

const locationWeekSchema = z.object({
  scans: z.number().int(),
  conversions: z.number().int(),
  /** Conversions ÷ scans, 0–100, one decimal; 0 with no scans. */
  conversionRate: z.number(),
  newFeedback: z.number().int(),
});
export type LocationWeek = z.infer<typeof locationWeekSchema>;

/** 'All locations': this week and last week, per owned location and in total. */
export const locationsOverviewSchema = z.object({
  locations: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      address: z.string(),
      thisWeek: locationWeekSchema,
      lastWeek: locationWeekSchema,
    }),
  ),
  total: z.object({ thisWeek: locationWeekSchema, lastWeek: locationWeekSchema }),
});
export type LocationsOverview = z.infer<typeof locationsOverviewSchema>;
