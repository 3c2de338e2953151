// Making invitations: the rules that keep them from ever being spam, applied in one place for the
// phone, the spreadsheet and the API (docs/product-rules.md §21). A location's invitations are made one
// call at a time (an advisory lock per location), so two parallel calls cannot both pass the 14-day
// rule or the day's cap, and a retried call with the same Idempotency-Key answers what the first did.
import { createHash } from 'node:crypto';
import { and, eq, gt, inArray, isNull, min, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '#server/db/client.ts';
import {
  invitationContacts,
  invitationRequests,
  invitationSuppressions,
  invitations,
} from '#server/db/tables/invitations.ts';
import { assertPlanLive, onTrial } from '#server/domains/billing/service.ts';
import { findBusiness, listOwnedBusinesses, timeZoneOf } from '#server/domains/businesses/service.ts';
import { conflict, notFound } from '#server/lib/domain-errors.ts';
import { localDay, startOfLocalDay } from '#server/lib/time-zone.ts';
import { isLocale, type Locale } from '#shared/lib/i18n/locales.ts';
import { INVITATION_NAME_MAX, REINVITE_AFTER_DAYS, type SkipReason } from '#shared/lib/invitations.ts';
import type { InvitationsCreated } from '#shared/schemas/invitations.ts';
import { emailKeyOf, type InvitationKeys, normalAddress, scopeKeysOf, suppressionKeysOf } from './keys';
import { pauseOf, sendingLimitOf } from './settings';

/** The advisory lock class of "making a location's invitations" (feedback alerts 17, short links 31). */
const INVITATION_LOCK_CLASS = 37;
const DAY_MS = 24 * 60 * 60_000;
/** Further ahead than this is not a visit the customer remembers: at most 30 days. */
const LATEST_SEND_DAYS = 30;
const INSERT_CHUNK = 1000;
const READ_CHUNK = 500;
const YIELD_EVERY = 250;
const addressSchema = z.email();

export type Candidate = {
  email: string;
  name?: string;
  language?: string;
  sendAt?: string;
  externalId?: string;
};

export type Maker = {
  businessId: string;
  source: 'phone' | 'csv' | 'api';
  /** The member credited with the visits; null through the API. */
  sentBy: string | null;
  staffRef: string | null;
  keys: InvitationKeys;
  /** A paid location's cap a day, reached over its first weeks (RAMP_PER_DAY). */
  perDay: number;
  /** A trial's cap a day, across all its owner's locations. */
  trialPerDay: number;
  now: Date;
};

/** The day's caps: a paid location's and a trial's (across its owner's locations). */
export type Caps = Pick<Maker, 'perDay' | 'trialPerDay'>;

/** A location as the rules need it: its place and owner, whose rules it shares. */
type Location = { id: string; placeId: string; ownerId: string };

/** A paid location's cap in its first and second week of sending; then its full cap. */
const RAMP_PER_DAY = [50, 100];

type Ready = {
  ok: true;
  email: string;
  emailKey: string;
  /** The keys its suppressions may be kept under (keys.ts). */
  suppressionKeys: string[];
  name: string | null;
  language: Locale | null;
  sendAt: Date;
  externalId: string | null;
};
export type Decision = Ready | { ok: false; reason: SkipReason; id?: string };

/** `de`, `de-AT` and `DE` read as German; anything else is the location's language. */
function languageOf(value: string | undefined): Locale | null {
  const code = value?.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(code) ? code : null;
}

/** ISO 8601 with a zone, or `YYYY-MM-DD HH:MM` on the location's clock; past means now. */
function sendAtOf(value: string | undefined, now: Date, timeZone: string): Date | null {
  const text = value?.trim();
  if (!text) return now;
  const local = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})$/.exec(text);
  let at: Date;
  if (local?.[1] && local[2] && local[3]) {
    at = new Date(startOfLocalDay(local[1], timeZone).getTime() + (+local[2] * 60 + +local[3]) * 60_000);
  } else if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(text)) {
    at = new Date(text);
  } else {
    return null;
  }
  if (Number.isNaN(at.getTime())) return null;
  if (at.getTime() > now.getTime() + LATEST_SEND_DAYS * DAY_MS) return null;
  return at < now ? now : at;
}

