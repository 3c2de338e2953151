import { z } from 'zod';
import { feedbackItemSchema } from './feedback';
import { googleReviewSchema } from './google';

const INBOX_KINDS = ['review', 'feedback'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

export const inboxListQuerySchema = z.object({
  /** "waiting": only what needs an answer; "all": everything, newest first. */
  show: z.enum(['waiting', 'all'], { error: 'show must be waiting or all' }).default('waiting'),
  /** One kind only: Google reviews or private feedback. */
  kind: z.enum(INBOX_KINDS, { error: 'kind must be review or feedback' }).optional(),
  cursor: z
    .string()
    .max(200, 'That page link is not valid.')
    .regex(/^[A-Za-z0-9_-]+$/, 'That page link is not valid.')
    .optional(),
});
export type InboxListQuery = z.infer<typeof inboxListQuerySchema>;

const inboxEntrySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('review'), at: z.string(), review: googleReviewSchema }),
  z.object({ kind: z.literal('feedback'), at: z.string(), feedback: feedbackItemSchema }),
]);
export type InboxEntry = z.infer<typeof inboxEntrySchema>;

export const inboxListSchema = z.object({
  /** Google reviews and private feedback together, newest first. */
  entries: z.array(inboxEntrySchema),
  nextCursor: z.string().nullable(),
  /**
   * What needs an answer, counted only for whoever may act on it: Google reviews for the owner (null
   * for a member, or while no Business Profile is connected); feedback for the owner, or a member the
   * owner lets answer (null otherwise).
   */
  waiting: z.object({ reviews: z.number().int().nullable(), feedback: z.number().int().nullable() }),
  /** Whether the caller replies on Google (the owner). */
  canReply: z.boolean(),
  /** Whether the caller answers feedback by e-mail: the owner, or a member when the owner allows it. */
  canAnswer: z.boolean(),
  /** Whether a Business Profile is connected: without one, the inbox holds feedback only. */
  googleConnected: z.boolean(),
});
export type InboxList = z.infer<typeof inboxListSchema>;
