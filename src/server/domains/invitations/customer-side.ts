// What the customer does with an invitation: opens it (a deliberate tap on its page, never a page
// load: mail scanners load pages), rates through it, unsubscribes. Each writes once and tells the
// owner's webhooks in the same transaction.
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { invitationContacts, invitationSuppressions, invitations } from '#server/db/tables/invitations.ts';
import { findBusiness, listOwnedBusinesses } from '#server/domains/businesses/service.ts';
import { type EventData, emitEvent } from '#server/domains/developers/service.ts';
import {
  emailKeyOf,
  type InvitationKeys,
  scopeKeysOf,
  suppressionEntry,
  suppressionKeysOf,
  verifyAddressToken,
  verifyInvitationToken,
  verifyUnsubscribeToken,
} from './keys';
import { eventData } from './sender';

type Ref = { id: string; businessId: string; externalId: string | null };

async function invitationOf(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: invitations.id,
      businessId: invitations.businessId,
      externalId: invitations.externalId,
      staffRef: invitations.staffRef,
      emailKey: invitations.emailKey,
    })
    .from(invitations)
    .where(eq(invitations.id, id));
  return row ?? null;
}

type CustomerEvent = 'invitation.opened' | 'invitation.rated' | 'invitation.unsubscribed';

async function emit<T extends CustomerEvent>(
  tx: DbOrTx,
  ref: Ref,
  type: T,
  now: Date,
  ...more: T extends 'invitation.opened' ? [] : [Omit<EventData<T>, 'invitationId' | 'externalId'>]
) {
  const business = await findBusiness(tx, ref.businessId);
  const data = { ...eventData(ref), ...more[0] } as EventData<T>;
  if (business) await emitEvent(tx, business, type, data, now);
}

/** The first deliberate tap on the invitation's page. Repeats change nothing. */
async function openedInTx(tx: DbOrTx, id: string, now: Date) {
  const opened = await tx
    .update(invitations)
    .set({ openedAt: now, reminderDueAt: null })
    .where(and(eq(invitations.id, id), isNull(invitations.openedAt)))
    .returning({
      id: invitations.id,
      businessId: invitations.businessId,
      externalId: invitations.externalId,
    });
  if (opened[0]) await emit(tx, opened[0], 'invitation.opened', now);
}

/** Marks an invitation opened from its signed token; a token that is not ours does nothing. */
export async function markInvitationOpened(
  db: DbOrTx,
  keys: InvitationKeys,
  token: unknown,
  now = new Date(),
) {
  const id = verifyInvitationToken(keys, 'rate', token);
  if (!id) return false;
  await db.transaction((tx) => openedInTx(tx, id, now));
  return true;
}

/**
 * The invitation a rating comes through, for this business: its id and the member it credits. Null
 * for a token that is not ours or names another business's invitation (then the rating is an
 * ordinary visit).
 */
export async function invitationForRating(
  db: DbOrTx,
  keys: InvitationKeys,
  businessId: string,
  token: unknown,
) {
  const id = verifyInvitationToken(keys, 'rate', token);
  if (!id) return null;
  const row = await invitationOf(db, id);
  return row && row.businessId === businessId ? { id: row.id, staffRef: row.staffRef } : null;
}

/**
 * Claims an invitation's one rated visit, in the rating's transaction: true for the first
 * confirmation, false for any later one (an ordinary visit then). The row lock orders parallel
 * confirmations, so only one is ever counted.
 */
export async function claimInvitationRating(tx: DbOrTx, id: string, now: Date) {
  await openedInTx(tx, id, now);
  const claimed = await tx
    .update(invitations)
    .set({ ratedAt: now })
    .where(and(eq(invitations.id, id), isNull(invitations.ratedAt)))
    .returning({ id: invitations.id });
  return claimed.length > 0;
}

/** The claimed visit's stars, outcome and scan, and its event. */
export async function markInvitationRated(
  tx: DbOrTx,
  id: string,
  rated: { stars: number; outcome: 'google' | 'feedback'; scanId: string; now: Date },
) {
  const rows = await tx
    .update(invitations)
    .set({ stars: rated.stars, outcome: rated.outcome, scanId: rated.scanId })
    .where(eq(invitations.id, id))
    .returning({
      id: invitations.id,
      businessId: invitations.businessId,
      externalId: invitations.externalId,
    });
  if (rows[0]) await emit(tx, rows[0], 'invitation.rated', rated.now, { stars: rated.stars });
}

