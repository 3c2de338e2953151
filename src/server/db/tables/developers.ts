// Owned by src/server/domains/developers/, the only domain that imports this file (docs/architecture.md).
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { businesses } from './businesses';
import { createdAt, ts } from './columns';

/**
 * Personal access tokens. Only the SHA-256 of the token is kept; `prefix` is what the
 * list shows. A token acts for its owner on the locations in `api_token_businesses`: for "all", every
 * location the owner has now and later (the registration adds the new one).
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    prefix: text('prefix').notNull(),
    canWrite: boolean('can_write').notNull().default(false),
    allLocations: boolean('all_locations').notNull().default(false),
    createdAt: createdAt(),
    lastUsedAt: ts('last_used_at'),
  },
  (t) => [index('api_tokens_user_idx').on(t.userId)],
);

/** The locations a token may act for; deleting a location deletes its rows (and the job its empty tokens). */
export const apiTokenBusinesses = pgTable(
  'api_token_businesses',
  {
    tokenId: uuid('token_id')
      .notNull()
      .references(() => apiTokens.id, { onDelete: 'cascade' }),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.tokenId, t.businessId] }),
    index('api_token_businesses_biz_idx').on(t.businessId),
  ],
);

/**
 * Webhook endpoints: where events go. The secret signs each delivery; after a roll the previous one
 * stays valid for 24 hours so a receiver can switch without losing events. Both are sealed with the
 * token key (like Google's refresh tokens): a copy of the database alone cannot forge a delivery.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    allLocations: boolean('all_locations').notNull().default(false),
    secret: text('secret').notNull(),
    previousSecret: text('previous_secret'),
    previousSecretUntil: ts('previous_secret_until'),
    // Set when deliveries kept failing for 24 hours; the owner gets an e-mail and can enable it again.
    disabledAt: ts('disabled_at'),
    // The endpoint backs off as a whole: after a failed try none of its events is posted before
    // `retryAt`, so a backlog flows again the moment one try gets through. `failingSince` is the
    // first failed try of the current run of failures: 24 hours after it, the endpoint is turned off.
    failures: integer('failures').notNull().default(0),
    failingSince: ts('failing_since'),
    retryAt: ts('retry_at'),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_endpoints_user_idx').on(t.userId)],
);

export const webhookEndpointBusinesses = pgTable(
  'webhook_endpoint_businesses',
  {
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.endpointId, t.businessId] }),
    index('webhook_endpoint_businesses_biz_idx').on(t.businessId),
  ],
);

/**
 * The webhook outbox: one row per event and endpoint, written in the same transaction as the event.
 * The worker claims due rows (FOR UPDATE SKIP LOCKED with a lease), posts them, and records each try
 * in `webhook_attempts`. `event_id` is the event's id on every try and every endpoint.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').notNull(),
    eventType: text('event_type').notNull(),
    businessId: text('business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    data: jsonb('data').notNull(),
    // When the event happened: the body's createdAt, kept by a resend (created_at is this row's).
    eventAt: ts('event_at').notNull().defaultNow(),
    status: text('status', { enum: ['pending', 'sending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    lockedUntil: ts('locked_until'),
    // Which worker's claim this is: only that worker may record the try (a lease can run out mid-post).
    claim: text('claim'),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`status in ('pending', 'sending')`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt.desc()),
  ],
);

/** Each try of a delivery: when, the answer's status (null when none came), and a short excerpt. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    at: ts('at').notNull(),
    statusCode: integer('status_code'),
    error: text('error'),
    excerpt: text('excerpt'),
    durationMs: integer('duration_ms').notNull(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.at)],
);
