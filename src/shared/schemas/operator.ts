import { z } from 'zod';
import { BUSINESS_SORTS, OPERATOR_ACTIONS } from '#shared/lib/operator.ts';
import { businessIdSchema } from '#shared/schemas/businesses.ts';

export type { OperatorAction } from '#shared/lib/operator.ts';

/** Every action carries a reason: the owner reads it, and so does the next operator. */
const reasonSchema = z
  .string({ error: 'Give a reason: the owner reads it, and so does the next operator.' })
  .trim()
  .min(3, 'Give a reason of at least 3 characters.')
  .max(500, 'Keep the reason under 500 characters.');

export const reasonBodySchema = z.object({ reason: reasonSchema }).strict();
export const sendingBodySchema = z
  .object({
    reason: reasonSchema,
    /** Every location of this business's owner, not only this one. */
    everyLocation: z.boolean().optional(),
  })
  .strict();
export const suspendBodySchema = z
  .object({
    reason: reasonSchema,
    /** For abuse: the customers' rating page is taken down too, instead of leading to Google. */
    takeDownPage: z.boolean().optional(),
  })
  .strict();
export const trialBodySchema = z
  .object({
    days: z
      .number({ error: 'days must be a whole number from 1 to 90.' })
      .int('days must be a whole number from 1 to 90.')
      .min(1, 'days must be a whole number from 1 to 90.')
      .max(90, 'days must be a whole number from 1 to 90.'),
    reason: reasonSchema,
  })
  .strict();
export const invitationLimitBodySchema = z
  .object({
    /** Invitations a day for this location; null goes back to the defaults. */
    perDay: z
      .number({ error: 'perDay must be a whole number from 0 to 100000, or null.' })
      .int('perDay must be a whole number from 0 to 100000, or null.')
      .min(0, 'perDay must be a whole number from 0 to 100000, or null.')
      .max(100_000, 'perDay must be a whole number from 0 to 100000, or null.')
      .nullable(),
    reason: reasonSchema,
  })
  .strict();
/** Deleting on the owner's written request: the operator types the business's name, as the owner would. */
export const deleteBodySchema = z
  .object({
    reason: reasonSchema,
    confirmName: z.string().trim().min(1, "Type the business's name.").max(200),
  })
  .strict();

export const liftBounceBodySchema = z
  .object({
    email: z.string().trim().min(3, 'Give the address.').max(320, 'That address is too long.'),
    reason: reasonSchema,
  })
  .strict();

export const operatorBusinessParamsSchema = z.object({ id: businessIdSchema });

export const businessSearchQuerySchema = z.object({
  /** A name, an owner's or member's e-mail, a place id or a business id; empty lists everyone. */
  q: z.string().trim().max(200, 'Keep the search under 200 characters.').optional(),
  sort: z.enum(BUSINESS_SORTS, { error: `sort is one of ${BUSINESS_SORTS.join(', ')}.` }).default('newest'),
  cursor: z.string().max(200, 'That cursor is not one of ours.').optional(),
  limit: z.coerce
    .number({ error: 'limit must be a whole number from 1 to 100.' })
    .int('limit must be a whole number from 1 to 100.')
    .min(1, 'limit must be a whole number from 1 to 100.')
    .max(100, 'limit must be a whole number from 1 to 100.')
    .default(50),
});

const planStatusSchema = z.enum(['trial', 'subscribed', 'lapsed']);
const mailFiguresSchema = z.object({
  sent24h: z.number().int(),
  sent30d: z.number().int(),
  bounced30d: z.number().int(),
  complained30d: z.number().int(),
  /** Of the last 30 days' invitations and reminders, as the automatic pause counts them; 0 with none. */
  bounceRate: z.number(),
  complaintRate: z.number(),
});

const operatorBusinessSchema = z.object({
  id: z.string(),
  name: z.string(),
  placeId: z.string(),
  ownerEmail: z.string(),
  /** The owner's locations, this one included. */
  locations: z.number().int(),
  members: z.number().int(),
  status: planStatusSchema,
  trialEndsAt: z.string(),
  createdAt: z.string(),
  lastActivityAt: z.string().nullable(),
  mail: mailFiguresSchema,
  draftsToday: z.number().int(),
  google: z.enum(['connected', 'failing', 'none']),
  /** The operator's or the automatic rules' pause of its sending, and why. */
  paused: z.object({ reason: z.string(), since: z.string() }).nullable(),
  suspended: z.object({ reason: z.string(), since: z.string(), pageTakenDown: z.boolean() }).nullable(),
});
export type OperatorBusiness = z.infer<typeof operatorBusinessSchema>;