/**
 * Stops every future invitation to this address from this location, or from every business on the
 * service, at once: the suppression (a keyed hash) and every invitation still waiting to go. Answers
 * the suppression as the deletion ledger keeps it (null when nothing is left to suppress), or null
 * for a token that is not ours.
 */
export async function unsubscribeFromInvitations(
  db: DbOrTx,
  keys: InvitationKeys,
  token: unknown,
  everywhere: boolean,
  now = new Date(),
) {
  const named = verifyUnsubscribeToken(keys, token);
  const address = named ? null : verifyAddressToken(keys, token);
  if (!named && !address) return null;
  return db.transaction(async (tx) => {
    const row = named
      ? await invitationOf(tx, named.id)
      : address && (await findBusiness(tx, address.businessId))
        ? { id: null, externalId: null, ...address }
        : null;
    // Its location is gone: "every business" still stops the address everywhere, by its keyed hash,
    // and "this business" holds for the place and owner, should they register the place again.
    const gone = named ?? address;
    if (!row && everywhere && gone?.emailKey)
      return { suppression: await stopEverywhere(tx, gone.emailKey, now) };
    if (!row && gone?.emailKey && gone.scopeKeys)
      await rememberUnsubscribedIn(tx, gone.scopeKeys, gone.emailKey, now);
    if (!row) return { suppression: null };
    await tx
      .insert(invitationSuppressions)
      .values({
        emailKey: row.emailKey,
        businessId: everywhere ? null : row.businessId,
        reason: 'unsubscribed',
        createdAt: now,
      })
      .onConflictDoNothing();
    // The invitation itself first: only its first unsubscribe is an event.
    if (row.id) {
      const first = await tx
        .update(invitations)
        .set({ unsubscribedAt: now, reminderDueAt: null })
        .where(and(eq(invitations.id, row.id), isNull(invitations.unsubscribedAt)))
        .returning({ id: invitations.id });
      if (first[0]) await emit(tx, { ...row, id: row.id }, 'invitation.unsubscribed', now, { everywhere });
    }
    const businessId = everywhere ? null : row.businessId;
    if (businessId) await rememberUnsubscribed(tx, keys, businessId, row.emailKey, now);
    else await stopWaitingInvitations(tx, row.emailKey, null, now);
    return { suppression: suppressionEntry({ emailKey: row.emailKey, businessId, reason: 'unsubscribed' }) };
  });
}

/**
 * An unsubscribe from one location holds for all its owner's locations and for its place, beyond the
 * location itself (a keyed hash of each, in invitation_contacts); what waits at any of them stays unsent.
 */
async function rememberUnsubscribed(
  tx: DbOrTx,
  keys: InvitationKeys,
  businessId: string,
  emailKey: string,
  now: Date,
) {
  const business = await findBusiness(tx, businessId);
  if (!business) return;
  await rememberUnsubscribedIn(tx, scopeKeysOf(keys, business), emailKey, now);
  for (const sister of await listOwnedBusinesses(tx, business.ownerId))
    await stopWaitingInvitations(tx, emailKey, sister.id, now);
}

/** The unsubscribe kept under a location's scope keys (its place and its owner). */
async function rememberUnsubscribedIn(tx: DbOrTx, scopeKeys: string[], emailKey: string, now: Date) {
  await tx
    .insert(invitationContacts)
    .values(scopeKeys.map((scopeKey) => ({ emailKey, scopeKey, kind: 'unsubscribed' as const, at: now })))
    .onConflictDoNothing();
}

/** The recipient's own "no more e-mail from any business on the service". */
async function stopEverywhere(tx: DbOrTx, emailKey: string, now: Date) {
  await tx
    .insert(invitationSuppressions)
    .values({ emailKey, businessId: null, reason: 'unsubscribed', createdAt: now })
    .onConflictDoNothing();
  await stopWaitingInvitations(tx, emailKey, null, now);
  return suppressionEntry({ emailKey, businessId: null, reason: 'unsubscribed' });
}

