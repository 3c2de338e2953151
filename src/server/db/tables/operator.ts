// Owned by src/server/domains/operator/, the only domain that imports this file (docs/architecture.md).
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { OPERATOR_ACTIONS } from '#shared/lib/operator.ts';
import { ts } from './columns';

/**
 * What operators did, append-only: who, what, why, to which business, when, and whether from the
 * console or the command line. No route or statement changes or deletes a row; on PostgreSQL a
 * trigger refuses UPDATE, DELETE and TRUNCATE (migration 0027). The business id is kept as text,
 * without a foreign key, so the record outlives the business it names.
 */
export const operatorLog = pgTable(
  'operator_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: ts('at').notNull().defaultNow(),
    actorEmail: text('actor_email').notNull(),
    via: text('via', { enum: ['console', 'command'] }).notNull(),
    action: text('action', { enum: OPERATOR_ACTIONS }).notNull(),
    reason: text('reason').notNull(),
    businessId: text('business_id'),
    // What the action changed, in figures: { days: 7 }, { perDay: 200 }, { locations: [...] }.
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('operator_log_business_idx').on(t.businessId, t.at.desc()),
    index('operator_log_at_idx').on(t.at.desc()),
  ],
);

export type OperatorLogRow = typeof operatorLog.$inferSelect;
