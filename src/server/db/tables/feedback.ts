// Owned by src/server/feedback/, the only domain that imports this file (docs/architecture.md).
import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, unique, uuid } from 'drizzle-orm/pg-core';
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