// Bidirectional controls can make a name read as something else (and hide a link); they are dropped.
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
const LINK =
  /:\/\/|www\.|[@＠]|\b[\p{L}\p{N}-]+\.(?:com|net|org|info|biz|io|co|me|xyz|top|link|click|site|online|shop|app|ru|cn)\b/iu;

/**
 * The name the greeting uses: a person's name, never a link or an address, at most 60 characters.
 * Null when none is given; undefined when the given one is not a name.
 */
function greetingName(given: string | undefined) {
  const name = given?.replace(BIDI_CONTROLS, '').trim();
  if (!name) return null;
  return name.length > INVITATION_NAME_MAX || LINK.test(name) ? undefined : name;
}

/** A candidate's fate under the rules that need no database: its address, time and name. */
function firstDecision(maker: Maker, c: Candidate, timeZone: string): Decision {
  const email = c.email.trim();
  const sendAt = sendAtOf(c.sendAt, maker.now, timeZone);
  if (!addressSchema.safeParse(email).success || !sendAt) return { ok: false, reason: 'invalid' };
  const name = greetingName(c.name);
  if (name === undefined) return { ok: false, reason: 'bad_name' };
  return {
    ok: true,
    email,
    emailKey: emailKeyOf(maker.keys, email),
    suppressionKeys: suppressionKeysOf(maker.keys, email),
    name,
    language: languageOf(c.language),
    sendAt,
    externalId: c.externalId?.trim() || null,
  };
}

/**
 * Reads by chunks of keys, one query after another, with a turn of the event loop between: the
 * embedded database runs in this thread, one query at a time, so a customer's visit waits for one
 * short chunk, never for the whole file.
 */
