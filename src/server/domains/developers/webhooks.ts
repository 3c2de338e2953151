// Webhook endpoints: an owner's receivers, the events they want, their signing secrets.
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import {
  webhookAttempts,
  webhookDeliveries,
  webhookEndpointBusinesses,
  webhookEndpoints,
} from '#server/db/tables/developers.ts';
import { lockUser } from '#server/domains/auth/service.ts';
import { conflict, notFound } from '#server/lib/domain-errors.ts';
import { openToken, sealToken } from '#server/lib/token-crypto.ts';
import { MAX_WEBHOOKS, type WebhookEvent } from '#shared/lib/developers.ts';
import type { Webhook, WebhookDelivery } from '#shared/schemas/developers.ts';
import { checkDestination, type DestinationMode } from './destination';
import { type Locations, ownedLocations } from './locations';

const ROLL_OVERLAP_MS = 24 * 60 * 60_000;
const LOG_SIZE = 50;

export type WebhookDeps = DestinationMode & { key: Buffer };

const newSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;
const notFoundHere = () => notFound('No such webhook.', 'WEBHOOK_NOT_FOUND');

export async function createWebhook(
  db: DbOrTx,
  deps: WebhookDeps,
  userId: string,
  input: { url: string; events: WebhookEvent[]; businessIds: Locations },
) {
  const url = (await checkDestination(input.url, deps)).toString();
  return db.transaction(async (tx) => {
    // The owner's row is locked before counting, so creates at the same moment take turns at the cap.
    await lockUser(tx, userId);
    const ids = await ownedLocations(tx, userId, input.businessIds, 'webhooks');
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.userId, userId));
    if (n >= MAX_WEBHOOKS) {
      throw conflict(
        `You can keep ${MAX_WEBHOOKS} webhooks. Delete one you no longer use first.`,
        'WEBHOOK_LIMIT',
      );
    }
    const secret = newSecret();
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        userId,
        url,
        events: [...new Set(input.events)],
        allLocations: ids === 'all',
        secret: sealToken(deps.key, secret),
      })
      .returning({ id: webhookEndpoints.id });
    if (ids !== 'all') {
      await tx
        .insert(webhookEndpointBusinesses)
        .values(ids.map((businessId) => ({ endpointId: row!.id, businessId })));
    }
    return { id: row!.id, secret };
  });
}

export async function listWebhooks(db: DbOrTx, userId: string): Promise<Webhook[]> {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId))
    .orderBy(desc(webhookEndpoints.createdAt));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const grants = await db
    .select()
    .from(webhookEndpointBusinesses)
    .where(inArray(webhookEndpointBusinesses.endpointId, ids));
  const last = await Promise.all(ids.map((id) => lastAttemptOf(db, id)));
  return rows.map((r, i) => ({
    id: r.id,
    url: r.url,
    events: r.events as WebhookEvent[],
    businessIds: r.allLocations
      ? 'all'
      : grants.filter((g) => g.endpointId === r.id).map((g) => g.businessId),
    createdAt: r.createdAt.toISOString(),
    disabledAt: r.disabledAt?.toISOString() ?? null,
    lastDelivery: last[i] ?? null,
  }));
}

async function lastAttemptOf(db: DbOrTx, endpointId: string) {
  const [a] = await db
    .select({ at: webhookAttempts.at, statusCode: webhookAttempts.statusCode })
    .from(webhookAttempts)
    .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, webhookAttempts.deliveryId))
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookAttempts.at))
    .limit(1);
  if (!a) return null;
  const ok = a.statusCode !== null && a.statusCode >= 200 && a.statusCode < 300;
  return { at: a.at.toISOString(), ok, statusCode: a.statusCode };
}

const mine = (userId: string, webhookId: string) =>
  and(eq(webhookEndpoints.id, webhookId), eq(webhookEndpoints.userId, userId));

/** The caller's endpoint, or not found (another owner's endpoint is not found either). */
export async function requireWebhook(db: DbOrTx, userId: string, webhookId: string) {
  const [row] = await db.select().from(webhookEndpoints).where(mine(userId, webhookId)).limit(1);
  if (!row) throw notFoundHere();
  return row;
}

export async function deleteWebhook(db: DbOrTx, userId: string, webhookId: string) {
  const gone = await db
    .delete(webhookEndpoints)
    .where(mine(userId, webhookId))
    .returning({ id: webhookEndpoints.id });
  if (gone.length === 0) throw notFoundHere();
}

/** A new secret, shown once; the previous one keeps verifying for 24 hours. */
export async function rollSecret(
  db: DbOrTx,
  deps: WebhookDeps,
  userId: string,
  webhookId: string,
  now = new Date(),
) {
  const row = await requireWebhook(db, userId, webhookId);
  const secret = newSecret();
  const previousValidUntil = new Date(now.getTime() + ROLL_OVERLAP_MS);
  await db
    .update(webhookEndpoints)
    .set({
      secret: sealToken(deps.key, secret),
      previousSecret: row.secret,
      previousSecretUntil: previousValidUntil,
    })
    .where(mine(userId, webhookId));
  return { id: row.id, secret, previousValidUntil: previousValidUntil.toISOString() };
}

/** Turns a webhook that was switched off after failures back on. */
export async function enableWebhook(db: DbOrTx, userId: string, webhookId: string) {
  const on = await db
    .update(webhookEndpoints)
    .set({ disabledAt: null, failures: 0, failingSince: null, retryAt: null })
    .where(mine(userId, webhookId))
    .returning({ id: webhookEndpoints.id });
  if (on.length === 0) throw notFoundHere();
}

/** The secrets a delivery is signed with now: the current one, and the previous within its 24 hours. */
export function signingSecrets(
  key: Buffer,
  row: { secret: string; previousSecret: string | null; previousSecretUntil: Date | null },
  now: Date,
) {
  const secrets = [openToken(key, row.secret)];
  if (row.previousSecret && row.previousSecretUntil && row.previousSecretUntil > now) {
    secrets.push(openToken(key, row.previousSecret));
  }
  return secrets;
}

/** The endpoint's last deliveries, newest first, each with its tries. */
export async function recentDeliveries(
  db: DbOrTx,
  userId: string,
  webhookId: string,
): Promise<WebhookDelivery[]> {
  await requireWebhook(db, userId, webhookId);
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, webhookId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(LOG_SIZE);
  const attempts = rows.length
    ? await db
        .select()
        .from(webhookAttempts)
        .where(
          inArray(
            webhookAttempts.deliveryId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(desc(webhookAttempts.at))
    : [];
  return rows.map((r) => ({
    id: r.id,
    eventId: r.eventId,
    type: r.eventType,
    businessId: r.businessId,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    nextAttemptAt: r.status === 'pending' ? r.nextAttemptAt.toISOString() : null,
    attempts: attempts
      .filter((a) => a.deliveryId === r.id)
      .map((a) => ({
        at: a.at.toISOString(),
        statusCode: a.statusCode,
        error: a.error,
        durationMs: a.durationMs,
      })),
  }));
}
