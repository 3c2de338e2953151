// Owned by src/server/domains/qr/, the only domain that imports this file (docs/architecture.md).
import { pgTable, text } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { ts } from './columns';

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
