import { z } from 'zod';
import { SENT_CHANNELS } from '#shared/lib/channels.ts';

export const shortLinkRequestSchema = z.object({
  channel: z.enum(SENT_CHANNELS, { error: `Channel must be one of ${SENT_CHANNELS.join(', ')}` }),
});

export const shortLinkSchema = z.object({
  /** `{origin}/r/{code}`: 19 characters after the origin. */
  url: z.string(),
  expiresAt: z.string(),
});
export type ShortLink = z.infer<typeof shortLinkSchema>;
