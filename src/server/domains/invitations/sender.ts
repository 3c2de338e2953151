// Sending invitations and their one reminder, at the SMTP server's pace: one message after another.
// A row is claimed with a lease (FOR UPDATE SKIP LOCKED), so parallel senders take different rows and a
// sender that dies mid-batch hands its rows back when the lease ends. A message the server has not
// accepted when the process dies is not delivered (SMTP delivers only on the server's final reply), so
// it is sent again once; each message keeps one Message-ID on every try. A 5xx is a hard bounce: the
// address is suppressed everywhere. A 4xx is tried again later, then given up.
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import type { BusinessRow } from '#server/db/tables/businesses.ts';
import { invitationContacts, invitationSuppressions, invitations } from '#server/db/tables/invitations.ts';
import { savedLocaleOf } from '#server/domains/auth/service.ts';
import { planHasLapsed } from '#server/domains/billing/service.ts';
import { findBusiness } from '#server/domains/businesses/service.ts';
import { emitEvent } from '#server/domains/developers/service.ts';
import { type MailTransport, refusalOf, trackingHeaders } from '#server/domains/notifications/service.ts';
import {
  claimWithLease,
  countTry,
  nextTry,
  type RetryPolicy,
  type TryOutcome,
} from '#server/lib/lease-queue.ts';
import { startWorkLoop } from '#server/lib/work-loop.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '#shared/lib/i18n/locales.ts';
import { type Caps, reminderDueAt } from './create';
import { renderInvitationMail } from './invitation-email';
import {
  type InvitationKeys,
  scopeKeysOf,
  signInvitationToken,
  signUnsubscribeToken,
  suppressionEntry,
  suppressionKeysOf,
} from './keys';
import { pauseOf, reminderDaysOf } from './settings';

const LEASE_MS = 2 * 60_000;
/** Each run of the loop sends for at most this long, then looks again. */
const RUN_MS = 10_000;
/** Idle, the loop looks for due invitations and reminders this often. */
const IDLE_MS = 2_000;
/**
 * The loop's pace: at most 10 e-mails a second per instance, and three times as long again as the
 * last one took, so a busy database or SMTP server (customers' visits, a slow provider) slows the
 * sending down rather than the customers.
 */
const MIN_GAP_MS = 100;
const paced = (tookMs: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(MIN_GAP_MS, 3 * tookMs)).unref());
const BATCH = 20;
/** 1, 2, 4 … minutes apart, at most an hour: ten tries, about four hours, before giving up. */
const INVITATION_RETRIES: RetryPolicy = { firstMs: 60_000, maxMs: 60 * 60_000, maxAttempts: 10 };
const DAY_MS = 24 * 60 * 60_000;
const HOUR_MS = 60 * 60_000;
/** How long invitations wait for a lapsed plan to resume, or a pause to be lifted, before they are cancelled. */
const HELD_WAIT_DAYS = 30;

export type InvitationSending = {
  transport: MailTransport;
  from: string;
  publicUrl: string;
  keys: InvitationKeys;
  /** The day's caps, which a reminder counts toward like an invitation. */
  caps: Caps;
  /** The last part of every Feedback-ID: this deployment (MAIL_SENDER_ID). */
  senderId: string;
  operator: { entity: string; address: string };
  /** Keeps a suppression where a restore of an older backup cannot lose it (the deletion ledger). */
  remember: (suppression: string) => Promise<void>;
  /** Tells the location's sending health what the receiving server said (mail-events). */
  heard: (event: SmtpEvent, now: Date) => Promise<void>;
};

/** A refusal our own SMTP session heard, in the words a relay's event uses. */
type SmtpEvent = {
  eventId: string;
  kind: 'bounce' | 'soft_bounce' | 'rejected';
  address: string;
  messageRef: string;
  status: string | null;
};

type Row = typeof invitations.$inferSelect;

