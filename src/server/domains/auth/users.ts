import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { newUserId } from '#server/db/ids.ts';
import { users } from '#server/db/tables/auth.ts';
import { preferredLocale } from '#server/lib/locale.ts';
import { DEFAULT_LOCALE, type Locale } from '#shared/lib/i18n/locales.ts';

type Profile = {
  sub: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  picture: string | null;
};

/** Finds the user by Google's `sub` or creates them, refreshing e-mail, names and picture. */
export async function upsertUser(db: DbOrTx, p: Profile) {
  const [user] = await db
    .insert(users)
    .values({
      id: newUserId(),
      googleSub: p.sub,
      email: p.email,
      firstName: p.firstName,
      lastName: p.lastName,
      profileImageUrl: p.picture,
    })
    .onConflictDoUpdate({
      target: users.googleSub,
      set: {
        email: sql`excluded.email`,
        firstName: sql`excluded.first_name`,
        lastName: sql`excluded.last_name`,
        profileImageUrl: sql`excluded.profile_image_url`,
      },
    })
    .returning();
  if (!user) throw new Error('upsert returned no user');
  return user;
}

/** Demo users are keyed by e-mail: the same address signs in as the same person. */
export function upsertDemoUser(
  db: DbOrTx,
  input: { email: string; firstName: string | null; lastName: string | null },
) {
  const email = input.email.toLowerCase();
  return upsertUser(db, {
    sub: `demo|${email}`,
    email,
    firstName: input.firstName,
    lastName: input.lastName,
    picture: null,
  });
}

/** The user as the browser sees them; `acceptLanguage` stands in for a language not chosen yet. */
export function toPublicUser(u: typeof users.$inferSelect, acceptLanguage?: string | string[]) {
  return {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    profileImageUrl: u.profileImageUrl,
    locale: u.locale ?? preferredLocale(acceptLanguage) ?? DEFAULT_LOCALE,
    localeSaved: u.locale !== null,
  };
}

/** Saves the owner's language on the account. */
export async function setUserLocale(db: DbOrTx, userId: string, locale: Locale) {
  const [user] = await db.update(users).set({ locale }).where(eq(users.id, userId)).returning();
  if (!user) throw new Error('the signed-in user has no row');
  return user;
}
