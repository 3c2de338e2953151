// The customer pages' data: what the server renders into public HTML and the browser hydrates.
// zod's mini build: the customer pages' script parses with this file and must stay small.
import * as z from 'zod/mini';
import { CHANNELS } from '#shared/lib/channels.ts';
import { LOCALES } from '#shared/lib/i18n/locales.ts';
import { REVIEW_LINKS } from '#shared/lib/review-link.ts';

/** A text that counts stars: one string for each of 1 to 5. */
const starTexts = z.array(z.string());
/** The chosen language only: its code, its strings, and whether the link fixed it (`?lang=`). */
const i18nSchema = z.object({
  lang: z.enum(LOCALES),
  messages: z.record(z.string(), z.union([z.string(), starTexts])),
  pinned: z.boolean(),
});

const ratePageSchema = z.object({
  page: z.literal('rate'),
  business: z.object({ id: z.string(), name: z.string(), address: z.string() }),
  error: z.optional(z.string()),
  /** The team member's reference from the QR link (?s=…), sent with the scan and the form. */
  staff: z.optional(z.string()),
  /** How the link came (?c=…) when not the QR code, sent with the scan and the form. */
  channel: z.optional(z.enum(CHANNELS)),
  /**
   * From an invitation's star link: its signed token and the star tapped in the e-mail. The page
   * records nothing on load (mail scanners open links); the rating counts when the customer confirms.
   */
  invitation: z.optional(z.object({ token: z.string(), stars: z.number() })),
});

const feedbackPageSchema = z.object({
  page: z.literal('feedback'),
  /** `googleReviewUrl` is the link for this browser; `alternateUrl` the other one. */
  business: z.object({ id: z.string(), name: z.string(), googleReviewUrl: z.string() }),
  reviewLink: z.enum(REVIEW_LINKS),
  alternateUrl: z.string(),
  rating: z.number(),
  scanId: z.nullable(z.string()),
  /** Set when a no-JavaScript post came back with a problem. */
  error: z.optional(z.string()),
  /** Straight from a low rating: the page opens with "Help us improve". */
  welcome: z.optional(z.boolean()),
  values: z.optional(
    z.object({
      feedback: z.optional(z.string()),
      customerName: z.optional(z.string()),
      customerEmail: z.optional(z.string()),
    }),
  ),
});

const thankYouPageSchema = z.object({
  page: z.literal('thanks'),
  business: z.object({ name: z.string() }),
});

const notFoundPageSchema = z.object({
  page: z.literal('not-found'),
  kind: z.enum(['rate', 'feedback']),
});

/** A short link opened after it expired: the business's own rating page instead. */
const expiredPageSchema = z.object({
  page: z.literal('expired'),
  rateUrl: z.string(),
});

const withI18n = <S extends z.ZodMiniObject>(schema: S) => z.extend(schema, { i18n: i18nSchema });

/**
 * Every page with its language. Parsing keeps only these fields: whatever else a caller passes
 * (a whole business row, its invite code) never reaches the page.
 */
export const customerPageDataSchema = z.discriminatedUnion('page', [
  withI18n(ratePageSchema),
  withI18n(feedbackPageSchema),
  withI18n(thankYouPageSchema),
  withI18n(notFoundPageSchema),
  withI18n(expiredPageSchema),
]);

export type RatePageData = z.infer<typeof ratePageSchema>;
export type FeedbackPageData = z.infer<typeof feedbackPageSchema>;
export type CustomerPage =
  | RatePageData
  | FeedbackPageData
  | z.infer<typeof thankYouPageSchema>
  | z.infer<typeof notFoundPageSchema>
  | z.infer<typeof expiredPageSchema>;

/** The same schema as JSON Schema: the customer pages' script checks its data with it. */
export const pageDataJsonSchema = () => z.toJSONSchema(customerPageDataSchema);
