// Owned by src/server/domains/visits/, the only domain that imports this file (docs/architecture.md).
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { CHANNELS } from '#shared/lib/channels.ts';
import { REVIEW_LINKS } from '#shared/lib/review-link.ts';
import { businesses } from './businesses';
import { createdAt, ts } from './columns';

export const scans = pgTable(
  'scans',
  {
    // Random ids: a scan id travels in the feedback URL and must not be guessable.
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    deviceType: text('device_type', { enum: ['mobile', 'desktop'] }).notNull(),
    rating: smallint('rating'),
    outcome: text('outcome', { enum: ['google', 'feedback'] }),
    ratedAt: ts('rated_at'),
    // Whose QR brought the scan: a staff reference that was active when the scan was recorded.
    staffRef: text('staff_ref'),
    // How the visit came: the QR code, or a link the owner's phone sent.
    channel: text('channel', { enum: CHANNELS }).notNull().default('qr'),
    // Which Google link a conversion used: the review form, or the Maps place (Firefox for Android).
    reviewLink: text('review_link', { enum: REVIEW_LINKS }),
  },
  (t) => [
    index('scans_business_created_idx').on(t.businessId, t.createdAt.desc()),
    check('scans_rating_ck', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
  ],
);

/**
 * Ratings and scans refused because one address went over its budget for one business,
 * per UTC day: the owner's analytics show them as unusual activity instead of counting them.
 */
export const unusualActivity = pgTable(
  'unusual_activity',
  {
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    refusedRatings: integer('refused_ratings').notNull().default(0),
    refusedScans: integer('refused_scans').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.day] })],
);
