// What the invitations domain offers: making them (create.ts), sending them (sender.ts), what the
// customer does with them (customer-side.ts), and here the owner's list, the funnel, the export and
// the clean-up.
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { invitationRequests, invitations } from '#server/db/tables/invitations.ts';
import { displayNames, savedLocaleOf } from '#server/domains/auth/service.ts';
import { findBusiness } from '#server/domains/businesses/service.ts';
import { FOLLOW_WINDOW_MS, reviewTimesSince } from '#server/domains/google/service.ts';
import { inertHtml, inertText } from '#server/domains/notifications/service.ts';
import { staffRefOf } from '#server/domains/teams/service.ts';
import { INVITATION_DETAILS_KEPT_DAYS, type InvitationStatus } from '#shared/lib/invitations.ts';
import type { Invitation, InvitationFunnel } from '#shared/schemas/invitations.ts';
import {
  emailKeyOf,
  type InvitationKeys,
  signAddressToken,
  signInvitationToken,
  verifyInvitationToken,
} from './keys';
import { composeInvitation, type InvitationSending } from './sender';

export { checkOrQueue, createInvitations } from './create';
export {
  businessOfUnsubscribeLink,
  claimInvitationRating,
  invitationForRating,
  invitationOfMessage,
  isSuppressed,
  liftBounce,
  markInvitationBounced,
  markInvitationOpened,
  markInvitationRated,
  restoreSuppressions,
  suppressAddress,
  suppressDeadAddress,
  suppressionsOfAddress,
  unsubscribeAddress,
  unsubscribeFromInvitations,
  visitProvesAddress,
} from './customer-side';
export { emailKeyOf, type InvitationKeys, invitationKeys } from './keys';

/**
 * The token a customer's own link carries, filled into their e-mail only as it leaves: the address
 * token of an answer's unsubscribe link, or the confirmation token of a feedback's address.
 */
export function customerTokenOf(
  keys: InvitationKeys,
  mail: { kind: string; toAddress: string; feedbackId: string | null },
  location: { id: string; placeId: string; ownerId: string } | null,
) {
  if (mail.kind === 'address_confirmation' && mail.feedbackId)
    return signInvitationToken(keys, 'confirm', mail.feedbackId);
  if (location) return signAddressToken(keys, location, emailKeyOf(keys, mail.toAddress));
  return null;
}

/** The feedback a confirmation link names, or null when the link is not one of ours. */
export const feedbackOfConfirmLink = (keys: InvitationKeys, token: unknown) =>
  verifyInvitationToken(keys, 'confirm', token);

/** Whether a rating link's `i=` is one of our invitation tokens (no query: the signature says so). */
export const isInvitationToken = (keys: InvitationKeys, token: unknown) =>
  verifyInvitationToken(keys, 'rate', token) !== null;
export { type InvitationSending, sendDueInvitations, startInvitationSender } from './sender';

const DAY_MS = 24 * 60 * 60_000;

/** The member an invitation credits: their staff reference on this team, or null. */
export const staffRefOfSender = (db: DbOrTx, businessId: string, userId: string) =>
  staffRefOf(db, businessId, userId);
const FUNNEL_DAYS = 30;

type Row = typeof invitations.$inferSelect;

/** One word for where an invitation is: what the customer did wins over what the mail did. */
function statusOf(r: Row): InvitationStatus {
  if (r.ratedAt) return 'rated';
  if (r.bouncedAt) return 'bounced';
  if (r.unsubscribedAt) return 'unsubscribed';
  if (r.openedAt) return 'opened';
  if (r.failedAt) return 'failed';
  if (r.remindedAt) return 'reminded';
  if (r.sentAt) return 'sent';
  return 'scheduled';
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** What the owner may read of an invitation: the list and the export share it. */
const readable = (r: Row) => ({
  email: r.email,
  name: r.name,
  language: r.language,
  externalId: r.externalId,
  source: r.source,
  status: statusOf(r),
  stars: r.stars,
});

export async function listInvitations(
  db: DbOrTx,
  businessId: string,
  page: { limit: number; before?: string },
): Promise<Invitation[]> {
  const rows = await db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.businessId, businessId),
        page.before ? lt(invitations.createdAt, new Date(page.before)) : undefined,
      ),
    )
    .orderBy(desc(invitations.createdAt), desc(invitations.id))
    .limit(page.limit);
  const names = await displayNames(db, [...new Set(rows.flatMap((r) => (r.sentBy ? [r.sentBy] : [])))]);
  return rows.map((r) => ({
    id: r.id,
    ...readable(r),
    sentBy: r.sentBy ? (names.get(r.sentBy) ?? null) : null,
    sendAt: r.sendAt.toISOString(),
    sentAt: iso(r.sentAt),
    remindedAt: iso(r.remindedAt),
    openedAt: iso(r.openedAt),
    ratedAt: iso(r.ratedAt),
    createdAt: r.createdAt.toISOString(),
  }));
}

/**
 * The last 30 days of invitations, counted from when each was sent: sent → opened → rated → sent to
 * Google, and the Google reviews written within two hours of one of those (with a connected profile).
 */
