import { z } from 'zod';
import { staffRefInputSchema } from '#shared/schemas/staff.ts';

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
});

const outcomeSchema = z.enum(['google', 'feedback']);
export type Outcome = z.infer<typeof outcomeSchema>;

export const rateResponseSchema = z.object({ outcome: outcomeSchema, redirectUrl: z.string() });
export type RateResponse = z.infer<typeof rateResponseSchema>;

/** The outcome rule (docs/product-rules.md §1): with the filter on, 1–3 stars go to the private form first. */
export function outcomeFor(rating: number, reviewFilterEnabled: boolean): Outcome {
  return reviewFilterEnabled && rating <= LOW_RATING_MAX ? 'feedback' : 'google';
}
