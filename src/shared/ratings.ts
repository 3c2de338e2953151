import { z } from 'zod';
import { staffRefInputSchema } from './staff';

const LOW_RATING_MAX = 3;
export const FEEDBACK_MAX = 2000;

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

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} can be at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : undefined));

export const feedbackRequestSchema = z.object({
  feedback: z
    .string({ error: 'Please provide feedback' })
    .trim()
    .min(1, 'Please provide feedback')
    .max(FEEDBACK_MAX, `Feedback can be at most ${FEEDBACK_MAX} characters`),
  rating: z
    .number({ error: 'Rating must be 1, 2 or 3' })
    .int('Rating must be 1, 2 or 3')
    .min(1, 'Rating must be 1, 2 or 3')
    .max(LOW_RATING_MAX, 'Rating must be 1, 2 or 3')
    .default(LOW_RATING_MAX),
  scanId: scanIdSchema.optional(),
  customerName: optionalText(100, 'Name'),
  customerEmail: z
    .string()
    .trim()
    .max(254, 'That e-mail address is too long')
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.email('Please enter a valid e-mail address').optional()),
});

export const feedbackItemSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  feedbackText: z.string(),
  customerName: z.string().nullable(),
  customerEmail: z.string().nullable(),
  createdAt: z.string(),
  /** The owner's inbox only: the team member whose QR brought this visit, if any. */
  staffName: z.string().nullable().optional(),
  /** When the owner marked it handled; null while open. */
  resolvedAt: z.string().nullable(),
});
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;

/** The outcome rule (docs/product-rules.md §1): with the filter on, 1–3 stars go to the private form first. */
export function outcomeFor(rating: number, reviewFilterEnabled: boolean): Outcome {
  return reviewFilterEnabled && rating <= LOW_RATING_MAX ? 'feedback' : 'google';
}
