import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { businesses } from './businesses';

/**
 * One row per business per UTC day, updated in the same transaction as each scan and rating,
 * so analytics read a few hundred rows instead of every scan.
 */
export const dailyStats = pgTable(
  'daily_stats',
  {
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    scans: integer('scans').notNull().default(0),
    conversions: integer('conversions').notNull().default(0),
    feedbackOutcomes: integer('feedback_outcomes').notNull().default(0),
    rating1: integer('rating_1').notNull().default(0),
    rating2: integer('rating_2').notNull().default(0),
    rating3: integer('rating_3').notNull().default(0),
    rating4: integer('rating_4').notNull().default(0),
    rating5: integer('rating_5').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.day] })],
);

/**
 * One row per business, staff reference and UTC day: the team board's rollup, written in the same
 * statement or transaction as `daily_stats`. Keyed by the reference, not the membership, so a
 * removed member's figures stay; `user_id` and `role` name them.
 */
export const staffDailyStats = pgTable(
  'staff_daily_stats',
  {
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    staffRef: text('staff_ref').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    role: text('role', { enum: ['owner', 'member'] }).notNull(),
    scans: integer('scans').notNull().default(0),
    ratings: integer('ratings').notNull().default(0),
    conversions: integer('conversions').notNull().default(0),
    feedbackCount: integer('feedback_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.staffRef, t.day] })],
);
