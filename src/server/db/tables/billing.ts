// Owned by src/server/domains/billing/, the only domain that imports this file (docs/architecture.md).
import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { createdAt, ts } from './columns';

export const subscriptions = pgTable('subscriptions', {
  businessId: text('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  status: text('status', { enum: ['trialing', 'active', 'past_due', 'canceled', 'expired'] }).notNull(),
  provider: text('provider', { enum: ['stripe', 'demo'] }).notNull(),
  customerId: text('customer_id'),
  subscriptionId: text('subscription_id').unique(),
  extraSeats: integer('extra_seats').notNull().default(0),
  currentPeriodEnd: ts('current_period_end'),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  // What the provider itself calls the state (Stripe's `unpaid`, say): it tells a payment that is
  // still being retried from one that has given up (docs/decisions/0011-billing.md).
  providerStatus: text('provider_status'),
  /** The provider's creation time of the stored subscription: an older one never replaces it. */
  subscriptionCreatedAt: ts('subscription_created_at'),
  /** The open checkout page, expired when the owner starts another : two open checkouts could make two plans. */
  checkoutSessionId: text('checkout_session_id'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: createdAt(),
});

export type SubscriptionRow = typeof subscriptions.$inferSelect;
