// Short links: `/r/{code}` for one member's credited rating link sent by one channel, so a
// text message stays one segment. A code is 10 random characters and a 6-character signature of them:
// a tampered or made-up code is refused before any query, and a guess costs a rate-limited request.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { shortLinks } from '#server/db/tables/links.ts';
import { staffRefOf } from '#server/domains/teams/service.ts';
import { notFound } from '#server/lib/domain-errors.ts';
import type { SentChannel } from '#shared/lib/channels.ts';
import { staffRatingLink } from '#shared/schemas/staff.ts';

export const SHORT_LINK_DAYS = 30;
/** The advisory lock class of "making a short link" (feedback alerts use 17). */
const LINK_LOCK_CLASS = 31;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A link with less than this left is not handed out again: a new one is made. */
const REUSE_MIN_DAYS = 7;
const RANDOM_CHARS = 10;
const SIGNATURE_CHARS = 6;
const SHORT_CODE_PATTERN = /^[A-Za-z0-9_-]{16}$/;

const sign = (key: Buffer, random: string) =>
  createHmac('sha256', key).update(`short-link:${random}`).digest('base64url').slice(0, SIGNATURE_CHARS);

function newCode(key: Buffer) {
  const random = randomBytes(8).toString('base64url').slice(0, RANDOM_CHARS);
  return random + sign(key, random);
}

/** Whether this code was made with this key (constant time), before any database read. */
function isSignedCode(key: Buffer, code: string): boolean {
  if (!SHORT_CODE_PATTERN.test(code)) return false;
  const expected = Buffer.from(sign(key, code.slice(0, RANDOM_CHARS)));
  const given = Buffer.from(code.slice(RANDOM_CHARS));
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const shortLinkUrl = (publicUrl: string, code: string) => `${publicUrl.replace(/\/+$/, '')}/r/${code}`;

/**
 * The caller's short link for this channel: one still valid for a week or more is handed out again
 * (the same person sending by SMS all day makes one row), else a new one valid for 30 days.
 */
export async function shortLinkFor(
  db: DbOrTx,
  input: {
    key: Buffer;
    publicUrl: string;
    businessId: string;
    userId: string;
    channel: SentChannel;
    now?: Date;
  },
) {
  const now = input.now ?? new Date();
  const staffRef = await staffRefOf(db, input.businessId, input.userId);
  if (!staffRef) throw notFound('You are no longer on this team.', 'NOT_A_MEMBER');
  // One maker per (business, person, channel) at a time, so parallel requests share one link
  // rather than each inserting its own.
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${LINK_LOCK_CLASS}, hashtext(${`${input.businessId}|${staffRef}|${input.channel}`}))`,
    );
    return findOrMake(tx, { ...input, staffRef, now });
  });
}

async function findOrMake(
  db: DbOrTx,
  input: {
    key: Buffer;
    publicUrl: string;
    businessId: string;
    staffRef: string;
    channel: SentChannel;
    now: Date;
  },
) {
  const { now, staffRef } = input;
  const [reusable] = await db
    .select({ code: shortLinks.code, expiresAt: shortLinks.expiresAt })
    .from(shortLinks)
    .where(
      and(
        eq(shortLinks.businessId, input.businessId),
        eq(shortLinks.staffRef, staffRef),
        eq(shortLinks.channel, input.channel),
        gt(shortLinks.expiresAt, new Date(now.getTime() + REUSE_MIN_DAYS * DAY_MS)),
      ),
    )
    .orderBy(desc(shortLinks.expiresAt))
    .limit(1);
  const link =
    reusable ??
    (
      await db
        .insert(shortLinks)
        .values({
          code: newCode(input.key),
          businessId: input.businessId,
          staffRef,
          channel: input.channel,
          createdAt: now,
          expiresAt: new Date(now.getTime() + SHORT_LINK_DAYS * DAY_MS),
        })
        .returning({ code: shortLinks.code, expiresAt: shortLinks.expiresAt })
    )[0]!;
  return { url: shortLinkUrl(input.publicUrl, link.code), expiresAt: link.expiresAt.toISOString() };
}

/**
 * Where a short link leads: the rating page with the member's reference and the channel, or null
 * for a code that is malformed, not signed with this key, unknown or expired. A GET: reads only.
 */
export async function resolveShortLink(
  db: DbOrTx,
  key: Buffer,
  code: string,
  now = new Date(),
): Promise<{ target: string } | { expiredFor: string } | null> {
  if (!isSignedCode(key, code)) return null;
  const [row] = await db
    .select({
      businessId: shortLinks.businessId,
      staffRef: shortLinks.staffRef,
      channel: shortLinks.channel,
      expiresAt: shortLinks.expiresAt,
    })
    .from(shortLinks)
    .where(eq(shortLinks.code, code))
    .limit(1);
  if (!row) return null;
  if (row.expiresAt <= now) return { expiredFor: row.businessId };
  // The member's own link with the channel, relative to this origin.
  return { target: staffRatingLink('', row.businessId, row.staffRef, row.channel) };
}

/**
 * A link is kept this long past its date, so a customer who opens it late is still shown the way to
 * the business's rating page. It names no customer.
 */
const KEPT_AFTER_EXPIRY_MS = 90 * 24 * 60 * 60_000;

/** Links 90 days past their date, removed by the hourly housekeeping job. */
export async function deleteExpiredShortLinks(db: DbOrTx, now = new Date()) {
  const gone = await db
    .delete(shortLinks)
    .where(lt(shortLinks.expiresAt, new Date(now.getTime() - KEPT_AFTER_EXPIRY_MS)))
    .returning({ code: shortLinks.code });
  return gone.length;
}
