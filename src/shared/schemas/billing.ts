import { z } from 'zod';
import { PLAN } from '#shared/lib/plan.ts';
import { businessIdSchema } from '#shared/schemas/businesses.ts';

const subscriptionStatusSchema = z.enum(['trialing', 'active', 'past_due', 'canceled', 'expired']);
export type SubscriptionStatusValue = z.infer<typeof subscriptionStatusSchema>;

export const businessIdQuerySchema = z.object({ businessId: businessIdSchema });
export const businessIdBodySchema = z.object({ businessId: businessIdSchema });

const extraSeatsSchema = z
  .number({ error: 'Extra seats must be a whole number.' })
  .int('Extra seats must be a whole number.')
  .min(0, 'Extra seats cannot be negative.')
  .max(PLAN.maxExtraSeats, `At most ${PLAN.maxExtraSeats} extra seats can be bought here.`);

export const createSubscriptionSchema = z.object({
  businessId: businessIdSchema,
  extraSeats: extraSeatsSchema.optional(),
});
export const updateSeatsSchema = z.object({ businessId: businessIdSchema, extraSeats: extraSeatsSchema });

export const subscriptionSchema = z.object({
  status: subscriptionStatusSchema,
  trialEndsAt: z.string(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  extraSeats: z.number().int(),
  maxTeamSize: z.number().int(),
  teamCount: z.number().int(),
  /** The monthly price in cents: the location plus the paid seats. */
  monthlyTotalCents: z.number().int(),
  provider: z.enum(['stripe', 'demo']),
  /** True once a checkout has been paid; false during a trial that has no subscription yet. */
  subscribed: z.boolean(),
  /** The plan has ended: the team cannot grow until the owner subscribes (docs/product-rules.md §6). */
  lapsed: z.boolean(),
  /** Stripe's customer portal is available (card and invoices). Never with demo billing. */
  portalAvailable: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const checkoutResponseSchema = z.object({ checkoutUrl: z.string() });
export const portalResponseSchema = z.object({ url: z.string() });

/** The demo checkout page reads what it sells from the server, by its signed token. */
export const demoCheckoutQuerySchema = z.object({ token: z.string().min(1).max(300) });
export const demoCheckoutSchema = z.object({
  businessId: z.string(),
  businessName: z.string(),
  extraSeats: z.number().int(),
  monthlyTotalCents: z.number().int(),
  firstChargeAt: z.string(),
});
export const demoCheckoutPaySchema = z.object({ token: z.string().min(1).max(300) });

export const PLAN_LAPSED_MESSAGE =
  'Your plan has ended. Subscribe to grow your team; your QR codes and review pages keep working.';
