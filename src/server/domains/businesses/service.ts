// What the businesses domain offers the others: the `businesses` table is written here and nowhere
// else. It imports no other domain; registration.ts composes the ones a new business needs.
import { and, asc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { type BusinessRow, businesses } from '#server/db/tables/businesses.ts';
import { invalid, notFound } from '#server/lib/domain-errors.ts';
import type { CustomerLanguage } from '#shared/lib/i18n/locales.ts';
import type { FeedbackRetention } from '#shared/lib/retention.ts';
import { canonicalTimeZone } from '#shared/schemas/time-zone.ts';

export function toBusiness(b: BusinessRow) {
  return {
    id: b.id,
    name: b.name,
    address: b.address,
    placeId: b.placeId,
    googleReviewUrl: b.googleReviewUrl,
    reviewFilterEnabled: b.reviewFilterEnabled,
    customerLanguage: b.customerLanguage,
    maxTeamSize: b.maxTeamSize,
    trialEndsAt: b.trialEndsAt.toISOString(),
    createdAt: b.createdAt.toISOString(),
    feedbackRetention: b.feedbackRetention,
    placeClaimedAt: b.placeClaimedAt?.toISOString() ?? null,
    placeVerifiedAt: b.placeVerifiedAt?.toISOString() ?? null,
    timeZone: b.timeZone,
  };
}

export async function findOwnedBusiness(db: DbOrTx, userId: string) {
  const [row] = await db
    .select()
    .from(businesses)
    .where(eq(businesses.ownerId, userId))
    .orderBy(asc(businesses.createdAt))
    .limit(1);
  return row ?? null;
}

export async function findBusiness(db: DbOrTx, id: string) {
  const [row] = await db.select().from(businesses).where(eq(businesses.id, id)).limit(1);
  return row ?? null;
}

export async function setReviewFilter(db: DbOrTx, businessId: string, enabled: boolean) {
  const [row] = await db
    .update(businesses)
    .set({ reviewFilterEnabled: enabled })
    .where(eq(businesses.id, businessId))
    .returning({ reviewFilterEnabled: businesses.reviewFilterEnabled });
  return row;
}

export async function setCustomerLanguage(db: DbOrTx, businessId: string, language: CustomerLanguage) {
  const [row] = await db
    .update(businesses)
    .set({ customerLanguage: language })
    .where(eq(businesses.id, businessId))
    .returning({ customerLanguage: businesses.customerLanguage });
  return row;
}

const businessNotFound = () => notFound('Business not found', 'BUSINESS_NOT_FOUND');

/** Every location the user owns, oldest first: the first one is the specification's `my-business`. */
export function listOwnedBusinesses(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(businesses)
    .where(eq(businesses.ownerId, userId))
    .orderBy(asc(businesses.createdAt), asc(businesses.id));
}

/** The business, or the domain's not-found. */
export async function requireBusiness(db: DbOrTx, id: string) {
  const row = await findBusiness(db, id);
  if (!row) throw businessNotFound();
  return row;
}

/** The business of a visit's write, its row held FOR KEY SHARE until the transaction ends (see ratingSettings). */
export async function businessForVisit(tx: DbOrTx, id: string) {
  const [held] = await tx
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.id, id))
    .for('key share');
  if (!held) throw businessNotFound();
  const business = await requireBusiness(tx, id);
  // The operator took its page down: no rating or feedback is taken either.
  if (business.pageTakenDown) throw businessNotFound();
  return business;
}

/** The IANA zone the business's days are counted in; UTC for a business that does not exist. */
export async function timeZoneOf(db: DbOrTx, id: string) {
  const [b] = await db
    .select({ timeZone: businesses.timeZone })
    .from(businesses)
    .where(eq(businesses.id, id));
  return b?.timeZone ?? 'UTC';
}

/** The zones of several businesses, by id. */
export async function timeZonesOf(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: businesses.id, timeZone: businesses.timeZone })
    .from(businesses)
    .where(inArray(businesses.id, ids));
  return new Map(rows.map((r) => [r.id, r.timeZone]));
}

/**
 * The zone in the spelling both the runtime and the database know, or a 400: the hot statements
 * compute every visit's day with `at time zone`, so a zone the database cannot read would fail a
 * customer's rating instead of the owner's setting.
 */
export async function usableTimeZone(db: DbOrTx, value: string) {
  const zone = canonicalTimeZone(value);
  if (zone) {
    try {
      await db.execute(sql`select now() at time zone ${zone}`);
      return zone;
    } catch {
      // falls through to the 400
    }
  }
  throw invalid(
    `Unknown time zone "${value.slice(0, 64)}". Use a name such as Europe/Berlin.`,
    'UNKNOWN_TIME_ZONE',
  );
}

/**
 * The business's zone, its row locked FOR UPDATE until the transaction ends: a new visit's foreign-key
 * check waits meanwhile, so the caller can recount the rollups before any visit lands in them.
 */
export async function lockTimeZone(tx: DbOrTx, businessId: string) {
  const [row] = await tx
    .select({ timeZone: businesses.timeZone })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .for('update');
  if (!row) throw businessNotFound();
  return row.timeZone;
}

