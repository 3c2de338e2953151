import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { type OperatorLogRow, operatorLog } from '#server/db/tables/operator.ts';
import type { Notice, OperatorAction, OperatorLogEntry } from '#shared/schemas/operator.ts';

/** Who acted: an operator signed in to the console, or the machine's user at the command line. */
export type Actor = { email: string; via: 'console' | 'command' };

/** What the owner and members of a business read of the operator's acts on it. */
const TOLD_TO_OWNERS: OperatorAction[] = [
  'pause_sending',
  'resume_sending',
  'suspend',
  'restore',
  'extend_trial',
  'set_invitation_limit',
  'end_warm_up',
];

const toEntry = (r: OperatorLogRow): OperatorLogEntry => ({
  id: r.id,
  at: r.at.toISOString(),
  actorEmail: r.actorEmail,
  via: r.via,
  action: r.action,
  reason: r.reason,
  businessId: r.businessId,
  details: r.details ?? null,
});

/** Appends one entry; the table takes no other statement (its triggers refuse updates and deletes). */
export async function appendLog(
  db: DbOrTx,
  actor: Actor,
  entry: {
    action: OperatorAction;
    reason: string;
    businessId: string | null;
    details?: Record<string, unknown>;
    now: Date;
  },
) {
  const [row] = await db
    .insert(operatorLog)
    .values({
      actorEmail: actor.email,
      via: actor.via,
      action: entry.action,
      reason: entry.reason,
      businessId: entry.businessId,
      details: entry.details ?? null,
      at: entry.now,
    })
    .returning();
  return toEntry(row!);
}

/** The log, newest first, filtered by business and action; at most 200 entries. */
export async function readLog(
  db: DbOrTx,
  filter: { businessId?: string; action?: OperatorAction },
  limit = 200,
) {
  const where: SQL[] = [];
  if (filter.businessId) where.push(eq(operatorLog.businessId, filter.businessId));
  if (filter.action) where.push(eq(operatorLog.action, filter.action));
  const rows = await db
    .select()
    .from(operatorLog)
    .where(and(...where))
    .orderBy(desc(operatorLog.at), desc(operatorLog.id))
    .limit(limit);
  return rows.map(toEntry);
}

/** The operator's acts on this business that its team reads, newest first. */
export async function noticesOf(db: DbOrTx, businessId: string, limit = 20): Promise<Notice[]> {
  const rows = await db
    .select({ action: operatorLog.action, reason: operatorLog.reason, at: operatorLog.at })
    .from(operatorLog)
    .where(and(eq(operatorLog.businessId, businessId), inArray(operatorLog.action, TOLD_TO_OWNERS)))
    .orderBy(desc(operatorLog.at), desc(operatorLog.id))
    .limit(limit);
  return rows.map((r) => ({ action: r.action, reason: r.reason, at: r.at.toISOString() }));
}
