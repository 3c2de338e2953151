import { z } from 'zod';
import { feedbackItemSchema } from './ratings';
import { FEEDBACK_RETENTIONS } from './retention';

/** How long a customer's name and e-mail stay on feedback; the text and rating stay, anonymous. */
const feedbackRetentionSchema = z.enum(FEEDBACK_RETENTIONS, {
  error: 'Choose 90 days, 1 year or never',
});

export const retentionBodySchema = z.object({ feedbackRetention: feedbackRetentionSchema });

/** Deleting a business: the owner types its name, and the server checks it too. */
export const deleteBusinessSchema = z.object({
  confirmName: z.string({ error: "Type the business's name to confirm" }).max(300),
});
/** Deleting an account: the user types their e-mail address. */
export const deleteAccountSchema = z.object({
  confirmEmail: z.string({ error: 'Type your e-mail address to confirm' }).max(300),
});
export const deleteAccountResponseSchema = z.object({ deletedBusinesses: z.number().int() });

/** Names match when they are the same apart from case and surrounding spaces. */
export const confirms = (typed: string, expected: string) =>
  typed.trim().toLocaleLowerCase() === expected.trim().toLocaleLowerCase();

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