export async function invitationFunnel(
  db: DbOrTx,
  businessId: string,
  now = new Date(),
): Promise<InvitationFunnel> {
  const from = new Date(now.getTime() - FUNNEL_DAYS * DAY_MS);
  const rows = await db
    .select({
      sentBy: invitations.sentBy,
      sent: sql<number>`count(*)::int`,
      opened: sql<number>`count(${invitations.openedAt})::int`,
      rated: sql<number>`count(${invitations.ratedAt})::int`,
      google: sql<number>`count(*) filter (where ${invitations.outcome} = 'google')::int`,
    })
    .from(invitations)
    .where(
      and(
        eq(invitations.businessId, businessId),
        isNotNull(invitations.sentAt),
        sql`${invitations.sentAt} >= ${from.toISOString()}::timestamptz`,
      ),
    )
    .groupBy(invitations.sentBy);
  const total = { sent: 0, opened: 0, rated: 0, google: 0 };
  for (const r of rows) {
    total.sent += r.sent;
    total.opened += r.opened;
    total.rated += r.rated;
    total.google += r.google;
  }
  const names = await displayNames(
    db,
    rows.flatMap((r) => (r.sentBy ? [r.sentBy] : [])),
  );
  const members = rows
    .filter((r) => r.sentBy)
    .map(({ sentBy, ...figures }) => ({ name: names.get(sentBy as string) ?? 'Team member', ...figures }))
    .sort((a, b) => b.sent - a.sent);
  return {
    days: FUNNEL_DAYS,
    funnel: total,
    newGoogleReviews: await reviewsThatFollowed(db, businessId, from),
    members,
  };
}

async function reviewsThatFollowed(db: DbOrTx, businessId: string, from: Date) {
  const reviews = await reviewTimesSince(db, businessId, from);
  if (reviews === null) return null;
  const toGoogle = await db
    .select({ at: invitations.ratedAt })
    .from(invitations)
    .where(
      and(
        eq(invitations.businessId, businessId),
        eq(invitations.outcome, 'google'),
        sql`${invitations.ratedAt} >= ${from.toISOString()}::timestamptz`,
      ),
    );
  const times = toGoogle.map((r) => (r.at as Date).getTime());
  return reviews.filter((r) => times.some((t) => t <= r.getTime() && t >= r.getTime() - FOLLOW_WINDOW_MS))
    .length;
}

/** The e-mails the demo outbox shows: the invitations this location "sent", newest first. */
export async function keptInvitationMails(db: DbOrTx, s: InvitationSending, businessId: string, limit = 20) {
  const business = await findBusiness(db, businessId);
  if (!business) return [];
  const rows = await db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.businessId, businessId),
        isNotNull(invitations.sentAt),
        isNotNull(invitations.email),
      ),
    )
    .orderBy(desc(invitations.sentAt))
    .limit(limit);
  // The star links stay live: a demo outbox sends nothing, so no customer holds them, and the owner
  // tries the customer's path with them. The unsubscribe link is inert: it could silence a customer.
  const ownerLocale = await savedLocaleOf(db, business.ownerId);
  return Promise.all(
    rows.map(async (r) => {
      const mail = await composeInvitation(s, { ...r, sentAt: null }, business, ownerLocale);
      return {
        id: r.id,
        to: r.email as string,
        sentAt: r.sentAt as Date,
        subject: mail.subject,
        html: inertHtml(mail.html),
        text: inertText(mail.text),
      };
    }),
  );
}

/** Every invitation of the business for the export, oldest first. */
export async function* invitationRowsForExport(db: DbOrTx, businessId: string) {
  const rows = await db
    .select()
    .from(invitations)
    .where(eq(invitations.businessId, businessId))
    .orderBy(asc(invitations.createdAt));
  for (const r of rows)
    yield {
      createdAt: r.createdAt,
      ...readable(r),
      sendAt: r.sendAt,
      sentAt: r.sentAt,
      remindedAt: r.remindedAt,
      openedAt: r.openedAt,
      ratedAt: r.ratedAt,
    };
}

/**
 * Erases addresses and names 90 days after the last e-mail (the location's feedback retention is never
 * shorter), and of invitations that never went 90 days after they were made. Answers how many.
 */
export async function eraseInvitationDetails(db: DbOrTx, now: Date) {
  const cutoff = new Date(now.getTime() - INVITATION_DETAILS_KEPT_DAYS * DAY_MS);
  const rows = await db
    .update(invitations)
    .set({ email: null, name: null })
    .where(
      and(
        isNotNull(invitations.email),
        eq(invitations.delivery, 'done'),
        or(
          lt(
            sql`coalesce(${invitations.remindedAt}, ${invitations.sentAt}, ${invitations.createdAt})`,
            cutoff,
          ),
        ),
        sql`(${invitations.reminderDueAt} is null)`,
      ),
    )
    .returning({ id: invitations.id });
  return rows.length;
}

/** Idempotency keys are answered for 30 days; a retry later than that is a new call. */
export async function forgetInvitationRequestsBefore(db: DbOrTx, cutoff: Date) {
  await db.delete(invitationRequests).where(lt(invitationRequests.createdAt, cutoff));
}

export {
  liftPause,
  pauseByOperator,
  pauseInvitations,
  pauseOf,
  reminderDaysOf,
  setSendingLimit,
} from './settings';

/**
 * How many invitations and reminders these locations sent since `since`: what their bounce and
 * complaint rates are counted against.
 */
export async function invitationsSentSince(db: DbOrTx, businessIds: string[], since: Date) {
  if (businessIds.length === 0) return 0;
  const sentOn = (column: typeof invitations.sentAt | typeof invitations.remindedAt) =>
    db
      .select({ n: count() })
      .from(invitations)
      .where(and(inArray(invitations.businessId, businessIds), gte(column, since)))
      .then(([row]) => row?.n ?? 0);
  const [sent, reminded] = await Promise.all([sentOn(invitations.sentAt), sentOn(invitations.remindedAt)]);
  return sent + reminded;
}
