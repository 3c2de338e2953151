// Owned by src/server/domains/mail-events/, the only domain that imports this file (docs/architecture.md).
import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { ts } from './columns';

/**
 * What happened to mail we sent, as a relay reported it later (a bounce, a complaint, an
 * unsubscribe) or as our own SMTP session heard it: kept once per provider and event id, so a
 * repeated delivery of the same event changes nothing. The address is a keyed hash, never in clear.
 * A location's sending health is counted from these rows.
 */
export const mailEvents = pgTable(
  'mail_events',
  {
    provider: text('provider', { enum: ['postmark', 'sendgrid', 'ses', 'mailgun', 'smtp'] }).notNull(),
    eventId: text('event_id').notNull(),
    // bounce: the mailbox does not exist; soft_bounce: full or away for now; rejected: refused for
    // this message or this sender (content, policy, reputation); other: understood and ignored.
    kind: text('kind', {
      enum: ['bounce', 'soft_bounce', 'rejected', 'complaint', 'unsubscribe', 'other'],
    }).notNull(),
    businessId: text('business_id').references(() => businesses.id, { onDelete: 'set null' }),
    // The mail it was about: invitation, reminder, feedback_answer, address_confirmation, or an owner's own.
    messageKind: text('message_kind'),
    emailKey: text('email_key'),
    status: text('status'),
    receivedAt: ts('received_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.eventId] }),
    index('mail_events_business_idx').on(t.businessId, t.receivedAt.desc()),
    index('mail_events_address_idx').on(t.emailKey, t.receivedAt.desc()),
  ],
);
