// Owned by src/server/domains/notifications/, the only domain that imports this file (docs/architecture.md).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { MAIL_KINDS } from '#shared/lib/mail-kinds.ts';
import { users } from './auth';
import { businesses } from './businesses';
import { createdAt, ts } from './columns';
import { feedback } from './feedback';

// Notifications. Per-user switches; null means "the default for my role" (owners on,
// members off), so a member who never chose gets nothing and an owner who never chose gets both.
export const notificationSettings = pgTable('notification_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  feedbackAlerts: boolean('feedback_alerts'),
  weeklySummary: boolean('weekly_summary'),
  // IANA name from the browser at sign-in or from the settings; null reads as UTC.
  timeZone: text('time_zone'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

// One row per e-mail, rendered when composed. The worker claims due rows (FOR UPDATE SKIP LOCKED),
// sends them, and records the result; with no SMTP_URL they are kept here as the demo outbox.
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: text('business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: MAIL_KINDS }).notNull(),
    toAddress: text('to_address').notNull(),
    // An answer to a customer: replies go to the owner, and its unsubscribe link is the customer's.
    // Mail to a customer is stored with CUSTOMER_TOKEN in place of the customer's own token, which is
    // filled in only as it leaves (outbox.ts): no screen, export or backup of ours holds it.
    replyTo: text('reply_to'),
    listUnsubscribe: text('list_unsubscribe'),
    // The feedback an answer quotes: the mail goes with it.
    feedbackId: uuid('feedback_id').references(() => feedback.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    // Makes a composed e-mail idempotent (one weekly summary per user, business and week).
    dedupeKey: text('dedupe_key').unique(),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'kept', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    lockedUntil: ts('locked_until'),
    lastError: text('last_error'),
    messageId: text('message_id'),
    createdAt: createdAt(),
    sentAt: ts('sent_at'),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('mail_outbox_business_kind_idx').on(t.businessId, t.kind, t.createdAt.desc()),
    index('mail_outbox_feedback_idx').on(t.feedbackId).where(sql`feedback_id is not null`),
    check('mail_outbox_status_ck', sql`${t.status} in ('pending', 'sending', 'sent', 'kept', 'failed')`),
  ],
);
