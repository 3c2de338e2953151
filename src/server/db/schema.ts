import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  // Google's `sub` claim; demo users get `demo|{email}` so they are found by e-mail.
  googleSub: text('google_sub').notNull().unique(),
  email: text('email').notNull(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  profileImageUrl: text('profile_image_url'),
  createdAt: createdAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // SHA-256 of the cookie token: a leaked table cannot be replayed as cookies.
    tokenHash: text('token_hash').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const businesses = pgTable(
  'businesses',
  {
    // Random, URL-safe, 72 bits in 12 characters: short enough for a sparse QR code, unguessable.
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    address: text('address').notNull(),
    placeId: text('place_id').notNull().unique(),
    googleReviewUrl: text('google_review_url').notNull(),
    reviewFilterEnabled: boolean('review_filter_enabled').notNull().default(false),
    businessCode: text('business_code').unique(),
    maxTeamSize: integer('max_team_size').notNull().default(3),
    trialEndsAt: ts('trial_ends_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('businesses_owner_idx').on(t.ownerId)],
);

export const memberships = pgTable(
  'memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'member'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('memberships_business_user_uq').on(t.businessId, t.userId),
    index('memberships_user_idx').on(t.userId),
    check('memberships_role_ck', sql`${t.role} in ('owner', 'member')`),
  ],
);

export const qrCustomizations = pgTable('qr_customizations', {
  businessId: text('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  // Stored as written; legacy values are normalised when read (decisions.md).
  qrLayoutTemplate: text('qr_layout_template').notNull().default('quickBlack'),
  googleTemplate: text('google_template'),
  businessDisplayName: text('business_display_name'),
  customReviewText: text('custom_review_text'),
  customImage: text('custom_image'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

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
  },
  (t) => [
    index('scans_business_created_idx').on(t.businessId, t.createdAt.desc()),
    check('scans_rating_ck', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
  ],
);

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
  },
  (t) => [
    index('feedback_business_created_idx').on(t.businessId, t.createdAt.desc()),
    unique('feedback_scan_uq').on(t.scanId),
    check('feedback_rating_ck', sql`${t.rating} between 1 and 3`),
  ],
);

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
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: createdAt(),
});

export type SessionRow = typeof sessions.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type BusinessRow = typeof businesses.$inferSelect;
