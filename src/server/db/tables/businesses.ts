// Owned by src/server/domains/businesses/, the only domain that imports this file (docs/architecture.md).
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { LOCALES } from '#shared/lib/i18n/locales.ts';
import { users } from './auth';
import { createdAt, ts } from './columns';

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
    // Members may see every row of the team board (the owner always does).
    teamBoardVisible: boolean('team_board_visible').notNull().default(true),
    trialEndsAt: ts('trial_ends_at').notNull(),
    createdAt: createdAt(),
    // Whether team members may answer private feedback by e-mail (and draft those answers).
    membersAnswerFeedback: boolean('members_answer_feedback').notNull().default(false),
    // How long a customer's name and e-mail stay on their feedback: '90d', '1y' or 'never'.
    feedbackRetention: text('feedback_retention', { enum: ['90d', '1y', 'never'] })
      .notNull()
      .default('1y'),
    // The place's verified owner claimed it. This business keeps its data; its place id was
    // released (renamed) and its customer links stop 30 days after this.
    placeClaimedAt: ts('place_claimed_at'),
    // Since when a connected Business Profile proves this account manages the place
    // (hasVoiceOfMerchant); null when not connected or not verified. Shown as a badge.
    placeVerifiedAt: ts('place_verified_at'),
    // The IANA zone whose calendar days the rollups use (docs/decisions/0044-owner-language-and-time-zone.md).
    // Only zones both the runtime and the database know are stored; UTC until the owner's browser sets one.
    timeZone: text('time_zone').notNull().default('UTC'),
    // The operator suspended it (operator/): its mail, drafts, tokens, webhooks and connections stop;
    // its owner and members read why. Restoring clears these, and what it had works again.
    suspendedAt: ts('suspended_at'),
    suspendReason: text('suspend_reason'),
    // With a suspension for abuse, the customers' rating page is taken down too.
    pageTakenDown: boolean('page_taken_down').notNull().default(false),
  },
  (t) => [
    index('businesses_owner_idx').on(t.ownerId),
    // The operator's list, newest first, a page at a time.
    index('businesses_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

export type BusinessRow = typeof businesses.$inferSelect;

/**
 * The trials given: one per person (their Google account) and one per place, so deleting a business
 * and registering again continues the first trial rather than starting another. Only a SHA-256 of
 * the Google account id or the place id is kept, with when that trial ends; a year after it ended the
 * row goes.
 */
export const trialsGiven = pgTable('trials_given', {
  subject: text('subject').primaryKey(),
  endsAt: ts('ends_at').notNull(),
  createdAt: createdAt(),
});
