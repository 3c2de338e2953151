// The webhook outbox. An event is written in the transaction that makes it true, one row per endpoint
// that wants it; the sender posts due rows, signed, and records each try. At least once, in no
// promised order (docs/decisions/0042-api-tokens-and-webhooks.md): a receiver drops repeats by the
// event's id, the same on every try, and orders by the body's createdAt. A failing endpoint backs off
// as a whole, so its backlog waits for one try to get through and then flows at once.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '#server/db/client.ts';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '#server/db/tables/developers.ts';
import { suspendedBusinessIdsSql } from '#server/domains/businesses/service.ts';
import { conflict } from '#server/lib/domain-errors.ts';
import {
  backoffMs,
  claimWithLease,
  countTry,
  idsOf,
  nextTry,
  type RetryPolicy,
  type TryOutcome,
} from '#server/lib/lease-queue.ts';
import { SIGNATURE_HEADER, TEST_EVENT, type WebhookEvent } from '#shared/lib/developers.ts';
import type { webhookEventData } from '#shared/schemas/developers.ts';
import { postJson } from './post-json';
import { signatureHeader } from './signature';
import { requireWebhook, signingSecrets, type WebhookDeps } from './webhooks';

/** What an event's `data` holds, as the document publishes it (`webhookEventData`). */
export type EventData<T extends WebhookEvent> = z.input<(typeof webhookEventData)[T]>;

const LEASE_MS = 2 * 60_000;
const BATCH = 200;
/**
 * Rows looked at per run, and taken per endpoint. An endpoint's rows are posted one after another and
 * the first failure hands the rest back, so a receiver that hangs costs one 10-second try per run.
 */
const CANDIDATES = 1000;
const PER_ENDPOINT = 100;

/**
 * 30 s, 1, 2, 4 … minutes after each failed try, at most an hour apart: about 30 tries in 24 hours,
 * counted from the first failed try of a run of failures, not from when the event was made.
 */
const WEBHOOK_RETRIES: RetryPolicy = { firstMs: 30_000, maxMs: 60 * 60_000, giveUpAfterMs: 24 * 60 * 60_000 };

type DeliveryRow = typeof webhookDeliveries.$inferSelect;
/** The e-mail to the owner when an endpoint is turned off; app.ts wires the notifications domain in. */
type DisabledNotice = (
  tx: DbOrTx,
  input: { endpointId: string; url: string; lastError: string; userId: string; now: Date },
) => Promise<void>;
export type OutboxDeps = WebhookDeps & { notifyDisabled: DisabledNotice };

/**
 * The fan-out of an event, written once: one delivery for every endpoint of the business's owner that
 * wants `type` and covers the business. `events` are rows x of (business_id, owner_id, data); `eventId`
 * and `at` are SQL, so the customer's prepared statements place it with their own parameters.
 */
export const queueEventSql = (type: WebhookEvent, events: SQL, eventId: SQL, at: SQL) => {
  if (!/^[a-z]+\.[a-z]+$/.test(type)) throw new Error(`not an event type: ${type}`);
  const wanted = sql.raw(`'${type}'`);
  return sql`
    insert into webhook_deliveries (endpoint_id, event_id, event_type, business_id, data, event_at, created_at, next_attempt_at)
    select e.id, ${eventId}, ${wanted}, x.business_id, x.data, ${at}, ${at}, ${at}
    from ${events} x join webhook_endpoints e on e.disabled_at is null and ${wanted} = any(e.events)
      and ((e.all_locations and e.user_id = x.owner_id) or exists (
        select 1 from webhook_endpoint_businesses eb where eb.endpoint_id = e.id and eb.business_id = x.business_id))`;
};

/**
 * Queues one event for every endpoint of the business's owner that wants it and covers this business.
 * Call it inside the transaction that records what happened: the event exists exactly when that does.
 */
export async function emitEvent<T extends WebhookEvent>(
  tx: DbOrTx,
  business: { id: string; ownerId: string },
  type: T,
  data: EventData<T>,
  now = new Date(),
) {
  const event = sql`(select ${business.id}::text as business_id, ${business.ownerId}::text as owner_id,
    ${JSON.stringify(data)}::jsonb as data)`;
  await tx.execute(
    queueEventSql(type, event, sql`${randomUUID()}::uuid`, sql`${now.toISOString()}::timestamptz`),
  );
}

const turnOnFirst = () =>
  conflict('This webhook was turned off after failures. Turn it on again first.', 'WEBHOOK_OFF');

/** "Send test event": one delivery of type webhook.test to this endpoint alone. */
export async function queueTestEvent(db: DbOrTx, userId: string, webhookId: string, now = new Date()) {
  const endpoint = await requireWebhook(db, userId, webhookId);
  if (endpoint.disabledAt) throw turnOnFirst();
  const [row] = await db
    .insert(webhookDeliveries)
    .values({
      endpointId: webhookId,
      eventId: randomUUID(),
      eventType: TEST_EVENT,
      businessId: null,
      data: { message: 'A test event from ReviewTap. Your endpoint and signature check work.' },
      eventAt: now,
      createdAt: now,
      nextAttemptAt: now,
    })
    .returning({ id: webhookDeliveries.id });
  return { deliveryId: row!.id };
}