export const businessPageSchema = z.object({
  businesses: z.array(operatorBusinessSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});

const operatorLogEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actorEmail: z.string(),
  via: z.enum(['console', 'command']),
  action: z.enum(OPERATOR_ACTIONS),
  reason: z.string(),
  businessId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type OperatorLogEntry = z.infer<typeof operatorLogEntrySchema>;

export const operatorLogQuerySchema = z.object({
  businessId: businessIdSchema.optional(),
  action: z.enum(OPERATOR_ACTIONS, { error: 'That is not an operator action.' }).optional(),
});
export const operatorLogSchema = z.object({ entries: z.array(operatorLogEntrySchema) });

export const operatorBusinessDetailSchema = operatorBusinessSchema.extend({
  address: z.string(),
  ownerName: z.string(),
  /** The owner's other locations, each with its name and whether its sending is paused. */
  siblings: z.array(z.object({ id: z.string(), name: z.string(), paused: z.boolean() })),
  team: z.array(z.object({ name: z.string(), email: z.string(), role: z.enum(['owner', 'member']) })),
  invitations: z.record(z.string(), z.number().int()),
  answers: z.number().int(),
  connections: z.array(z.object({ kind: z.string(), state: z.string(), lastError: z.string().nullable() })),
  subscription: z
    .object({
      provider: z.string(),
      status: z.string(),
      currentPeriodEnd: z.string().nullable(),
      cancelAtPeriodEnd: z.boolean(),
    })
    .nullable(),
  invitationLimit: z.object({ perDay: z.number().int().nullable(), warmUpEnded: z.boolean() }),
  log: z.array(operatorLogEntrySchema),
});
export type OperatorBusinessDetail = z.infer<typeof operatorBusinessDetailSchema>;

export const operatorActionResultSchema = z.object({ entry: operatorLogEntrySchema });

/** What the owner and members read of the operator's acts on their business, newest first. */
const noticeSchema = z.object({
  action: z.enum(OPERATOR_ACTIONS),
  reason: z.string(),
  at: z.string(),
});
export const noticeListSchema = z.object({ notices: z.array(noticeSchema) });
export type Notice = z.infer<typeof noticeSchema>;

export const operatorMeSchema = z.object({
  operator: z.boolean(),
  /** When the sign-in this session began with must be renewed before acting. */
  actsUntil: z.string().nullable(),
});

const dayCountSchema = z.object({ day: z.string(), count: z.number().int() });
const queueSchema = z.object({
  name: z.enum(['mail', 'invitations', 'webhooks', 'google_sync', 'drafts']),
  due: z.number().int(),
  failing: z.number().int(),
  /** When the oldest item still waiting was due; null with nothing waiting. */
  oldestDueAt: z.string().nullable(),
  /** The latest errors, in the words the item recorded. */
  lastErrors: z.array(z.string()),
});
export const operatorOverviewSchema = z.object({
  signUps: z.object({
    perDay: z.array(dayCountSchema),
    perWeek: z.array(z.object({ week: z.string(), count: z.number().int() })),
  }),
  money: z.object({
    trialsStarted30d: z.number().int(),
    converted30d: z.number().int(),
    activeSubscriptions: z.number().int(),
    monthlyRevenueCents: z.number().int(),
    cancellations30d: z.number().int(),
  }),
  mail: z.object({
    perDay: z.array(
      z.object({
        day: z.string(),
        sent: z.number().int(),
        bounced: z.number().int(),
        complained: z.number().int(),
        unsubscribed: z.number().int(),
      }),
    ),
    /** Locations whose sending the automatic rules paused, for the operator to look at. */
    pausedByRules: z.array(
      z.object({ id: z.string(), name: z.string(), reason: z.string(), since: z.string() }),
    ),
  }),
  queues: z.array(queueSchema),
  services: z.array(
    z.object({
      name: z.enum(['database', 'redis', 'smtp', 'model', 'stripe']),
      state: z.enum(['ok', 'unavailable', 'off']),
    }),
  ),
});
export type OperatorOverview = z.infer<typeof operatorOverviewSchema>;

export const suppressionQuerySchema = z.object({
  email: z.string().trim().min(3, 'Give the address to look up.').max(320, 'That address is too long.'),
});
export const suppressionListSchema = z.object({
  suppressions: z.array(
    z.object({
      /** Every business, or one location (its name). */
      scope: z.string(),
      reason: z.enum(['unsubscribed', 'bounced', 'complained']),
      source: z.string().nullable(),
      since: z.string(),
      /** Only a bounce for every business may be lifted. */
      liftable: z.boolean(),
    }),
  ),
});
export type Suppression = z.infer<typeof suppressionListSchema>['suppressions'][number];
