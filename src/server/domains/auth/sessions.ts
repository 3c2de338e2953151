import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { sessions, users } from '#server/db/tables/auth.ts';

const DAY = 24 * 60 * 60 * 1000;
const IDLE_TIMEOUT_MS = 14 * DAY;
const ABSOLUTE_LIFETIME_MS = 60 * DAY;
// Touching last_seen on every request would turn every read into a write; once an hour is
// precise enough for a 14-day idle timeout.
const TOUCH_EVERY_MS = 60 * 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Starts a session with a fresh 256-bit token; only its hash is stored. */
export async function createSession(db: DbOrTx, userId: string, now = new Date()) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ABSOLUTE_LIFETIME_MS);
  await db
    .insert(sessions)
    .values({ tokenHash: hashToken(token), userId, createdAt: now, lastSeenAt: now, expiresAt });
  return { token, expiresAt };
}

/** The signed-in user for a cookie token, or null when unknown, idle too long or past its lifetime. */
export async function findSessionUser(db: DbOrTx, token: string, now = new Date()) {
  const rows = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - IDLE_TIMEOUT_MS)),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  if (now.getTime() - row.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.session.id));
  }
  return row;
}

export async function deleteSession(db: DbOrTx, token: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Housekeeping: drops sessions that can no longer be used. */
export async function purgeExpiredSessions(db: DbOrTx, now = new Date()) {
  await db
    .delete(sessions)
    .where(
      or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - IDLE_TIMEOUT_MS))),
    );
}
