// Owned by src/server/domains/drafts/, the only domain that imports this file (docs/architecture.md).
import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { DRAFT_TONES } from '#shared/lib/drafts.ts';
import { businesses } from './businesses';
import { ts } from './columns';

/** How a location's drafts sound: the tone and the sign-off. No row: warm, no sign-off. */
export const draftSettings = pgTable('draft_settings', {
  businessId: text('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  tone: text('tone', { enum: DRAFT_TONES }).notNull().default('warm'),
  signOff: text('sign_off').notNull().default(''),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Drafts a model wrote for a location on one of its calendar days, against the day's cap. */
export const draftUsage = pgTable(
  'draft_usage',
  {
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    drafts: integer('drafts').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.day] }),
    check('draft_usage_drafts_ck', sql`${t.drafts} >= 0`),
  ],
);