/** "Resend": the same event (same id, same body) queued again for this endpoint. */
export async function resendDelivery(
  db: DbOrTx,
  userId: string,
  webhookId: string,
  deliveryId: string,
  now = new Date(),
) {
  await requireWebhook(db, userId, webhookId);
  const [old] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, webhookId)))
    .limit(1);
  if (!old) return null;
  const [row] = await db
    .insert(webhookDeliveries)
    .values({
      endpointId: webhookId,
      eventId: old.eventId,
      eventType: old.eventType,
      businessId: old.businessId,
      data: old.data,
      eventAt: old.eventAt,
      createdAt: now,
      nextAttemptAt: now,
    })
    .returning({ id: webhookDeliveries.id });
  return { deliveryId: row!.id };
}

/**
 * Takes due deliveries for this worker in one statement: SKIP LOCKED keeps parallel workers (other
 * instances) on disjoint rows, the lease hands a row back if its worker died mid-post, and `claim`
 * says whose the row is (only that worker records the try). Endpoints that were turned off keep theirs
 * until they are on again, and a failing endpoint keeps them until its `retry_at` (a test event, `only`,
 * goes at once). Oldest first.
 */
async function claimDue(db: DbOrTx, now: Date, claim: string, only?: string): Promise<DeliveryRow[]> {
  const d = webhookDeliveries;
  const claimed = await claimWithLease(db, {
    table: sql`${d}`,
    set: sql`status = 'sending', claim = ${claim}, attempts = attempts + 1`,
    leaseMs: LEASE_MS,
    now,
    candidates: sql`
      select id from (
        select id, created_at, row_number() over (partition by endpoint_id order by created_at, id) as nth
        from (
          select id, endpoint_id, created_at from ${d}
          where ((status = 'pending' and next_attempt_at <= ${now}) or (status = 'sending' and locked_until <= ${now}))
            and endpoint_id in (select ${webhookEndpoints.id} from ${webhookEndpoints} where ${webhookEndpoints.disabledAt} is null
              ${only ? sql`` : sql`and (${webhookEndpoints.retryAt} is null or ${webhookEndpoints.retryAt} <= ${now})`})
            ${only ? sql`and id = ${only}` : sql``}
            -- A suspended business's events wait, and flow again when the operator restores it.
            and (business_id is null or business_id not in ${suspendedBusinessIdsSql()})
          order by created_at, id
          limit ${CANDIDATES}
          for update skip locked
        ) candidates
      ) ranked
      where nth <= ${PER_ENDPOINT}
      order by created_at, id
      limit ${BATCH}`,
  });
  const ids = idsOf(claimed);
  if (ids.length === 0) return [];
  return db.select().from(d).where(inArray(d.id, ids)).orderBy(asc(d.createdAt), asc(d.id));
}

/** The body a receiver gets, the same bytes on every try and on a resend. */
export function deliveryBody(
  row: Pick<DeliveryRow, 'eventId' | 'eventType' | 'eventAt' | 'businessId' | 'data'>,
) {
  return JSON.stringify({
    id: row.eventId,
    type: row.eventType,
    createdAt: row.eventAt.toISOString(),
    businessId: row.businessId,
    data: row.data,
  });
}

/**
 * Posts what is due: endpoints side by side, each endpoint's deliveries one after another, oldest
 * first. After a failed try the endpoint's other rows of this run go back untried (the endpoint now
 * backs off). `now` is the clock (tests move it); each try is stamped with it plus the time since.
 */
export async function deliverDueWebhooks(db: DbOrTx, deps: OutboxDeps, now = new Date(), only?: string) {
  const started = Date.now();
  const clock = () => new Date(now.getTime() + (Date.now() - started));
  const claim = randomUUID();
  const claimed = await claimDue(db, now, claim, only);
  const byEndpoint = new Map<string, DeliveryRow[]>();
  for (const row of claimed) byEndpoint.set(row.endpointId, [...(byEndpoint.get(row.endpointId) ?? []), row]);
  const results = await Promise.all(
    [...byEndpoint.values()].map(async (rows) => {
      const out: DeliveryOutcome[] = [];
      for (const [i, row] of rows.entries()) {
        const result = await deliverOne(db, deps, row, claim, clock());
        out.push(result);
        if (result !== 'succeeded') {
          await handBack(db, rows.slice(i + 1), claim);
          break;
        }
      }
      return out;
    }),
  );
  const flat = results.flat();
  for (const result of flat) countTry('webhooks', TRY_OF[result]);
  return {
    sent: flat.filter((r) => r === 'succeeded').length,
    failed: flat.filter((r) => r !== 'succeeded').length,
  };
}