/**
 * Takes up to `limit` due messages in three index-backed steps, each `limit` rows at most and never a
 * scan of the queue: invitations due (and retries), leases run out, reminders due.
 */
async function claimDue(db: DbOrTx, now: Date, limit: number): Promise<Row[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const wheres = [
    sql`delivery = 'pending' and next_attempt_at <= ${at} order by next_attempt_at`,
    sql`delivery = 'sending' and locked_until <= ${at} order by locked_until`,
    sql`reminder_due_at <= ${at} and delivery = 'done' and reminded_at is null and opened_at is null
      and unsubscribed_at is null and bounced_at is null order by reminder_due_at`,
  ];
  const claimed: Row[] = [];
  for (const where of wheres) {
    const room = limit - claimed.length;
    if (room <= 0) break;
    const rows = await claimWithLease(db, {
      table: sql`invitations`,
      candidates: sql`select id from invitations where ${where} limit ${room} for update skip locked`,
      set: sql`delivery = 'sending', attempts = case when delivery = 'done' then 1 else attempts + 1 end`,
      leaseMs: LEASE_MS,
      now,
    });
    claimed.push(...rows.map(rowOf));
  }
  return claimed;
}

/** The raw row in the table's own shape (execute answers column names). */
function rowOf(r: Record<string, unknown>): Row {
  const date = (v: unknown) => (v == null ? null : new Date(v as string));
  return {
    id: r.id as string,
    businessId: r.business_id as string,
    email: (r.email as string | null) ?? null,
    emailKey: r.email_key as string,
    name: (r.name as string | null) ?? null,
    language: (r.language as string | null) ?? null,
    externalId: (r.external_id as string | null) ?? null,
    source: r.source as Row['source'],
    sentBy: (r.sent_by as string | null) ?? null,
    staffRef: (r.staff_ref as string | null) ?? null,
    delivery: r.delivery as Row['delivery'],
    sendAt: date(r.send_at) as Date,
    attempts: Number(r.attempts),
    nextAttemptAt: date(r.next_attempt_at) as Date,
    lockedUntil: date(r.locked_until),
    lastError: (r.last_error as string | null) ?? null,
    messageId: (r.message_id as string | null) ?? null,
    sentAt: date(r.sent_at),
    reminderDueAt: date(r.reminder_due_at),
    remindedAt: date(r.reminded_at),
    openedAt: date(r.opened_at),
    ratedAt: date(r.rated_at),
    stars: r.stars == null ? null : Number(r.stars),
    outcome: (r.outcome as Row['outcome']) ?? null,
    unsubscribedAt: date(r.unsubscribed_at),
    bouncedAt: date(r.bounced_at),
    failedAt: date(r.failed_at),
    scanId: (r.scan_id as string | null) ?? null,
    createdAt: date(r.created_at) as Date,
  };
}

/**
 * The language of the e-mail: the customer's, else the location's fixed one, else the owner's (the
 * language they read the app in), else English.
 */
function mailLocaleOf(
  row: { language: string | null },
  business: { customerLanguage: string },
  ownerLocale: Locale | null,
): Locale {
  if (isLocale(row.language)) return row.language;
  if (isLocale(business.customerLanguage)) return business.customerLanguage;
  return ownerLocale ?? DEFAULT_LOCALE;
}

/**
 * The e-mail as it goes out (and as the demo outbox shows it): five star links, each opening the
 * rating page with that star chosen, and the unsubscribe link.
 */
export async function composeInvitation(
  s: InvitationSending,
  row: Row,
  business: BusinessRow,
  ownerLocale: Locale | null,
) {
  const locale = mailLocaleOf(row, business, ownerLocale);
  const tokens = {
    rate: signInvitationToken(s.keys, 'rate', row.id),
    unsubscribe: signUnsubscribeToken(s.keys, row.id, row.emailKey, business),
  };
  const page = `${s.publicUrl}/rate/${encodeURIComponent(row.businessId)}`;
  const unsubscribeUrl = `${s.publicUrl}/invitations/unsubscribe?token=${tokens.unsubscribe}&lang=${locale}`;
  const mail = await renderInvitationMail({
    locale,
    businessName: business.name,
    customerName: row.name,
    reminder: row.sentAt !== null,
    starUrls: [1, 2, 3, 4, 5].map((n) => `${page}?c=invitation&i=${tokens.rate}&r=${n}&lang=${locale}`),
    unsubscribeUrl,
    privacyUrl: `${s.publicUrl}/privacy`,
    operator: s.operator,
    tokens,
  });
  return { ...mail, unsubscribeUrl };
}