export async function setTimeZone(tx: DbOrTx, businessId: string, timeZone: string) {
  const [row] = await tx
    .update(businesses)
    .set({ timeZone })
    .where(eq(businesses.id, businessId))
    .returning({ timeZone: businesses.timeZone });
  if (!row) throw businessNotFound();
  return row;
}

export async function businessNameOf(db: DbOrTx, id: string) {
  const [b] = await db.select({ name: businesses.name }).from(businesses).where(eq(businesses.id, id));
  return b?.name ?? null;
}

/** Names of several businesses, by id. */
/** Each business's name, and the language its customers read (what a member's Send link starts in). */
export async function businessNames(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return new Map<string, { name: string; customerLanguage: CustomerLanguage }>();
  const rows = await db
    .select({ id: businesses.id, name: businesses.name, customerLanguage: businesses.customerLanguage })
    .from(businesses)
    .where(inArray(businesses.id, ids));
  return new Map(rows.map((r) => [r.id, { name: r.name, customerLanguage: r.customerLanguage }]));
}

/** The owner of the place, if anyone registered it. */
export async function businessOfPlace(db: DbOrTx, placeId: string) {
  const [row] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.placeId, placeId))
    .limit(1);
  return row ?? null;
}

/** The places a person registered as their own businesses. */
export async function placeIdsOwnedBy(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ placeId: businesses.placeId })
    .from(businesses)
    .where(eq(businesses.ownerId, userId));
  return rows.map((r) => r.placeId);
}

export async function insertBusiness(db: DbOrTx, values: typeof businesses.$inferInsert) {
  const [business] = await db.insert(businesses).values(values).returning();
  if (!business) throw new Error('business insert returned nothing');
  return business;
}

export async function setFeedbackRetention(db: DbOrTx, businessId: string, period: FeedbackRetention) {
  const [row] = await db
    .update(businesses)
    .set({ feedbackRetention: period })
    .where(eq(businesses.id, businessId))
    .returning({ feedbackRetention: businesses.feedbackRetention });
  if (!row) throw businessNotFound();
  return row;
}

export async function setMembersAnswerFeedback(db: DbOrTx, businessId: string, allowed: boolean) {
  const [row] = await db
    .update(businesses)
    .set({ membersAnswerFeedback: allowed })
    .where(eq(businesses.id, businessId))
    .returning({ membersAnswerFeedback: businesses.membersAnswerFeedback });
  if (!row) throw businessNotFound();
  return row;
}

/** A subquery of the ids of businesses that keep customer details for `period`. */
export const businessesKeepingFor = (period: FeedbackRetention): SQL =>
  sql`(select ${businesses.id} from ${businesses} where ${businesses.feedbackRetention} = ${period})`;

export async function setTeamBoardVisible(db: DbOrTx, businessId: string, visible: boolean) {
  const [row] = await db
    .update(businesses)
    .set({ teamBoardVisible: visible })
    .where(eq(businesses.id, businessId))
    .returning({ teamBoardVisible: businesses.teamBoardVisible });
  if (!row) throw businessNotFound();
  return row;
}

/** A scalar subquery for the analytics' one statement: the owner's "show the team board" setting. */
export const teamBoardVisibleSql = (businessId: string) =>
  sql<boolean>`(select ${businesses.teamBoardVisible} from ${businesses} where ${businesses.id} = ${businessId})`;

/** The team's code and seats. */
export async function teamSettings(db: DbOrTx, businessId: string) {
  const [row] = await db
    .select({ businessCode: businesses.businessCode, maxTeamSize: businesses.maxTeamSize })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!row) throw businessNotFound();
  return row;
}

/**
 * The business a team code names, its row locked for the caller's transaction (so two people
 * cannot take the last seat at once). After waiting for the lock PostgreSQL re-checks the code, so
 * a code replaced meanwhile misses. Null when no business has this code.
 */
/** Whether some business has this team code (an indexed look, no lock). */
export async function businessCodeExists(db: DbOrTx, code: string) {
  const [row] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.businessCode, code))
    .limit(1);
  return row !== undefined;
}

export async function lockBusinessByCode(tx: DbOrTx, code: string) {
  const [row] = await tx
    .select({ id: businesses.id, name: businesses.name, maxTeamSize: businesses.maxTeamSize })
    .from(businesses)
    .where(eq(businesses.businessCode, code))
    .for('no key update');
  return row ?? null;
}

/** The business's row locked for the caller's transaction (seat changes, billing). */
export async function lockBusiness(
  tx: DbOrTx,
  businessId: string,
  strength: 'update' | 'no key update' = 'no key update',
) {
  const [row] = await tx
    .select({
      id: businesses.id,
      ownerId: businesses.ownerId,
      maxTeamSize: businesses.maxTeamSize,
      trialEndsAt: businesses.trialEndsAt,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .for(strength);
  return row ?? null;
}

/** The owner's user id and trial end, or null when the business is gone. */
export async function billingFactsOf(db: DbOrTx, businessId: string) {
  const [row] = await db
    .select({ ownerId: businesses.ownerId, trialEndsAt: businesses.trialEndsAt })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row ?? null;
}

export async function ownsABusiness(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.ownerId, userId))
    .limit(1);
  return Boolean(row);
}