type DeliveryOutcome = Awaited<ReturnType<typeof deliverOne>>;
const TRY_OF: Record<DeliveryOutcome, TryOutcome> = {
  succeeded: 'sent',
  gone: 'skipped',
  retry: 'retry',
  failed: 'failed',
};

/** Rows claimed but not tried: pending again, their claim's try not counted. */
async function handBack(db: DbOrTx, rows: DeliveryRow[], claim: string) {
  if (rows.length === 0) return;
  await db
    .update(webhookDeliveries)
    .set({ status: 'pending', lockedUntil: null, attempts: sql`${webhookDeliveries.attempts} - 1` })
    .where(
      and(
        inArray(
          webhookDeliveries.id,
          rows.map((r) => r.id),
        ),
        eq(webhookDeliveries.claim, claim),
      ),
    );
}

type Tried = { statusCode: number | null; error: string | null; excerpt: string | null; durationMs: number };

/** One try: sign and post. A failure to sign (a key that changed) is a failed try like any other. */
async function attempt(
  deps: OutboxDeps,
  row: DeliveryRow,
  endpoint: typeof webhookEndpoints.$inferSelect,
  at: Date,
) {
  try {
    const body = deliveryBody(row);
    const header = signatureHeader(signingSecrets(deps.key, endpoint, at), body, at);
    return await postJson(
      endpoint.url,
      body,
      { [SIGNATURE_HEADER]: header, 'user-agent': 'ReviewTap-Webhooks/1', 'reviewtap-event-id': row.eventId },
      deps,
    );
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    return {
      statusCode: null,
      error: `Could not sign the delivery (${reason})`,
      excerpt: null,
      durationMs: 0,
    } satisfies Tried;
  }
}

async function deliverOne(db: DbOrTx, deps: OutboxDeps, row: DeliveryRow, claim: string, at: Date) {
  const ours = and(eq(webhookDeliveries.id, row.id), eq(webhookDeliveries.claim, claim));
  const [endpoint] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, row.endpointId));
  if (!endpoint) return 'gone';
  const result = await attempt(deps, row, endpoint, at);
  const ok = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
  const error = ok ? null : (result.error ?? `HTTP ${result.statusCode}`);
  const failures = endpoint.failures + 1;
  const failingSince = endpoint.failingSince ?? at;
  const giveUp = !ok && nextTry(WEBHOOK_RETRIES, failures, at, failingSince) === null;
  const retryAt = new Date(at.getTime() + backoffMs(WEBHOOK_RETRIES, failures));
  await db.transaction(async (tx) => {
    const recorded = await tx
      .update(webhookDeliveries)
      .set(
        ok
          ? { status: 'succeeded', lockedUntil: null }
          : giveUp
            ? { status: 'failed', lockedUntil: null }
            : { status: 'pending', lockedUntil: null, nextAttemptAt: retryAt },
      )
      .where(ours)
      .returning({ id: webhookDeliveries.id });
    // Our lease ran out and another worker took the row: its try is the one on record.
    if (recorded.length === 0) return;
    await tx.insert(webhookAttempts).values({
      deliveryId: row.id,
      at,
      statusCode: result.statusCode,
      error,
      excerpt: result.excerpt,
      durationMs: result.durationMs,
    });
    // The endpoint as a whole: a success ends its run of failures, a failure makes it wait.
    if (ok && endpoint.failures > 0) {
      await tx
        .update(webhookEndpoints)
        .set({ failures: 0, failingSince: null, retryAt: null })
        .where(eq(webhookEndpoints.id, endpoint.id));
    } else if (!ok && row.eventType !== TEST_EVENT) {
      await tx
        .update(webhookEndpoints)
        .set({
          failures: sql`${webhookEndpoints.failures} + 1`,
          failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${at})`,
          retryAt,
        })
        .where(eq(webhookEndpoints.id, endpoint.id));
    }
    // A day of failures turns the endpoint off, once, and tells its owner.
    if (giveUp && row.eventType !== TEST_EVENT) {
      const off = await tx
        .update(webhookEndpoints)
        .set({ disabledAt: at })
        .where(and(eq(webhookEndpoints.id, endpoint.id), sql`${webhookEndpoints.disabledAt} is null`))
        .returning({ id: webhookEndpoints.id });
      if (off.length > 0) {
        await deps.notifyDisabled(tx, {
          endpointId: endpoint.id,
          url: endpoint.url,
          lastError: error ?? 'no answer',
          userId: endpoint.userId,
          now: at,
        });
      }
    }
  });
  return ok ? 'succeeded' : giveUp ? 'failed' : 'retry';
}

/** Housekeeping: the delivery log keeps 30 days. */
export async function forgetDeliveriesBefore(db: DbOrTx, cutoff: Date) {
  await db
    .delete(webhookDeliveries)
    .where(
      and(
        sql`${webhookDeliveries.createdAt} < ${cutoff}`,
        inArray(webhookDeliveries.status, ['succeeded', 'failed']),
      ),
    );
}
