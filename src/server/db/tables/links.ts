// Owned by src/server/domains/links/, the only domain that imports this file (docs/architecture.md).
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { SENT_CHANNELS } from '#shared/lib/channels.ts';
import { businesses } from './businesses';
import { createdAt, ts } from './columns';

/**
 * Short links: `/r/{code}` stands for one member's credited rating link sent by one
 * channel, so an SMS stays one segment. The code's last characters are a signature; the row says
 * where it leads and until when.
 */
export const shortLinks = pgTable(
  'short_links',
  {
    code: text('code').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    staffRef: text('staff_ref').notNull(),
    channel: text('channel', { enum: SENT_CHANNELS }).notNull(),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [
    index('short_links_owner_idx').on(t.businessId, t.staffRef, t.channel, t.expiresAt.desc()),
    index('short_links_expires_idx').on(t.expiresAt),
  ],
);