/** Replaces the team code; throws the database's unique violation on a collision. */
export async function setBusinessCode(db: DbOrTx, businessId: string, code: string) {
  const [row] = await db
    .update(businesses)
    .set({ businessCode: code })
    .where(eq(businesses.id, businessId))
    .returning({ businessCode: businesses.businessCode });
  if (!row?.businessCode) throw businessNotFound();
  return row.businessCode;
}

export async function setMaxTeamSize(db: DbOrTx, businessId: string, maxTeamSize: number) {
  await db.update(businesses).set({ maxTeamSize }).where(eq(businesses.id, businessId));
}

/** Deletes the business row; its rows in every other table go with it (ON DELETE CASCADE). */
/** Which of these businesses exist, with their owners. */
export function existingBusinesses(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: businesses.id, ownerId: businesses.ownerId })
    .from(businesses)
    .where(inArray(businesses.id, ids));
}

export async function deleteBusinessRow(db: DbOrTx, businessId: string) {
  const deleted = await db
    .delete(businesses)
    .where(eq(businesses.id, businessId))
    .returning({ id: businesses.id });
  return deleted.length > 0;
}

/** A connected Business Profile proves (or no longer proves) that this account manages the place. */
export async function setPlaceVerified(db: DbOrTx, businessId: string, verifiedAt: Date | null) {
  await db.update(businesses).set({ placeVerifiedAt: verifiedAt }).where(eq(businesses.id, businessId));
}

/** Google's own review link for a verified location replaces the one built from the place id. */
export async function setGoogleReviewUrl(db: DbOrTx, businessId: string, url: string) {
  await db.update(businesses).set({ googleReviewUrl: url }).where(eq(businesses.id, businessId));
}

/** The business registered for a place, its row locked for the caller's transaction (a claim). */
export async function lockBusinessByPlace(tx: DbOrTx, placeId: string) {
  const [row] = await tx.select().from(businesses).where(eq(businesses.placeId, placeId)).for('update');
  return row ?? null;
}

/**
 * The place's verified owner claimed it: this business keeps its data and owner, but lets
 * the place go. Its place id is renamed so that the unique index frees it, and the date is kept.
 */
export async function releasePlace(tx: DbOrTx, businessId: string, now: Date) {
  await tx
    .update(businesses)
    .set({ placeId: sql`${businesses.placeId} || '#claimed-' || ${businesses.id}`, placeClaimedAt: now })
    .where(eq(businesses.id, businessId));
}

/** The businesses registered for some places, with their owners. */
export async function businessesOfPlaces(db: DbOrTx, placeIds: string[]) {
  if (placeIds.length === 0) return [];
  return db
    .select({
      id: businesses.id,
      ownerId: businesses.ownerId,
      placeId: businesses.placeId,
      name: businesses.name,
    })
    .from(businesses)
    .where(inArray(businesses.placeId, placeIds));
}
export { forgetOldTrials } from './trials';

/** The operator's suspension of a business, or null: why, since when, and whether its page is down. */
export async function suspensionOf(db: DbOrTx, businessId: string) {
  const [row] = await db
    .select({
      since: businesses.suspendedAt,
      reason: businesses.suspendReason,
      pageTakenDown: businesses.pageTakenDown,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row?.since && row.reason
    ? { since: row.since, reason: row.reason, pageTakenDown: row.pageTakenDown }
    : null;
}

/** Suspends a business (with its page taken down or not), or restores it with null. Answers whether it changed. */
export async function setSuspension(
  db: DbOrTx,
  businessId: string,
  suspension: { since: Date; reason: string; pageTakenDown: boolean } | null,
) {
  const changed = await db
    .update(businesses)
    .set(
      suspension
        ? {
            suspendedAt: suspension.since,
            suspendReason: suspension.reason,
            pageTakenDown: suspension.pageTakenDown,
          }
        : { suspendedAt: null, suspendReason: null, pageTakenDown: false },
    )
    .where(
      and(
        eq(businesses.id, businessId),
        suspension ? isNull(businesses.suspendedAt) : isNotNull(businesses.suspendedAt),
      ),
    )
    .returning({ id: businesses.id });
  return changed.length > 0;
}

/** The ids of suspended businesses, as a subquery for another domain's statement (webhooks, sync). */
export const suspendedBusinessIdsSql = () =>
  sql`(select ${businesses.id} from ${businesses} where ${businesses.suspendedAt} is not null)`;

/** Moves the trial's end `days` × 24 h later (from now, once it has passed); answers the new end. */
export async function extendTrialEnd(db: DbOrTx, businessId: string, days: number) {
  const [row] = await db
    .update(businesses)
    // From today when the trial has ended already: the days given are days the owner gets.
    .set({ trialEndsAt: sql`greatest(${businesses.trialEndsAt}, now()) + make_interval(days => ${days})` })
    .where(eq(businesses.id, businessId))
    .returning({ trialEndsAt: businesses.trialEndsAt });
  return row?.trialEndsAt ?? null;
}
