import { z } from 'zod';
import { REVIEW_LINKS } from '#shared/lib/review-link.ts';
import { channelInputSchema, staffRefInputSchema } from '#shared/schemas/staff.ts';

export const LOW_RATING_MAX = 3;

export const scanIdSchema = z.uuid('That visit link is not valid.');

export const scanResponseSchema = z.object({ scanId: z.string() });

export const rateRequestSchema = z.object({
  rating: z
    .number({ error: 'Rating must be a whole number from 1 to 5' })
    .int('Rating must be a whole number from 1 to 5')
    .min(1, 'Rating must be a whole number from 1 to 5')
    .max(5, 'Rating must be a whole number from 1 to 5'),
  scanId: scanIdSchema.optional(),
  /** Whose QR the page came from; only used when the rating creates the scan (no scan id). */
  staff: staffRefInputSchema,
  /** How the visit came; only used when the rating creates the scan. */
  channel: channelInputSchema.optional(),
  /** The signed invitation the customer came through (`i=` in the e-mail's star link). */
  invitation: z.string().max(80).optional(),
});

const outcomeSchema = z.enum(['google', 'feedback']);
export type Outcome = z.infer<typeof outcomeSchema>;

export const rateResponseSchema = z.object({
  outcome: outcomeSchema,
  redirectUrl: z.string(),
  /** For a Google outcome: which link `redirectUrl` is, chosen for this browser. */
  reviewLink: z.enum(REVIEW_LINKS).optional(),
  /** For a Google outcome: the other link, offered as a fallback. */
  alternateUrl: z.string().optional(),
});
export type RateResponse = z.infer<typeof rateResponseSchema>;
