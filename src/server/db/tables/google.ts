// Owned by src/server/domains/google/, the only domain that imports this file (docs/architecture.md).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { businesses } from './businesses';
import { createdAt, ts } from './columns';

/**
 * A business's connection to its Google Business Profile. The refresh token is sealed
 * (AES-256-GCM, lib/token-crypto.ts); the demo profile stores none.
 */
export const googleConnections = pgTable('google_connections', {
  businessId: text('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  connectedBy: text('connected_by').references(() => users.id, { onDelete: 'set null' }),
  sealedRefreshToken: text('sealed_refresh_token'),
  accountName: text('account_name'),
  /** Google's resource names: accounts/{id} and locations/{id}; null when no location matched. */
  account: text('account'),
  location: text('location'),
  locationTitle: text('location_title'),
  verified: boolean('verified').notNull().default(false),
  newReviewUri: text('new_review_uri'),
  averageRating: real('average_rating'),
  totalReviewCount: integer('total_review_count'),
  /** The newest review updateTime seen: later syncs read only what changed since. */
  syncedThrough: ts('synced_through'),
  lastSyncAt: ts('last_sync_at'),
  /** The owner asked for a sync; the job takes it on its next tick. */
  syncRequestedAt: ts('sync_requested_at'),
  /** One instance syncs a location at a time: it holds this lease while it does. */
  syncLeaseUntil: ts('sync_lease_until'),
  // Set when a read failed and the location rests (its lease held a few minutes); cleared by a read
  // that gets through. An owner's "Sync now" ends the rest.
  syncFailedAt: ts('sync_failed_at'),
  /** Google refused the refresh token (invalid_grant): the owner must connect again. */
  broken: boolean('broken').notNull().default(false),
  brokenMailedAt: ts('broken_mailed_at'),
  connectedAt: createdAt(),
});

/** Every place a connection's Google account manages (its locations with a place id), for claims. */
export const googleManagedPlaces = pgTable(
  'google_managed_places',
  {
    connectionBusinessId: text('connection_business_id')
      .notNull()
      .references(() => googleConnections.businessId, { onDelete: 'cascade' }),
    placeId: text('place_id').notNull(),
    account: text('account').notNull(),
    accountName: text('account_name'),
    location: text('location').notNull(),
    title: text('title').notNull(),
    newReviewUri: text('new_review_uri'),
    verified: boolean('verified').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.connectionBusinessId, t.placeId] }),
    index('google_managed_places_place_idx').on(t.placeId),
  ],
);

/** The profile's reviews as Google last answered them, with the owner's reply. */
export const googleReviews = pgTable(
  'google_reviews',
  {
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    reviewId: text('review_id').notNull(),
    stars: smallint('stars').notNull(),
    reviewerName: text('reviewer_name').notNull(),
    reviewerAnonymous: boolean('reviewer_anonymous').notNull().default(false),
    comment: text('comment'),
    createTime: ts('create_time').notNull(),
    updateTime: ts('update_time').notNull(),
    replyComment: text('reply_comment'),
    replyUpdateTime: ts('reply_update_time'),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.reviewId] }),
    index('google_reviews_business_created_idx').on(t.businessId, t.createTime.desc()),
    check('google_reviews_stars_ck', sql`${t.stars} between 1 and 5`),
  ],
);

/**
 * Refresh tokens whose revocation Google did not confirm (it was down when the owner disconnected or
 * deleted): tried again with back-off until Google answers, then forgotten. Sealed like the
 * connection's, and tied to nothing else, so a deleted business's token still gets revoked.
 */
export const googleRevocations = pgTable('google_revocations', {
  id: uuid('id').primaryKey().defaultRandom(),
  sealedToken: text('sealed_token').notNull(),
  attempts: integer('attempts').notNull().default(0),
  nextTryAt: ts('next_try_at').notNull().defaultNow(),
  createdAt: createdAt(),
});

/** Once a day per connected location: the profile's own total and average (never Places' figures). */
export const googleProfileDays = pgTable(
  'google_profile_days',
  {
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    totalReviewCount: integer('total_review_count').notNull(),
    averageRating: real('average_rating').notNull(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.day] })],
);

/** Who connected, disconnected or claimed what, and when : every transfer is written down. */
export const googleAudit = pgTable(
  'google_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: text('business_id'),
    userId: text('user_id'),
    action: text('action').notNull(),
    detail: text('detail'),
    createdAt: createdAt(),
  },
  (t) => [index('google_audit_business_idx').on(t.businessId, t.createdAt)],
);

/** The owner's saved replies: one for 1–3 stars and one for 4–5, with {first name}. */
export const googleReplyTemplates = pgTable(
  'google_reply_templates',
  {
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    band: text('band', { enum: ['low', 'high'] }).notNull(),
    text: text('text').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.band] })],
);
