import { z } from 'zod';
import { TOKEN_SCOPES, WEBHOOK_EVENTS } from '#shared/lib/developers.ts';
import { businessIdSchema } from './businesses';

/** One location, several, or "all": every location the owner has now and later. */
const locationsSchema = z.union(
  [z.literal('all'), z.array(businessIdSchema).min(1, 'Choose at least one location.').max(200)],
  { error: 'businessIds must be "all" or a list of your locations.' },
);

export const tokenRequestSchema = z.object({
  name: z.string().trim().min(1, 'Give the token a name.').max(80, 'Keep the name under 80 characters.'),
  businessIds: locationsSchema,
  scopes: z
    .array(z.enum(TOKEN_SCOPES, { error: 'scopes may be "read" and "write".' }))
    .min(1, 'scopes must be ["read"] or ["read", "write"].')
    .max(2)
    .refine((s) => s.includes('read'), 'scopes must include "read".'),
});

export const createdTokenSchema = z.object({
  id: z.string(),
  /** The token itself: shown here once, never again. */
  token: z.string(),
  prefix: z.string(),
});

const tokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  scopes: z.array(z.enum(TOKEN_SCOPES)),
  businessIds: z.union([z.literal('all'), z.array(z.string())]),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof tokenSchema>;
export const tokenListSchema = z.object({ tokens: z.array(tokenSchema) });

export const tokenParamsSchema = z.object({ tokenId: z.uuid('That token id is not valid.') });
export const webhookParamsSchema = z.object({ webhookId: z.uuid('That webhook id is not valid.') });
export const deliveryParamsSchema = webhookParamsSchema.extend({
  deliveryId: z.uuid('That delivery id is not valid.'),
});

export const webhookRequestSchema = z.object({
  url: z.string().trim().max(2000, 'Keep the address under 2,000 characters.'),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: `Events must be among ${WEBHOOK_EVENTS.join(', ')}.` }))
    .min(1, 'Choose at least one event.'),
  businessIds: locationsSchema,
});

export const createdWebhookSchema = z.object({
  id: z.string(),
  /** The signing secret (`whsec_…`): shown here and after a roll, never again. */
  secret: z.string(),
});

export const rolledSecretSchema = createdWebhookSchema.extend({
  /** Until when the previous secret still verifies (24 hours). */
  previousValidUntil: z.string(),
});

const attemptSchema = z.object({
  at: z.string(),
  statusCode: z.number().nullable(),
  error: z.string().nullable(),
  durationMs: z.number(),
});

const deliverySchema = z.object({
  id: z.string(),
  eventId: z.string(),
  type: z.string(),
  businessId: z.string().nullable(),
  status: z.enum(['pending', 'sending', 'succeeded', 'failed']),
  createdAt: z.string(),
  nextAttemptAt: z.string().nullable(),
  attempts: z.array(attemptSchema),
});
export type WebhookDelivery = z.infer<typeof deliverySchema>;
export const deliveryListSchema = z.object({ deliveries: z.array(deliverySchema) });

const webhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  businessIds: z.union([z.literal('all'), z.array(z.string())]),
  createdAt: z.string(),
  disabledAt: z.string().nullable(),
  /** The last finished try, for the list: did the receiver answer 2xx? */
  lastDelivery: z.object({ at: z.string(), ok: z.boolean(), statusCode: z.number().nullable() }).nullable(),
});
export type Webhook = z.infer<typeof webhookSchema>;
export const webhookListSchema = z.object({ webhooks: z.array(webhookSchema) });

export const acceptedSchema = z.object({ deliveryId: z.string() });

/** A Google review as review.created and review.updated carry it. */
const reviewEventData = z.object({
  reviewId: z.string(),
  stars: z.number().int().min(1).max(5),
  reviewer: z.string().nullable(),
  comment: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string(),
  reply: z.string().nullable(),
});

/** What each event's `data` holds, published in the document's `webhooks`. */
/** An invitation's events name it and your own id for it; never the customer's address. */
const invitationEventData = z.object({ invitationId: z.string(), externalId: z.string().nullable() });

export const webhookEventData = {
  'feedback.created': z.object({
    feedbackId: z.string(),
    rating: z.number().int().min(1).max(5),
    feedback: z.string(),
    customerName: z.string().nullable(),
    customerEmail: z.string().nullable(),
    scanId: z.string().nullable(),
  }),
  'rating.created': z.object({
    scanId: z.string(),
    rating: z.number().int().min(1).max(5),
    outcome: z.enum(['google', 'feedback']),
  }),
  'scan.created': z.object({
    scanId: z.string(),
    channel: z.string(),
    deviceType: z.enum(['mobile', 'desktop']),
  }),
  'review.created': reviewEventData,
  'review.updated': reviewEventData,
  'subscription.updated': z.object({
    status: z.string(),
    cancelAtPeriodEnd: z.boolean(),
    currentPeriodEnd: z.string().nullable(),
    extraSeats: z.number().int(),
  }),
  'invitation.sent': invitationEventData,
  'invitation.opened': invitationEventData,
  'invitation.rated': invitationEventData.extend({ stars: z.number().int().min(1).max(5) }),
  'invitation.unsubscribed': invitationEventData.extend({
    everywhere: z.boolean().describe('From every business on this service, not only this location'),
  }),
} satisfies Record<(typeof WEBHOOK_EVENTS)[number], z.ZodType>;

/** Every delivery's body: the same `id` on every try, so a receiver can drop repeats. */
export const webhookEnvelope = <T extends z.ZodType>(type: string, data: T) =>
  z.object({
    id: z.uuid().describe('The event id: the same on every try and every endpoint'),
    type: z.literal(type),
    createdAt: z.string().describe('When it happened (ISO 8601)'),
    businessId: z.string().nullable(),
    data,
  });