/** Every invitation to this address still waiting to go (or to be reminded) stays unsent. */
async function stopWaitingInvitations(tx: DbOrTx, emailKey: string, businessId: string | null, now: Date) {
  const waiting = sql`${invitations.emailKey} = ${emailKey} and ${invitations.delivery} <> 'sending'
    and (${invitations.sentAt} is null or ${invitations.reminderDueAt} is not null)`;
  await tx
    .update(invitations)
    .set({ delivery: 'done', reminderDueAt: null, unsubscribedAt: now })
    .where(businessId ? and(eq(invitations.businessId, businessId), waiting) : waiting);
}

/**
 * An unsubscribe a relay heard from the person (its own link or list header): from the location
 * that mailed them, or from everyone when the relay's event does not say which mail it was.
 */
export async function unsubscribeAddress(
  db: DbOrTx,
  keys: InvitationKeys,
  u: { email: string; businessId: string | null; source: string },
  now: Date,
) {
  const emailKey = emailKeyOf(keys, u.email);
  await db
    .insert(invitationSuppressions)
    .values({ emailKey, businessId: u.businessId, reason: 'unsubscribed', source: u.source, createdAt: now })
    .onConflictDoNothing();
  if (u.businessId) await rememberUnsubscribed(db, keys, u.businessId, emailKey, now);
  else await stopWaitingInvitations(db, emailKey, null, now);
  return suppressionEntry({ emailKey, businessId: u.businessId, reason: 'unsubscribed' });
}

/** The business an unsubscribe link is from, to name it on the page; null for a link that is not ours. */
export async function businessOfUnsubscribeLink(db: DbOrTx, keys: InvitationKeys, token: unknown) {
  const named = verifyUnsubscribeToken(keys, token);
  const address = named ? null : verifyAddressToken(keys, token);
  if (!named && !address) return null;
  const businessId = named ? (await invitationOf(db, named.id))?.businessId : address?.businessId;
  const business = businessId ? await findBusiness(db, businessId) : null;
  // A link whose business was deleted still unsubscribes (from nothing) and says so plainly.
  return { name: business?.name ?? '' };
}

type SuppressionReason = (typeof invitationSuppressions.$inferInsert)['reason'];
const isReason = (r: string | undefined): r is SuppressionReason =>
  r === 'unsubscribed' || r === 'bounced' || r === 'complained';

/** Puts back the suppressions a restored backup predates; answers how many were missing. */
export async function restoreSuppressions(db: DbOrTx, entries: string[]) {
  let restored = 0;
  for (const entry of entries) {
    const [reason, where, emailKey] = entry.split(':');
    if (!isReason(reason) || !where || !emailKey) continue;
    const businessId = where === '*' ? null : where;
    // A location deleted since has nothing left to send from.
    if (businessId && !(await findBusiness(db, businessId))) continue;
    const added = await db
      .insert(invitationSuppressions)
      .values({ emailKey, businessId, reason })
      .onConflictDoNothing()
      .returning({ key: invitationSuppressions.emailKey });
    restored += added.length;
  }
  return restored;
}

/**
 * Whether this address may get no more e-mail from this location: it asked so of this location, of
 * any of its owner's locations or of its place, or of everyone on the service; or it bounced or
 * complained.
 */
export async function isSuppressed(db: DbOrTx, keys: InvitationKeys, businessId: string, email: string) {
  const emailKeys = suppressionKeysOf(keys, email);
  const [row] = await db
    .select({ reason: invitationSuppressions.reason })
    .from(invitationSuppressions)
    .where(
      and(
        inArray(invitationSuppressions.emailKey, emailKeys),
        or(eq(invitationSuppressions.businessId, businessId), isNull(invitationSuppressions.businessId)),
      ),
    )
    .limit(1);
  if (row) return true;
  const business = await findBusiness(db, businessId);
  if (!business) return false;
  const [remembered] = await db
    .select({ kind: invitationContacts.kind })
    .from(invitationContacts)
    .where(
      and(
        inArray(invitationContacts.emailKey, emailKeys),
        inArray(invitationContacts.scopeKey, scopeKeysOf(keys, business)),
        eq(invitationContacts.kind, 'unsubscribed'),
      ),
    )
    .limit(1);
  return Boolean(remembered);
}