const messageIdOf = (s: InvitationSending, row: Row) =>
  `<invitation-${row.id}-${row.sentAt ? 'reminder' : 'first'}@${new URL(s.publicUrl).hostname}>`;

type Outcome = 'sent' | 'reminded' | 'skipped' | 'bounced' | 'retry' | 'failed';
const TRY_OF: Record<Outcome, TryOutcome> = {
  sent: 'sent',
  reminded: 'sent',
  skipped: 'skipped',
  bounced: 'failed',
  retry: 'retry',
  failed: 'failed',
};

/**
 * Sends what is due, one message at a time, until nothing is due or `budgetMs` has passed. Answers
 * what happened to each.
 */
export async function sendDueInvitations(
  db: DbOrTx,
  s: InvitationSending,
  now: Date,
  budgetMs = 50_000,
  /** Waits between two e-mails, given how long the last took; at least a turn of the event loop. */
  pace: (tookMs: number) => Promise<unknown> = () => new Promise((resolve) => setImmediate(resolve)),
) {
  const started = Date.now();
  const counts: Record<Outcome, number> = {
    sent: 0,
    reminded: 0,
    skipped: 0,
    bounced: 0,
    retry: 0,
    failed: 0,
  };
  const locations = new Map<
    string,
    { business: BusinessRow | null; reminderDays: number | null; lapsed: boolean }
  >();
  while (Date.now() - started < budgetMs) {
    const rows = await claimDue(db, now, BATCH);
    if (rows.length === 0) break;
    for (const row of rows) {
      let location = locations.get(row.businessId);
      if (!location) {
        const [business, reminderDays, lapsed] = await Promise.all([
          findBusiness(db, row.businessId),
          reminderDaysOf(db, row.businessId),
          planHasLapsed(db, row.businessId, now).catch(() => false),
        ]);
        location = { business, reminderDays, lapsed };
        locations.set(row.businessId, location);
      }
      const { business, reminderDays, lapsed } = location;
      const t0 = performance.now();
      // Read for each message: a bounce a moment ago may have paused the location (product rules §23).
      const paused = business ? await pauseOf(db, row.businessId) : null;
      const suspended = Boolean(business?.suspendedAt);
      const outcome =
        business && (lapsed || paused || suspended)
          ? await hold(db, row, now, suspended ? 'suspended' : paused ? 'paused' : 'plan lapsed')
          : business
            ? await sendOne(db, s, row, business, reminderDays, now)
            : 'skipped';
      counts[outcome] += 1;
      countTry('invitations', TRY_OF[outcome]);
      // A customer's request waiting on this instance goes before the next e-mail.
      await pace(performance.now() - t0);
    }
  }
  return counts;
}

/**
 * A lapsed plan, a paused location or a suspended business sends nothing: what was due waits an hour
 * at a time, and goes if the plan resumes, the pause is lifted or the business restored within 30 days
 * of its time; after that it is cancelled
 * (a reminder is simply not sent).
 */
