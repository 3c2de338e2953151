// Owned by src/server/domains/feedback/, the only domain that imports this file (docs/architecture.md).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { businesses } from './businesses';
import { createdAt, ts } from './columns';
import { scans } from './visits';

export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    scanId: uuid('scan_id').references(() => scans.id, { onDelete: 'set null' }),
    rating: smallint('rating').notNull(),
    feedbackText: text('feedback_text').notNull(),
    customerName: text('customer_name'),
    customerEmail: text('customer_email'),
    // When the customer proved the address is theirs (through the invitation it came from, or the
    // confirmation e-mail): only then may the owner answer there.
    emailConfirmedAt: ts('email_confirmed_at'),
    createdAt: createdAt(),
    // Set when the owner marks the item handled in the inbox.
    resolvedAt: ts('resolved_at'),
  },
  (t) => [
    index('feedback_business_created_idx').on(t.businessId, t.createdAt.desc()),
    unique('feedback_scan_uq').on(t.scanId),
    check('feedback_rating_ck', sql`${t.rating} between 1 and 3`),
  ],
);

// The owner's answer to a feedback by e-mail, and at most one follow-up: never a chat. The text is
// erased with the customer's details when the location's retention ends (the answer may name them).
export const feedbackAnswers = pgTable(
  'feedback_answers',
  {
    feedbackId: uuid('feedback_id')
      .notNull()
      .references(() => feedback.id, { onDelete: 'cascade' }),
    followUp: boolean('follow_up').notNull(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    text: text('text'),
    answeredBy: text('answered_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.feedbackId, t.followUp] }),
    index('feedback_answers_business_idx').on(t.businessId),
  ],
);

// The transactional outbox of feedback alerts: one row per feedback, written in the feedback's own
// transaction. The mail worker gathers pending rows of a business into one e-mail per recipient.
export const feedbackAlertQueue = pgTable(
  'feedback_alert_queue',
  {
    feedbackId: uuid('feedback_id')
      .primaryKey()
      .references(() => feedback.id, { onDelete: 'cascade' }),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    mailedAt: ts('mailed_at'),
  },
  (t) => [
    index('feedback_alert_queue_pending_idx').on(t.businessId, t.createdAt).where(sql`mailed_at is null`),
  ],
);

// Each confirmation e-mail sent to a customer's address, as a keyed hash: at most one per address
// every 7 days across the service, and a location's daily number is capped. Kept when a location is
// deleted, so deleting and registering again starts nothing anew.
export const addressConfirmations = pgTable(
  'address_confirmations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: text('business_id').references(() => businesses.id, { onDelete: 'set null' }),
    emailKey: text('email_key').notNull(),
    sentAt: ts('sent_at').notNull(),
  },
  (t) => [
    index('address_confirmations_key_idx').on(t.emailKey, t.sentAt.desc()),
    index('address_confirmations_business_idx').on(t.businessId, t.sentAt.desc()),
  ],
);