/**
 * Whether the visit `scanId` was made through an invitation of this location sent to `email`: the
 * customer then proved the address is theirs by opening that e-mail.
 */
export async function visitProvesAddress(
  db: DbOrTx,
  keys: InvitationKeys,
  businessId: string,
  scanId: string,
  email: string,
) {
  const [row] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(
      and(
        eq(invitations.scanId, scanId),
        eq(invitations.businessId, businessId),
        eq(invitations.emailKey, emailKeyOf(keys, email)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * An address no business may mail any more: its mailbox does not exist (`bounced`, heard at RCPT or
 * from a relay), or its owner called our mail spam (`complained`; that wins over a bounce, since an
 * operator may lift a bounce and never a complaint). Answers the suppression as the deletion ledger
 * keeps it.
 */
export async function suppressAddress(
  db: DbOrTx,
  keys: InvitationKeys,
  s: { email: string; reason: 'bounced' | 'complained'; source: string },
  now: Date,
) {
  const emailKey = emailKeyOf(keys, s.email);
  const insert = db
    .insert(invitationSuppressions)
    .values({ emailKey, businessId: null, reason: s.reason, source: s.source, createdAt: now });
  await (s.reason === 'complained'
    ? insert.onConflictDoUpdate({
        target: [invitationSuppressions.emailKey, invitationSuppressions.businessId],
        set: { reason: 'complained', source: s.source, createdAt: now },
      })
    : insert.onConflictDoNothing());
  return suppressionEntry({ emailKey, businessId: null, reason: s.reason });
}

/** An address a mail server called unknown (5.1.x) while we mailed it something other than an invitation. */
export const suppressDeadAddress = (db: DbOrTx, keys: InvitationKeys, email: string, now: Date) =>
  suppressAddress(db, keys, { email, reason: 'bounced', source: 'smtp' }, now);

/**
 * The operator lifts a bounce (the mailbox exists again, or the bounce was the relay's mistake).
 * A complaint is never lifted: only the person can take back their no, by writing to the business.
 * Answers whether a bounce was lifted.
 */
export async function liftBounce(db: DbOrTx, keys: InvitationKeys, email: string) {
  const lifted = await db
    .delete(invitationSuppressions)
    .where(
      and(
        inArray(invitationSuppressions.emailKey, suppressionKeysOf(keys, email)),
        isNull(invitationSuppressions.businessId),
        eq(invitationSuppressions.reason, 'bounced'),
      ),
    )
    .returning({ key: invitationSuppressions.emailKey });
  return lifted.length > 0;
}

/** The invitation a relay's event is about, from our Message-ID (`invitation-<id>-first@host`). */
export async function invitationOfMessage(db: DbOrTx, messageRef: string) {
  const m = /^invitation-([0-9a-f-]{36})-(first|reminder)@/.exec(messageRef);
  if (!m?.[1]) return null;
  const [row] = await db
    .select({ id: invitations.id, businessId: invitations.businessId, emailKey: invitations.emailKey })
    .from(invitations)
    .where(eq(invitations.id, m[1]));
  return row ? { ...row, kind: m[2] === 'reminder' ? 'reminder' : 'invitation' } : null;
}

/** A relay said this invitation's mailbox does not exist: the owner's list says Bounced. */
export async function markInvitationBounced(db: DbOrTx, id: string, now: Date) {
  await db
    .update(invitations)
    .set({ bouncedAt: now, reminderDueAt: null })
    .where(and(eq(invitations.id, id), isNull(invitations.bouncedAt)));
}

/** Every suppression of an address, for the operator: for every business or one location, why and since when. */
export async function suppressionsOfAddress(db: DbOrTx, keys: InvitationKeys, email: string) {
  return db
    .select({
      businessId: invitationSuppressions.businessId,
      reason: invitationSuppressions.reason,
      source: invitationSuppressions.source,
      since: invitationSuppressions.createdAt,
    })
    .from(invitationSuppressions)
    .where(inArray(invitationSuppressions.emailKey, suppressionKeysOf(keys, email)))
    .orderBy(desc(invitationSuppressions.createdAt));
}
