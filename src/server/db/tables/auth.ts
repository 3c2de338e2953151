// Owned by src/server/domains/auth/, the only domain that imports this file (docs/architecture.md).
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { LOCALES } from '#shared/lib/i18n/locales.ts';
import { createdAt, ts } from './columns';

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  // Google's `sub` claim; demo users get `demo|{email}` so they are found by e-mail.
  googleSub: text('google_sub').notNull().unique(),
  email: text('email').notNull(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  profileImageUrl: text('profile_image_url'),
  createdAt: createdAt(),
  // The owner's language for the dashboard and e-mails; null until chosen (Accept-Language then).
  locale: text('locale', { enum: LOCALES }),
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

export type SessionRow = typeof sessions.$inferSelect;

export type UserRow = typeof users.$inferSelect;
