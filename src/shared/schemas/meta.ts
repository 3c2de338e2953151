import { z } from 'zod';

/** What the interface needs to label demo parts honestly. Nothing secret. */
export const metaSchema = z.object({
  publicUrl: z.string(),
  demo: z.object({
    signIn: z.boolean(),
    places: z.boolean(),
    billing: z.boolean(),
  }),
  /** The operator named on /terms and /privacy (LEGAL_ENTITY, LEGAL_CONTACT). */
  legal: z.object({ entity: z.string(), contact: z.string() }),
});
export type Meta = z.infer<typeof metaSchema>;

export const healthSchema = z.object({ status: z.literal('ok') });

/** GET /api/ready: whether this instance can serve, and what it checked. */
export const readySchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.enum(['ok', 'unavailable']),
  redis: z.enum(['ok', 'unavailable', 'off']),
});
