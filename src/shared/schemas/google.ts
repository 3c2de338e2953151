// Google Business Profile: the connection, the reviews with replies, and review growth.
import { z } from 'zod';
import { REPLY_MAX_BYTES } from '#shared/lib/google.ts';
import { businessIdSchema } from '#shared/schemas/businesses.ts';

export const googleStatusSchema = z.object({
  /** False when the operator has not enabled Business Profile on this server. */
  available: z.boolean(),
  /** 'demo' on the embedded default: the demo profile, labelled as such. */
  mode: z.enum(['google', 'demo', 'off']),
  connected: z.boolean(),
  verified: z.boolean(),
  accountName: z.string().nullable(),
  locationTitle: z.string().nullable(),
  newReviewUri: z.string().nullable(),
  lastSyncAt: z.string().nullable(),
  /** Google refused the stored token: the owner must connect again. */
  broken: z.boolean(),
  averageRating: z.number().nullable(),
  totalReviewCount: z.number().int().nullable(),
  unreplied: z.number().int(),
});
export type GoogleStatus = z.infer<typeof googleStatusSchema>;

/** The live Google rating on the overview (Places, never stored), for every owner, connected or not. */
export const liveRatingSchema = z.object({
  /** False when Google could not be asked just now, or the place is no longer this business's. */
  available: z.boolean(),
  rating: z.number().nullable(),
  userRatingCount: z.number().int().nullable(),
  /** Whether the Business Profile is connected; if not, the overview says what connecting adds. */
  connected: z.boolean(),
});
export type LiveRating = z.infer<typeof liveRatingSchema>;

export const connectResponseSchema = z.object({ authorizeUrl: z.string() });

const starList = z
  .string()
  .regex(/^[1-5](,[1-5]){0,4}$/, 'stars must be a list of 1 to 5, e.g. 1,2,3')
  .transform((v) => [...new Set(v.split(',').map(Number))]);

export const reviewsQuerySchema = z.object({
  stars: starList.optional(),
  replied: z
    .enum(['true', 'false'], { error: 'replied must be true or false' })
    .transform((v) => v === 'true')
    .optional(),
  cursor: z
    .string()
    .max(200, 'That page link is not valid.')
    .regex(/^[A-Za-z0-9_-]+$/, 'That page link is not valid.')
    .optional(),
});

const replySchema = z.object({ comment: z.string(), updateTime: z.string() });
export type ReviewReply = z.infer<typeof replySchema>;

export const googleReviewSchema = z.object({
  id: z.string(),
  stars: z.number().int().min(1).max(5),
  reviewer: z.object({ displayName: z.string(), isAnonymous: z.boolean() }),
  comment: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string(),
  reply: replySchema.nullable(),
  /** Created within two hours after a customer went from a QR code to Google: an estimate. */
  followedVisit: z.boolean(),
});
export type GoogleReview = z.infer<typeof googleReviewSchema>;

export const reviewsPageSchema = z.object({
  reviews: z.array(googleReviewSchema),
  nextCursor: z.string().nullable(),
});
export type ReviewsPage = z.infer<typeof reviewsPageSchema>;

export const reviewParamsSchema = z.object({
  id: businessIdSchema,
  reviewId: z
    .string()
    .min(1)
    .max(300)
    .regex(/^[A-Za-z0-9_.:-]+$/, 'That review was not found.'),
});

export const replyBodySchema = z.object({
  comment: z
    .string({ error: 'Write a reply first' })
    .trim()
    .min(1, 'Write a reply first')
    .refine((v) => new TextEncoder().encode(v).length <= REPLY_MAX_BYTES, {
      message: `A reply can be at most ${REPLY_MAX_BYTES} bytes (Google's limit)`,
    }),
});
export { replySchema };

export const growthSchema = z.object({
  days: z.array(
    z.object({
      date: z.string(),
      totalReviewCount: z.number().int().nullable(),
      averageRating: z.number().nullable(),
      newReviews: z.number().int(),
      conversions: z.number().int(),
    }),
  ),
  /** Reviews a week in the 90 days before the first scan; null without enough history. */
  baselinePerWeek: z.number().nullable(),
  /** Reviews a week since the first scan; null before it. */
  sincePerWeek: z.number().nullable(),
  /** Reviews created within two hours after a QR conversion (an estimate). */
  followedVisit: z.number().int(),
  /** The same, per team member whose QR the visit came from. */
  followedVisitByMember: z.array(z.object({ name: z.string(), reviews: z.number().int() })),
  startedAt: z.string().nullable(),
});
export type Growth = z.infer<typeof growthSchema>;

export const claimBodySchema = z.object({
  placeId: z
    .string({ error: 'placeId is required' })
    .min(1, 'placeId is required')
    .max(300, 'That place is not valid.')
    .regex(/^[A-Za-z0-9_.:-]+$/, 'That place is not valid.'),
});

/** Places the caller's profile manages verified that someone else registered without verification. */
export const claimableSchema = z.array(
  z.object({ placeId: z.string(), title: z.string(), registeredName: z.string() }),
);
export type Claimable = z.infer<typeof claimableSchema>;

const templateText = z
  .string()
  .trim()
  .refine((v) => new TextEncoder().encode(v).length <= REPLY_MAX_BYTES, {
    message: `A template can be at most ${REPLY_MAX_BYTES} bytes (Google's limit on a reply)`,
  });

/** Saved replies: one for 1–3 stars, one for 4–5; an empty text means none. */
export const replyTemplatesSchema = z.object({ low: templateText, high: templateText });
export type ReplyTemplates = z.infer<typeof replyTemplatesSchema>;