async function hold(db: DbOrTx, row: Row, now: Date, why: string): Promise<Outcome> {
  const due = row.sentAt ? (row.reminderDueAt ?? now) : row.sendAt;
  if (now.getTime() - due.getTime() > HELD_WAIT_DAYS * DAY_MS) {
    await db
      .update(invitations)
      .set({ ...done, lastError: why, ...(row.sentAt ? {} : { failedAt: now }) })
      .where(mine(row));
    return 'skipped';
  }
  await db
    .update(invitations)
    .set(
      row.sentAt
        ? { delivery: 'done', lockedUntil: null, reminderDueAt: new Date(now.getTime() + HOUR_MS) }
        : { delivery: 'pending', lockedUntil: null, nextAttemptAt: new Date(now.getTime() + HOUR_MS) },
    )
    .where(mine(row));
  return 'retry';
}

const mine = (row: Row) => and(eq(invitations.id, row.id), eq(invitations.delivery, 'sending'));
const done = { delivery: 'done' as const, lockedUntil: null, reminderDueAt: null };

async function suppressionOf(db: DbOrTx, s: InvitationSending, row: Row, business: BusinessRow) {
  const keys = row.email
    ? [...new Set([row.emailKey, ...suppressionKeysOf(s.keys, row.email)])]
    : [row.emailKey];
  // An unsubscribe at a sister location, or at this place before it was registered again.
  const [remembered] = await db
    .select({ kind: invitationContacts.kind })
    .from(invitationContacts)
    .where(
      and(
        inArray(invitationContacts.emailKey, keys),
        inArray(invitationContacts.scopeKey, scopeKeysOf(s.keys, business)),
        eq(invitationContacts.kind, 'unsubscribed'),
      ),
    )
    .limit(1);
  const [hit] = await db
    .select({ reason: invitationSuppressions.reason })
    .from(invitationSuppressions)
    .where(
      and(
        inArray(invitationSuppressions.emailKey, keys),
        or(eq(invitationSuppressions.businessId, row.businessId), isNull(invitationSuppressions.businessId)),
      ),
    )
    .orderBy(invitationSuppressions.reason)
    .limit(1);
  return hit?.reason ?? (remembered ? 'unsubscribed' : null);
}

