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
import { LOCALES } from '#shared/i18n/locales.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
// 6 bytes of a v4 UUID (all random, pg_strong_random) as base64url, cut to 7 characters: 42 bits.
const STAFF_REF_DEFAULT = sql`substr(translate(encode(substr(uuid_send(gen_random_uuid()), 1, 6), 'base64'), '+/', '-_'), 1, 7)`;
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
    // 'Customer page language': 'auto' (each customer's browser decides) or one fixed language.
    customerLanguage: text('customer_language', { enum: ['auto', ...LOCALES] })
      .notNull()
      .default('auto'),
    businessCode: text('business_code').unique(),
    maxTeamSize: integer('max_team_size').notNull().default(3),
    // Issue 14: members may see every row of the team board (the owner always does).
    teamBoardVisible: boolean('team_board_visible').notNull().default(true),
    trialEndsAt: ts('trial_ends_at').notNull(),
    createdAt: createdAt(),
    // How long a customer's name and e-mail stay on their feedback (issue 18): '90d', '1y' or 'never'.
    feedbackRetention: text('feedback_retention', { enum: ['90d', '1y', 'never'] })
      .notNull()
      .default('1y'),
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
    // The member's reference in their own QR link (?s=…): 7 random base64url characters (42 bits),
    // made by the database so every way of creating a membership, and every existing row, gets one.
    // See docs/decisions/0014-staff-attribution.md.
    staffRef: text('staff_ref').notNull().default(STAFF_REF_DEFAULT),
  },
  (t) => [
    unique('memberships_business_user_uq').on(t.businessId, t.userId),
    unique('memberships_business_staff_ref_uq').on(t.businessId, t.staffRef),
    index('memberships_user_idx').on(t.userId),
    check('memberships_role_ck', sql`${t.role} in ('owner', 'member')`),
  ],
);

export const qrCustomizations = pgTable('qr_customizations', {
  businessId: text('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  // Stored as written; legacy values are normalised when read (docs/product-rules.md §8).
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
    // Whose QR brought the scan: a staff reference that was active when the scan was recorded.
    staffRef: text('staff_ref'),
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
    // Set when the owner marks the item handled in the inbox (issue 18).
    resolvedAt: ts('resolved_at'),
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
  /** The provider's creation time of the stored subscription: an older one never replaces it (issue 26). */
  subscriptionCreatedAt: ts('subscription_created_at'),
  /** The open checkout page, expired when the owner starts another (issue 26: two checkouts, two plans). */
  checkoutSessionId: text('checkout_session_id'),
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
export type SubscriptionRow = typeof subscriptions.$inferSelect;

// One row per scheduled job. Claiming a run moves `next_run_at` forward in one conditional upsert, so
// with any number of instances on one database each run happens once (docs/decisions/0007).
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  nextRunAt: ts('next_run_at').notNull(),
  lastStartedAt: ts('last_started_at'),
  lastFinishedAt: ts('last_finished_at'),
  lastError: text('last_error'),
});

// Issue 17: notifications. Per-user switches; null means "the default for my role" (owners on,
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
    kind: text('kind', { enum: ['feedback_alert', 'weekly_summary'] }).notNull(),
    toAddress: text('to_address').notNull(),
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
    check('mail_outbox_status_ck', sql`${t.status} in ('pending', 'sending', 'sent', 'kept', 'failed')`),
  ],
);

/**
 * Ratings and scans refused because one address went over its budget for one business (issue 26),
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
