// Drafted replies (the drafts domain): the owner's voice per location, and asking for a draft.
import { z } from 'zod';
import { DRAFT_TONES, SIGN_OFF_MAX } from '#shared/lib/drafts.ts';

export type { DraftTone } from '#shared/lib/drafts.ts';

/** How drafts sound at this location: a tone, and the sign-off that ends each one. */
export const replyVoiceSchema = z.object({
  tone: z.enum(DRAFT_TONES, { error: 'Choose warm, brief or formal' }),
  signOff: z
    .string({ error: 'The sign-off must be text' })
    .trim()
    .max(SIGN_OFF_MAX, `The sign-off can be at most ${SIGN_OFF_MAX} characters`),
});
export type ReplyVoice = z.infer<typeof replyVoiceSchema>;

/** The voice, and where drafts come from on this server, so the button can say so. */
export const draftSettingsSchema = replyVoiceSchema.extend({
  /** `model`: a language model writes them; `templates`: the saved replies, filled in; `off`: none. */
  source: z.enum(['model', 'templates', 'off']),
});
export type DraftSettings = z.infer<typeof draftSettingsSchema>;

export const draftRequestSchema = z.object({
  for: z.enum(['review', 'feedback'], { error: 'for must be review or feedback' }),
  /** The Google review's id, or the feedback's. */
  itemId: z
    .string({ error: 'Name the review or feedback to answer' })
    .min(1, 'Name the review or feedback to answer')
    .max(300, 'That review was not found.')
    .regex(/^[A-Za-z0-9_.:-]+$/, 'That review was not found.'),
});
export type DraftRequest = z.infer<typeof draftRequestSchema>;

/**
 * One line of the draft's answer (`application/x-ndjson`): `start` says where the words come from,
 * `text` carries the next words, `end` how it ended (`length`: cut by the model's limit, incomplete),
 * `error` why it stopped midway.
 */
const draftEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('start'),
    source: z.enum(['model', 'template']),
    language: z.string().nullable(),
  }),
  z.object({ type: z.literal('text'), text: z.string() }),
  z.object({ type: z.literal('end'), finish: z.enum(['stop', 'length', 'refused', 'cut']) }),
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
]);
export type DraftEvent = z.infer<typeof draftEventSchema>;
