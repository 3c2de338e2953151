// What we do with what the relays tell us (docs/product-rules.md §23): each event once; a mailbox that
// does not exist or a complaint stops every business's mail to that address; a customer's unsubscribe
// stops the location it came from; three soft bounces in 30 days count as a dead mailbox; everything
// else is kept for the location's sending health and changes nobody's reach.
import { and, count, eq, gt, gte, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { mailEvents } from '#server/db/tables/mail-events.ts';
import { findBusiness, listOwnedBusinesses } from '#server/domains/businesses/service.ts';
import {
  emailKeyOf,
  type InvitationKeys,
  invitationOfMessage,
  invitationsSentSince,
  markInvitationBounced,
  pauseInvitations,
  suppressAddress,
  unsubscribeAddress,
} from '#server/domains/invitations/service.ts';
import { outboxMailOfMessage } from '#server/domains/notifications/service.ts';
import type { Provider, RelayEvent } from './relay-event';

export { PROVIDERS, type Provider } from './relay-event';

const DAY_MS = 24 * 60 * 60_000;
/** Soft bounces (a full mailbox, a mailbox away for now) that together mean the mailbox is gone. */
const SOFT_BOUNCES_TO_SUPPRESS = 3;
const SOFT_BOUNCE_DAYS = 30;

/**
 * When a location's invitations pause, over its last 30 days and at least `minSends` sends: hard
 * bounces at `bounceRate` or complaints at `complaintRate` pause it; complaints at
 * `ownerComplaintRate` across all its owner's locations pause them all (Amazon SES's review levels).
 */
export type SendingHealth = {
  minSends: number;
  bounceRate: number;
  complaintRate: number;
  ownerComplaintRate: number;
};

const HEALTH_DAYS = 30;

export type MailEventDeps = {
  keys: InvitationKeys;
  health: SendingHealth;
  /** Keeps a suppression where a restore of an older backup cannot lose it (the deletion ledger). */
  remember: (suppression: string) => Promise<void>;
};

/** Which message an event is about: its location and kind, and the invitation if it was one. */
async function messageOf(db: DbOrTx, ref: string | null) {
  if (!ref) return null;
  const invitation = await invitationOfMessage(db, ref);
  if (invitation)
    return { businessId: invitation.businessId, kind: invitation.kind, invitationId: invitation.id };
  const mail = await outboxMailOfMessage(db, ref);
  return mail ? { businessId: mail.businessId, kind: mail.kind, invitationId: null } : null;
}

/**
 * Applies one relay event once. Answers false for a repeat (the same provider and event id), which
 * changes nothing.
 */
export async function applyMailEvent(
  db: DbOrTx,
  deps: MailEventDeps,
  provider: Provider | 'smtp',
  event: RelayEvent,
  now: Date,
) {
  const entries: string[] = [];
  const fresh = await db.transaction(async (tx) => {
    const message = await messageOf(tx, event.messageRef);
    const emailKey = event.address ? emailKeyOf(deps.keys, event.address) : null;
    const kept = await tx
      .insert(mailEvents)
      .values({
        provider,
        eventId: event.eventId.slice(0, 200),
        kind: event.kind,
        businessId: message?.businessId ?? null,
        messageKind: message?.kind ?? null,
        emailKey,
        status: event.status,
        receivedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: mailEvents.eventId });
    if (kept.length === 0 || !event.address || !emailKey) return kept.length > 0;
    const address = event.address;
    if (
      event.kind === 'bounce' ||
      (event.kind === 'soft_bounce' && (await softBounces(tx, emailKey, now)) >= SOFT_BOUNCES_TO_SUPPRESS)
    ) {
      const source = event.kind === 'bounce' ? provider : 'soft_bounces';
      entries.push(await suppressAddress(tx, deps.keys, { email: address, reason: 'bounced', source }, now));
      if (message?.invitationId) await markInvitationBounced(tx, message.invitationId, now);
    } else if (event.kind === 'complaint') {
      entries.push(
        await suppressAddress(tx, deps.keys, { email: address, reason: 'complained', source: provider }, now),
      );
    } else if (event.kind === 'unsubscribe') {
      // The person's own act through the relay's link: from the location that mailed them if we know it.
      entries.push(
        await unsubscribeAddress(
          tx,
          deps.keys,
          { email: address, businessId: message?.businessId ?? null, source: provider },
          now,
        ),
      );
    }
    if ((event.kind === 'bounce' || event.kind === 'complaint') && message?.businessId)
      await checkHealth(tx, deps.health, message.businessId, now);
    return true;
  });
  for (const entry of entries) await deps.remember(entry);
  return fresh;
}

const eventsOf = (db: DbOrTx, kind: 'bounce' | 'complaint', businessIds: string[], since: Date) =>
  db
    .select({ n: count() })
    .from(mailEvents)
    .where(
      and(
        inArray(mailEvents.businessId, businessIds),
        eq(mailEvents.kind, kind),
        gte(mailEvents.receivedAt, since),
      ),
    )
    .then(([row]) => row?.n ?? 0);

/**
 * Pauses the location's invitations when its bounces or complaints cross the line, and all its
 * owner's locations when complaints do across them. Answers the locations paused now.
 */
async function checkHealth(db: DbOrTx, health: SendingHealth, businessId: string, now: Date) {
  const since = new Date(now.getTime() - HEALTH_DAYS * DAY_MS);
  const paused: string[] = [];
  const sends = await invitationsSentSince(db, [businessId], since);
  if (sends >= health.minSends) {
    const [bounces, complaints] = await Promise.all([
      eventsOf(db, 'bounce', [businessId], since),
      eventsOf(db, 'complaint', [businessId], since),
    ]);
    if (bounces / sends >= health.bounceRate)
      paused.push(...(await pauseInvitations(db, [businessId], 'bounces', now)));
    else if (complaints / sends >= health.complaintRate)
      paused.push(...(await pauseInvitations(db, [businessId], 'complaints', now)));
  }
  const business = await findBusiness(db, businessId);
  if (!business) return paused;
  const all = (await listOwnedBusinesses(db, business.ownerId)).map((b) => b.id);
  const ownerSends = await invitationsSentSince(db, all, since);
  if (
    ownerSends >= health.minSends &&
    (await eventsOf(db, 'complaint', all, since)) / ownerSends >= health.ownerComplaintRate
  )
    paused.push(...(await pauseInvitations(db, all, 'owner_complaints', now)));
  return paused;
}

async function softBounces(db: DbOrTx, emailKey: string, now: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(mailEvents)
    .where(
      and(
        eq(mailEvents.emailKey, emailKey),
        eq(mailEvents.kind, 'soft_bounce'),
        gt(mailEvents.receivedAt, new Date(now.getTime() - SOFT_BOUNCE_DAYS * DAY_MS)),
      ),
    );
  return row?.n ?? 0;
}
