// What the auth domain offers the others: the `users` and `sessions` tables are read and written
// here and nowhere else.
import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { sessions, users } from '#server/db/tables/auth.ts';
import type { Locale } from '#shared/lib/i18n/locales.ts';

export { purgeExpiredSessions } from './sessions';

const fullName = (u: { firstName: string | null; lastName: string | null }) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ').trim();

/** Names and e-mail addresses of several users, by id; a user deleted since is simply absent. */
export async function userSummaries(db: DbOrTx, ids: string[]) {
  const found = new Map<
    string,
    { firstName: string | null; lastName: string | null; email: string; locale: Locale | null }
  >();
  if (ids.length === 0) return found;
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      locale: users.locale,
    })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  for (const { id, ...rest } of rows) found.set(id, rest);
  return found;
}

/** "First Last" of several users, by id; a user without a name is absent. */
export async function displayNames(db: DbOrTx, ids: string[]) {
  const names = new Map<string, string>();
  for (const [id, u] of await userSummaries(db, ids)) if (fullName(u)) names.set(id, fullName(u));
  return names;
}

/**
 * Locks the user's row for the caller's transaction: a join, a registration or an unsubscribe by the
 * same person waits for the other. Answers whether the user exists.
 */
export async function lockUser(
  tx: DbOrTx,
  userId: string,
  strength: 'update' | 'no key update' = 'no key update',
) {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for(strength);
  return Boolean(row);
}

export async function emailOf(db: DbOrTx, userId: string) {
  const [u] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return u?.email ?? null;
}

/** The language a user reads the app in, once saved on the account (else null). */
export async function savedLocaleOf(db: DbOrTx, userId: string): Promise<Locale | null> {
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  return row?.locale ?? null;
}

/** The Google account id a user signed in with, or null when the user is gone. */
export async function googleSubOf(db: DbOrTx, userId: string) {
  const [row] = await db.select({ sub: users.googleSub }).from(users).where(eq(users.id, userId));
  return row?.sub ?? null;
}

/** Which of these users exist. */
export async function existingUsers(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
  return rows.map((r) => r.id);
}

/**
 * Deletes the user and every session they have anywhere, in one transaction; their memberships go
 * with them (ON DELETE CASCADE). Restricted by businesses.owner_id: a business registered meanwhile
 * makes this throw the database's foreign-key error, never leaves an orphan.
 */
export async function deleteUserRow(db: DbOrTx, userId: string) {
  await db.transaction(async (tx) => {
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(users).where(eq(users.id, userId));
  });
}

/** A derived table for another domain's one statement: every user's id and names (no e-mail). */
export const userNamesSql = sql`(select ${users.id} as id, ${users.firstName} as first_name, ${users.lastName} as last_name from ${users})`;

/** The user row, for a request authenticated by something other than a session (an access token). */
export async function userById(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}
