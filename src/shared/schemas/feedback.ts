// Private feedback (the feedback domain): what a customer sends, and the owner's inbox.
import { z } from 'zod';
import { ANSWER_MAX } from '#shared/lib/feedback.ts';
import { FEEDBACK_RETENTIONS } from '#shared/lib/retention.ts';
import { LOW_RATING_MAX, scanIdSchema } from '#shared/schemas/visits.ts';

export const FEEDBACK_MAX = 2000;
/** The dashboard card keeps the 10 newest items. */
export const FEEDBACK_LIST_SIZE = 10;

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

/** The owner's answer by e-mail, or its follow-up. */
export const feedbackAnswerSchema = z.object({
  followUp: z.boolean(),
  /** Null once the location's retention erased the customer's details (the answer may name them). */
  text: z.string().nullable(),
  answeredAt: z.string(),
  /** Who answered; null when that person's account is gone. */
  answeredBy: z.string().nullable(),
});
export type FeedbackAnswer = z.infer<typeof feedbackAnswerSchema>;

export const answerRequestSchema = z.object({
  text: z
    .string({ error: 'Write an answer first' })
    .trim()
    .min(1, 'Write an answer first')
    .max(ANSWER_MAX, `An answer can be at most ${ANSWER_MAX} characters`),
  /** The second and last e-mail after the answer; false for the answer itself. */
  followUp: z.boolean({ error: 'followUp must be true or false' }).default(false),
});

/** Whether team members may answer feedback by e-mail (and draft those answers). */
export const answerSettingsSchema = z.object({
  membersMayAnswer: z.boolean({ error: 'membersMayAnswer must be true or false' }),
});

export const feedbackItemSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  feedbackText: z.string(),
  customerName: z.string().nullable(),
  customerEmail: z.string().nullable(),
  /** Whether the customer proved the address is theirs: only then can it be answered here. */
  emailConfirmed: z.boolean(),
  createdAt: z.string(),
  /** The owner's inbox only: the team member whose QR brought this visit, if any. */
  staffName: z.string().nullable().optional(),
  /** When the owner marked it handled; null while open. */
  resolvedAt: z.string().nullable(),
  /** The answer and its follow-up, oldest first. */
  answers: z.array(feedbackAnswerSchema),
});
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;

/** The feedback inbox: the 10 newest items, newest first. */
export const feedbackListSchema = z.array(feedbackItemSchema);

// The full inbox pages through every item; the dashboard card keeps the 10 newest.
export const INBOX_PAGE_SIZE = 20;

const queryBoolean = z
  .enum(['true', 'false', '1', '0'], { error: 'unresolved must be true or false' })
  .transform((v) => v === 'true' || v === '1');

export const inboxFilterSchema = z.object({
  rating: z.coerce
    .number({ error: 'Rating must be 1, 2 or 3' })
    .int('Rating must be 1, 2 or 3')
    .min(1, 'Rating must be 1, 2 or 3')
    .max(3, 'Rating must be 1, 2 or 3')
    .optional(),
  unresolved: queryBoolean.optional(),
});
export type InboxFilter = z.infer<typeof inboxFilterSchema>;

export const inboxQuerySchema = inboxFilterSchema.extend({
  page: z.coerce
    .number({ error: 'page must be a whole number from 1' })
    .int('page must be a whole number from 1')
    .min(1, 'page must be a whole number from 1')
    .max(100_000, 'page is too large')
    .default(1),
});

export const inboxPageSchema = z.object({
  items: z.array(feedbackItemSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  pageCount: z.number().int(),
  /** Whether the caller may answer by e-mail here: the owner, or a member when the owner allows it. */
  canAnswer: z.boolean(),
  /** The owner's switch for members. */
  membersMayAnswer: z.boolean(),
});
export type InboxPage = z.infer<typeof inboxPageSchema>;

export const feedbackItemParamsSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, 'That business link is not valid.'),
  feedbackId: z.uuid('That feedback item was not found.'),
});
export const resolveFeedbackSchema = z.object({
  resolved: z.boolean({ error: 'resolved must be true or false' }),
});
export const resolvedItemSchema = z.object({ id: z.string(), resolvedAt: z.string().nullable() });

/** How long a customer's name and e-mail stay on feedback; the text and rating stay, anonymous. */
const feedbackRetentionSchema = z.enum(FEEDBACK_RETENTIONS, {
  error: 'Choose 90 days, 1 year or never',
});

export const retentionBodySchema = z.object({ feedbackRetention: feedbackRetentionSchema });