async function inChunks<T>(values: string[], read: (chunk: string[]) => Promise<T[]>) {
  const rows: T[] = [];
  for (let i = 0; i < values.length; i += READ_CHUNK) {
    if (i > 0) await nextTurn();
    rows.push(...(await read(values.slice(i, i + READ_CHUNK))));
  }
  return rows;
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** Each candidate's fate under every rule, in order, without writing. */
async function decide(
  tx: DbOrTx,
  maker: Maker,
  location: Location,
  candidates: Candidate[],
): Promise<Decision[]> {
  const timeZone = await timeZoneOf(tx, maker.businessId);
  const first: Decision[] = [];
  for (const [i, c] of candidates.entries()) {
    // A turn of the event loop now and then: a customer's request never waits for the whole file.
    if (i > 0 && i % YIELD_EVERY === 0) await nextTurn();
    first.push(firstDecision(maker, c, timeZone));
  }
  // A location paused for its sending health sends nothing until the operator lifts the pause.
  if (await pauseOf(tx, maker.businessId))
    return first.map((d): Decision => (d.ok ? { ok: false, reason: 'paused' } : d));
  const ready = first.filter((d): d is Ready => d.ok);
  const keys = [...new Set(ready.map((d) => d.emailKey))];
  const suppressionKeys = [...new Set(ready.flatMap((d) => d.suppressionKeys))];
  const externalIds = ready.flatMap((d) => (d.externalId ? [d.externalId] : []));
  const scopes = scopeKeysOf(maker.keys, location);
  const suppressed = await inChunks(suppressionKeys, (chunk) =>
    tx
      .select({ emailKey: invitationSuppressions.emailKey, reason: invitationSuppressions.reason })
      .from(invitationSuppressions)
      .where(
        and(
          inArray(invitationSuppressions.emailKey, chunk),
          or(
            eq(invitationSuppressions.businessId, maker.businessId),
            isNull(invitationSuppressions.businessId),
          ),
        ),
      ),
  );
  const recent = await inChunks(keys, (chunk) =>
    tx
      .selectDistinct({ emailKey: invitations.emailKey })
      .from(invitations)
      .where(
        and(
          eq(invitations.businessId, maker.businessId),
          inArray(invitations.emailKey, chunk),
          gt(invitations.sendAt, new Date(maker.now.getTime() - REINVITE_AFTER_DAYS * DAY_MS)),
        ),
      ),
  );
  const known = await inChunks(externalIds, (chunk) =>
    tx
      .select({ id: invitations.id, externalId: invitations.externalId })
      .from(invitations)
      .where(and(eq(invitations.businessId, maker.businessId), inArray(invitations.externalId, chunk))),
  );
  // What the place and the owner remember beyond this location: its sister locations, or the place
  // registered before.
  const remembered = await inChunks(suppressionKeys, (chunk) =>
    tx
      .select()
      .from(invitationContacts)
      .where(and(inArray(invitationContacts.emailKey, chunk), inArray(invitationContacts.scopeKey, scopes))),
  );
  // A bounce is about the address, so it wins over an unsubscribe; a complaint is the person's no.
  const suppression = new Map<string, SkipReason>();
  for (const s of suppressed)
    if (suppression.get(s.emailKey) !== 'bounced')
      suppression.set(s.emailKey, s.reason === 'complained' ? 'unsubscribed' : s.reason);
  for (const r of remembered)
    if (r.kind === 'unsubscribed' && suppression.get(r.emailKey) !== 'bounced')
      suppression.set(r.emailKey, 'unsubscribed');
  const recentKeys = new Set(recent.map((r) => r.emailKey));
  const since = maker.now.getTime() - REINVITE_AFTER_DAYS * DAY_MS;
  for (const r of remembered) if (r.kind === 'invited' && r.at.getTime() > since) recentKeys.add(r.emailKey);
  const knownIds = new Map(known.map((k) => [k.externalId, k.id]));
  const seenKeys = new Set<string>();
  const seenExternal = new Set<string>();
  const { cap, locations } = await capOf(tx, maker, location);
  const perDay = await sentPerDay(tx, locations, ready, timeZone);

  // Most rows share one time: each time's day is worked out once (Intl is slow, 10,000 times over).
  const days = new Map<number, string>();
  const dayOf = (at: Date) => {
    const cached = days.get(at.getTime());
    if (cached !== undefined) return cached;
    const day = localDay(at, timeZone);
    days.set(at.getTime(), day);
    return day;
  };
  const decisions: Decision[] = [];
  for (const [i, d] of first.entries()) {
    if (i > 0 && i % YIELD_EVERY === 0) await nextTurn();
    decisions.push(finalDecision(d));
  }
  return decisions;

  function finalDecision(d: Decision): Decision {
    if (!d.ok) return d;
    if (d.externalId && knownIds.has(d.externalId))
      return { ok: false, reason: 'duplicate', id: knownIds.get(d.externalId) };
    if (seenKeys.has(d.emailKey) || (d.externalId && seenExternal.has(d.externalId)))
      return { ok: false, reason: 'duplicate' };
    seenKeys.add(d.emailKey);
    if (d.externalId) seenExternal.add(d.externalId);
    const suppressedFor = d.suppressionKeys.map((k) => suppression.get(k)).find(Boolean);
    if (suppressedFor) return { ok: false, reason: suppressedFor };
    if (recentKeys.has(d.emailKey) || d.suppressionKeys.some((k) => recentKeys.has(k)))
      return { ok: false, reason: 'recently_invited' };
    const day = dayOf(d.sendAt);
    const taken = perDay.get(day) ?? 0;
    if (taken >= cap) return { ok: false, reason: 'daily_limit' };
    perDay.set(day, taken + 1);
    return d;
  }
}

/**
 * The day's cap and the locations it counts across: a trial's across all its owner's locations; a
 * paid location's own, 50 a day in its first week of sending, 100 in its second, then its full cap.
 */
async function capOf(tx: DbOrTx, maker: Caps & { now: Date }, location: Location) {
  // The operator's word on this location wins over the defaults and the warm-up.
  const limit = await sendingLimitOf(tx, location.id);
  if (limit.dailyLimit !== null) return { cap: limit.dailyLimit, locations: [location.id] };
  if (await onTrial(tx, location.id, maker.now)) {
    const locations = (await listOwnedBusinesses(tx, location.ownerId)).map((b) => b.id);
    return { cap: Math.min(maker.perDay, maker.trialPerDay), locations };
  }
  if (limit.warmUpEnded) return { cap: maker.perDay, locations: [location.id] };
  const [first] = await tx
    .select({ at: min(invitations.sentAt) })
    .from(invitations)
    .where(eq(invitations.businessId, location.id));
  const week = first?.at ? Math.floor((maker.now.getTime() - first.at.getTime()) / (7 * DAY_MS)) : 0;
  return { cap: Math.min(maker.perDay, RAMP_PER_DAY[week] ?? maker.perDay), locations: [location.id] };
}

/**
 * How many e-mails each local day around these times already holds across these locations:
 * invitations by their time, reminders due that day and reminders sent that day.
 */
async function sentPerDay(tx: DbOrTx, locations: string[], ready: { sendAt: Date }[], timeZone: string) {
  const counts = new Map<string, number>();
  if (ready.length === 0) return counts;
  const times = ready.map((d) => d.sendAt.getTime());
  const from = new Date(Math.min(...times) - DAY_MS);
  const to = new Date(Math.max(...times) + DAY_MS);
  const within = sql`${invitations.businessId} in (${sql.join(
    locations.map((id) => sql`${id}`),
    sql`, `,
  )})`;
  const rows = await tx.execute(sql`
    select day, count(*)::int as n from (
      select to_char(${invitations.sendAt} at time zone ${timeZone}, 'YYYY-MM-DD') as day
      from ${invitations}
      where ${within}
        and ${invitations.sendAt} >= ${from.toISOString()}::timestamptz
        and ${invitations.sendAt} < ${to.toISOString()}::timestamptz
      union all
      select to_char(${invitations.reminderDueAt} at time zone ${timeZone}, 'YYYY-MM-DD')
      from ${invitations}
      where ${within}
        and ${invitations.reminderDueAt} >= ${from.toISOString()}::timestamptz
        and ${invitations.reminderDueAt} < ${to.toISOString()}::timestamptz
      union all
      select to_char(${invitations.remindedAt} at time zone ${timeZone}, 'YYYY-MM-DD')
      from ${invitations}
      where ${within}
        and ${invitations.remindedAt} >= ${from.toISOString()}::timestamptz
        and ${invitations.remindedAt} < ${to.toISOString()}::timestamptz
    ) as mails
    group by 1`);
  for (const r of (rows as unknown as { rows: { day: string; n: number }[] }).rows) counts.set(r.day, r.n);
  return counts;
}

/** How far a reminder moves past its day when that day is full; no further: it is not sent. */
const REMINDER_SHIFT_DAYS = 7;

/**
 * When a just-sent invitation's reminder is due: at `dueAt` when that day's cap has room, else at
 * the same time on the first later day that has, within a week; null when none has (no reminder).
 * Reminders count toward the day's cap like invitations, under the same lock of the owner.
 */
export async function reminderDueAt(tx: DbOrTx, caps: Caps, businessId: string, dueAt: Date, now: Date) {
  const location = await lockOwner(tx, businessId);
  const timeZone = await timeZoneOf(tx, businessId);
  const { cap, locations } = await capOf(tx, { ...caps, now }, location);
  const days = Array.from({ length: REMINDER_SHIFT_DAYS + 1 }, (_, k) => ({
    sendAt: new Date(dueAt.getTime() + k * DAY_MS),
  }));
  const taken = await sentPerDay(tx, locations, days, timeZone);
  return days.find((d) => (taken.get(localDay(d.sendAt, timeZone)) ?? 0) < cap)?.sendAt ?? null;
}

/** Inserts the ready ones in order; answers one result per decision. */
async function insertReady(tx: DbOrTx, maker: Maker, location: Location, decisions: Decision[]) {
  const ready = decisions.filter((d): d is Ready => d.ok);
  await rememberInvited(tx, scopeKeysOf(maker.keys, location), ready);
  const ids: string[] = [];
  for (let i = 0; i < ready.length; i += INSERT_CHUNK) {
    const chunk = ready.slice(i, i + INSERT_CHUNK);
    const rows = await tx
      .insert(invitations)
      .values(
        chunk.map((d) => ({
          businessId: maker.businessId,
          email: normalAddress(d.email),
          emailKey: d.emailKey,
          name: d.name,
          language: d.language,
          externalId: d.externalId,
          source: maker.source,
          sentBy: maker.sentBy,
          staffRef: maker.staffRef,
          sendAt: d.sendAt,
          nextAttemptAt: d.sendAt,
          createdAt: maker.now,
        })),
      )
      .returning({ id: invitations.id });
    ids.push(...rows.map((r) => r.id));
  }
  let next = 0;
  return decisions.map((d): InvitationsCreated['invitations'][number] => {
    if (!d.ok) return { id: d.id ?? null, status: 'skipped', reason: d.reason };
    const id = ids[next++] as string;
    return { id, status: d.sendAt > maker.now ? 'scheduled' : 'sent' };
  });
}

/** The place and the owner remember each address invited, at its latest time, past the location. */
async function rememberInvited(tx: DbOrTx, scopes: string[], ready: Ready[]) {
  const latest = new Map<string, Date>();
  for (const d of ready)
    if ((latest.get(d.emailKey)?.getTime() ?? 0) < d.sendAt.getTime()) latest.set(d.emailKey, d.sendAt);
  const rows = [...latest].flatMap(([emailKey, at]) =>
    scopes.map((scopeKey) => ({ emailKey, scopeKey, kind: 'invited' as const, at })),
  );
  for (let i = 0; i < rows.length; i += INSERT_CHUNK)
    await tx
      .insert(invitationContacts)
      .values(rows.slice(i, i + INSERT_CHUNK))
      .onConflictDoUpdate({
        target: [invitationContacts.emailKey, invitationContacts.scopeKey, invitationContacts.kind],
        set: { at: sql`greatest(${invitationContacts.at}, excluded.at)` },
      });
}

/**
 * The location and its rules: its owner's locations are made one call at a time (an advisory lock
 * per owner), since the 14-day rule and a trial's cap hold across them.
 */
async function lockOwner(tx: DbOrTx, businessId: string): Promise<Location> {
  const location = await locationOf(tx, businessId);
  await tx.execute(
    sql`select pg_advisory_xact_lock(${INVITATION_LOCK_CLASS}, hashtext(${location.ownerId}))`,
  );
  return location;
}

async function locationOf(db: DbOrTx, businessId: string): Promise<Location> {
  const business = await findBusiness(db, businessId);
  if (!business) throw notFound('Business not found', 'BUSINESS_NOT_FOUND');
  return { id: business.id, placeId: business.placeId, ownerId: business.ownerId };
}

const requestHashOf = (body: unknown) =>
  createHash('sha256').update(JSON.stringify(body)).digest('base64url');

/**
 * Makes the invitations that pass every rule, in one transaction. With an Idempotency-Key, a call
 * already answered answers the same again and makes nothing; the key with another body is refused.
 */
export async function createInvitations(
  db: DbOrTx,
  maker: Maker,
  candidates: Candidate[],
  idempotency?: { key: string; body: unknown },
): Promise<InvitationsCreated> {
  return db.transaction(async (tx) => {
    await assertPlanLive(tx, maker.businessId, 'invitations', maker.now);
    const location = await lockOwner(tx, maker.businessId);
    const requestHash = idempotency ? requestHashOf(idempotency.body) : '';
    if (idempotency) {
      const [seen] = await tx
        .select()
        .from(invitationRequests)
        .where(
          and(
            eq(invitationRequests.businessId, maker.businessId),
            eq(invitationRequests.key, idempotency.key),
          ),
        );
      if (seen) {
        if (seen.requestHash !== requestHash)
          throw conflict(
            'This Idempotency-Key was used with a different body. Use a new key for new invitations.',
            'IDEMPOTENCY_KEY_REUSED',
          );
        return seen.response as InvitationsCreated;
      }
    }
    const results = await insertReady(tx, maker, location, await decide(tx, maker, location, candidates));
    const response = { invitations: results };
    if (idempotency)
      await tx.insert(invitationRequests).values({
        businessId: maker.businessId,
        key: idempotency.key,
        requestHash,
        response,
        createdAt: maker.now,
      });
    return response;
  });
}

/** The spreadsheet's rows through the same rules: only checked, or checked and queued at once. */
export async function checkOrQueue(db: DbOrTx, maker: Maker, candidates: Candidate[], queue: boolean) {
  // A check writes nothing and promises nothing (queueing decides again, under the lock): it runs
  // outside a transaction, so on the embedded database it never holds customers' visits back.
  if (!queue) return decide(db, maker, await locationOf(db, maker.businessId), candidates);
  return db.transaction(async (tx) => {
    await assertPlanLive(tx, maker.businessId, 'invitations', maker.now);
    const location = await lockOwner(tx, maker.businessId);
    const decisions = await decide(tx, maker, location, candidates);
    await insertReady(tx, maker, location, decisions);
    return decisions;
  });
}
