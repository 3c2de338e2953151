// Owned by src/server/domains/teams/, the only domain that imports this file (docs/architecture.md).
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { businesses } from './businesses';
import { createdAt, STAFF_REF_DEFAULT } from './columns';

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