async function sendOne(
  db: DbOrTx,
  s: InvitationSending,
  row: Row,
  business: BusinessRow,
  reminderDays: number | null,
  now: Date,
): Promise<Outcome> {
  // Unsubscribed or bounced since it was queued, or its address erased: nothing goes.
  const suppressed = await suppressionOf(db, s, row, business);
  if (!row.email || suppressed || row.unsubscribedAt || row.bouncedAt) {
    await db
      .update(invitations)
      .set({
        ...done,
        ...(suppressed === 'bounced' && !row.bouncedAt ? { bouncedAt: now } : {}),
        ...(suppressed !== 'bounced' && suppressed && !row.unsubscribedAt ? { unsubscribedAt: now } : {}),
      })
      .where(mine(row));
    return 'skipped';
  }
  const reminder = row.sentAt !== null;
  const mail = await composeInvitation(s, row, business, await savedLocaleOf(db, business.ownerId));
  try {
    const messageId = messageIdOf(s, row);
    await s.transport.send({
      from: s.from,
      to: row.email,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      messageId,
      // RFC 8058: the mail app POSTs "List-Unsubscribe=One-Click" to this URL, with no cookie.
      headers: {
        ...trackingHeaders({
          messageId,
          kind: reminder ? 'reminder' : 'invitation',
          locationId: row.businessId,
          ownerId: business.ownerId,
          senderId: s.senderId,
        }),
        'List-Unsubscribe': `<${mail.unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    if (reminder) {
      await db
        .update(invitations)
        .set({ ...done, remindedAt: now, lastError: null })
        .where(mine(row));
      return 'reminded';
    }
    await db.transaction(async (tx) => {
      const sent = await tx
        .update(invitations)
        .set({ ...done, sentAt: now, messageId, lastError: null })
        .where(mine(row))
        .returning({ id: invitations.id });
      if (sent.length > 0) await emitEvent(tx, business, 'invitation.sent', eventData(row), now);
    });
  } catch (err) {
    return failed(db, s, row, err, now);
  }
  // The invitation went and is recorded: its reminder is worked out apart, so waiting for the owner's
  // lock, or failing here, can never send the invitation again. A reminder not scheduled is not sent.
  if (reminderDays !== null)
    await scheduleReminder(db, s, row, new Date(now.getTime() + reminderDays * DAY_MS), now).catch(
      () => undefined,
    );
  return 'sent';
}

/** The reminder's time, counted toward its day's cap under the owner's lock (create.ts). */
const scheduleReminder = (db: DbOrTx, s: InvitationSending, row: Row, dueAt: Date, now: Date) =>
  db.transaction(async (tx) => {
    const at = await reminderDueAt(tx, s.caps, row.businessId, dueAt, now);
    await tx
      .update(invitations)
      .set({ reminderDueAt: at })
      .where(and(eq(invitations.id, row.id), isNull(invitations.remindedAt), isNull(invitations.openedAt)));
  });

/** An event names the invitation and the caller's own id for it; never the address. */
export const eventData = (row: Pick<Row, 'id' | 'externalId'>, more: object = {}) => ({
  invitationId: row.id,
  externalId: row.externalId,
  ...more,
});

async function failed(db: DbOrTx, s: InvitationSending, row: Row, err: unknown, now: Date): Promise<Outcome> {
  const refusal = refusalOf(err);
  const message = (err instanceof Error ? err.message : String(err)).slice(0, 300);
  if (refusal.kind !== 'temporary' && row.email) {
    const messageRef = messageIdOf(s, row).replace(/^<|>$/g, '');
    const kind =
      refusal.kind === 'mailbox' ? 'bounce' : refusal.status?.startsWith('5.2.') ? 'soft_bounce' : 'rejected';
    await s.heard({ eventId: messageRef, kind, address: row.email, messageRef, status: refusal.status }, now);
  }
  if (refusal.kind === 'rejected') {
    // Refused for this message or this sender (a full mailbox, a content filter, a quota): this one
    // failed, and the address stays deliverable for every business.
    await db
      .update(invitations)
      .set({ ...done, lastError: message, ...(row.sentAt ? {} : { failedAt: now }) })
      .where(mine(row));
    return 'failed';
  }
  if (refusal.kind === 'mailbox') {
    // The mailbox does not exist (5.1.x): the address is dead, for every business on the service.
    await db.transaction(async (tx) => {
      await tx
        .insert(invitationSuppressions)
        .values({
          emailKey: row.emailKey,
          businessId: null,
          reason: 'bounced',
          source: 'smtp',
          createdAt: now,
        })
        .onConflictDoNothing();
      await tx
        .update(invitations)
        .set({ ...done, bouncedAt: now, lastError: message })
        .where(mine(row));
    });
    // A restore of an older backup must not forget it (the deletion ledger).
    await s.remember(suppressionEntry({ emailKey: row.emailKey, businessId: null, reason: 'bounced' }));
    return 'bounced';
  }
  const next = nextTry(INVITATION_RETRIES, row.attempts, now, row.createdAt);
  if (!next) {
    // A reminder that never got through leaves the invitation as it was; an invitation has failed.
    await db
      .update(invitations)
      .set({ ...done, lastError: message, ...(row.sentAt ? {} : { failedAt: now }) })
      .where(mine(row));
    return 'failed';
  }
  await db
    .update(invitations)
    .set({
      delivery: 'pending',
      lockedUntil: null,
      lastError: message,
      nextAttemptAt: next,
    })
    .where(mine(row));
  return 'retry';
}

/** The sending loop of this instance: what is due goes out, now, at the SMTP server's pace. */
export function startInvitationSender(
  db: DbOrTx,
  s: InvitationSending,
  log: { error(obj: object, msg: string): void },
) {
  return startWorkLoop(
    async () => {
      const c = await sendDueInvitations(db, s, new Date(), RUN_MS, paced);
      return c.sent + c.reminded + c.skipped + c.bounced + c.retry + c.failed;
    },
    log,
    'invitation sending',
    IDLE_MS,
  );
}
