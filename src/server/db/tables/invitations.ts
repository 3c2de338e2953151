// Owned by src/server/domains/invitations/, the only domain that imports this file (docs/architecture.md).
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
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

/**
 * One customer invited by e-mail to rate one location. The row is its own outbox: the sender claims
 * due rows (FOR UPDATE SKIP LOCKED, with a lease), sends, and records the result. The address and the
 * name are erased with the location's feedback retention, 90 days after the last e-mail at the latest;
 * `email_key` (a keyed hash) stays as long as the row, for the 14-day rule.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    email: text('email'),
    emailKey: text('email_key').notNull(),
    name: text('name'),
    // The customer's language for the e-mail and the page; null: the location's customer language.
    language: text('language'),
    // The caller's own id for it (a booking, an order): a second call with it makes nothing new.
    externalId: text('external_id'),
    source: text('source', { enum: ['phone', 'csv', 'api'] }).notNull(),
    // Who sent it: the member credited with the visit it brings, through their staff reference.
    sentBy: text('sent_by').references(() => users.id, { onDelete: 'set null' }),
    staffRef: text('staff_ref'),
    // What is due: the invitation (pending), sending (claimed), or done (delivered, bounced, failed).
    delivery: text('delivery', { enum: ['pending', 'sending', 'done'] })
      .notNull()
      .default('pending'),
    sendAt: ts('send_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull(),
    lockedUntil: ts('locked_until'),
    lastError: text('last_error'),
    messageId: text('message_id'),
    sentAt: ts('sent_at'),
    // When the one reminder is due; null when none is (the owner chose none, or it went).
    reminderDueAt: ts('reminder_due_at'),
    remindedAt: ts('reminded_at'),
    openedAt: ts('opened_at'),
    ratedAt: ts('rated_at'),
    stars: smallint('stars'),
    // The visit its first rating made: feedback posted from that visit to this address is proved.
    scanId: uuid('scan_id').references(() => scans.id, { onDelete: 'set null' }),
    outcome: text('outcome', { enum: ['google', 'feedback'] }),
    unsubscribedAt: ts('unsubscribed_at'),
    bouncedAt: ts('bounced_at'),
    failedAt: ts('failed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('invitations_business_created_idx').on(t.businessId, t.createdAt.desc()),
    index('invitations_business_key_idx').on(t.businessId, t.emailKey, t.sendAt.desc()),
    index('invitations_due_idx').on(t.nextAttemptAt).where(sql`${t.delivery} = 'pending'`),
    index('invitations_leased_idx').on(t.lockedUntil).where(sql`${t.delivery} = 'sending'`),
    index('invitations_reminder_due_idx').on(t.reminderDueAt).where(sql`${t.reminderDueAt} is not null`),
    unique('invitations_external_id_uq').on(t.businessId, t.externalId),
    index('invitations_scan_idx').on(t.scanId).where(sql`${t.scanId} is not null`),
  ],
);

/**
 * Addresses that get no customer mail, as keyed hashes, never in clear: unsubscribed from one location
 * (`business_id`) or from every business on the service (null); bounced (null: the mailbox does not
 * exist) or complained of spam (null). `source` says who told us: the recipient's own link, our SMTP
 * session, a relay's event (postmark, sendgrid, ses, mailgun), or repeated soft bounces.
 */
export const invitationSuppressions = pgTable(
  'invitation_suppressions',
  {
    emailKey: text('email_key').notNull(),
    businessId: text('business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: ['unsubscribed', 'bounced', 'complained'] }).notNull(),
    source: text('source').notNull().default('recipient'),
    createdAt: createdAt(),
  },
  (t) => [unique('invitation_suppressions_uq').on(t.emailKey, t.businessId).nullsNotDistinct()],
);

/**
 * What one location's owner and its place remember of an address, as keyed hashes: when it was last
 * invited, and that it unsubscribed. `scope_key` is a keyed hash of the place or of the owner, so the
 * 14-day rule and an unsubscribe hold across all the owner's locations and outlive deleting and
 * registering the place again.
 */
export const invitationContacts = pgTable(
  'invitation_contacts',
  {
    emailKey: text('email_key').notNull(),
    scopeKey: text('scope_key').notNull(),
    kind: text('kind', { enum: ['invited', 'unsubscribed'] }).notNull(),
    at: ts('at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.emailKey, t.scopeKey, t.kind] })],
);

/** An API call's answer under its Idempotency-Key, so a retried call answers the same and sends nothing twice. */
export const invitationRequests = pgTable(
  'invitation_requests',
  {
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.key] })],
);

/** A location's invitation settings; no row means the defaults. */
export const invitationSettings = pgTable('invitation_settings', {
  businessId: text('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  // Days after the invitation for the one reminder; null: no reminder.
  reminderDays: smallint('reminder_days'),
  // Its invitations are paused for its sending health until the operator lifts it (product rules §23).
  pausedAt: ts('paused_at'),
  pauseReason: text('pause_reason', { enum: ['bounces', 'complaints', 'owner_complaints', 'operator'] }),
  // The operator's word on the day's cap, over INVITATIONS_PER_DAY and the warm-up; null: the defaults.
  dailyLimit: integer('daily_limit'),
  // The operator ended the warm-up early: the full cap from then on.
  warmUpEndedAt: ts('warm_up_ended_at'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
