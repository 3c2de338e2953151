// What the console reads beyond the list: one business, the deployment's figures and queues, an
// address's suppressions. Read-only, like read-model.ts (decision 0058).
import { sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '#server/db/client.ts';
import { businessNames } from '#server/domains/businesses/service.ts';
import { type InvitationKeys, suppressionsOfAddress } from '#server/domains/invitations/service.ts';
import { notFound } from '#server/lib/domain-errors.ts';
import { PLAN } from '#shared/lib/plan.ts';
import type { OperatorOverview } from '#shared/schemas/operator.ts';
import { readLog } from './log';
import { businessFacts } from './read-model';

const DAY_MS = 24 * 60 * 60_000;
const dayOf = (v: unknown) => new Date(v as string).toISOString().slice(0, 10);

/** A relay's refusal often quotes the recipient: the console shows the words, never the address. */
export const withoutAddresses = (text: string) =>
  text.replace(/[^\s<>()"',;:]+@[^\s<>()"',;:]+/g, '[address]');

export type ServiceStates = () => Promise<OperatorOverview['services']>;

export async function operatorBusiness(db: DbOrTx, businessId: string, now: Date) {
  const facts = await businessFacts(db, businessId, now);
  if (!facts) throw notFound('No business has that id.', 'BUSINESS_NOT_FOUND');
  return { ...facts, log: await readLog(db, { businessId }, 50) };
}

/** Days from `days` ago to today, each with its count (0 where nothing happened). */
function fillDays<T extends { day: string }>(rows: T[], days: number, now: Date, empty: (day: string) => T) {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return Array.from({ length: days }, (_, i) => {
    const day = new Date(now.getTime() - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10);
    return byDay.get(day) ?? empty(day);
  });
}

async function signUps(db: DbOrTx, now: Date) {
  const since = new Date(now.getTime() - 56 * DAY_MS);
  const rows = rowsOf<{ day: unknown; n: number }>(
    await db.execute(sql`
      select date_trunc('day', created_at at time zone 'UTC') as day, count(*)::int as n
      from businesses where created_at >= ${since} group by 1`),
  ).map((r) => ({ day: dayOf(r.day), count: Number(r.n) }));
  const perDay = fillDays(rows, 56, now, (day) => ({ day, count: 0 }));
  const perWeek = Array.from({ length: 8 }, (_, w) => {
    const slice = perDay.slice(w * 7, w * 7 + 7);
    return { week: slice[0]!.day, count: slice.reduce((n, d) => n + d.count, 0) };
  });
  return { perDay: perDay.slice(-14), perWeek };
}

async function money(db: DbOrTx, now: Date) {
  const month = new Date(now.getTime() - 30 * DAY_MS);
  const [row] = rowsOf<Record<string, number>>(
    await db.execute(sql`
      select
        (select count(*)::int from businesses where created_at >= ${month}) as trials,
        (select count(*)::int from subscriptions where subscription_id is not null and subscription_created_at >= ${month}) as converted,
        (select count(*)::int from subscriptions where subscription_id is not null and status in ('active', 'trialing', 'past_due')) as active,
        (select coalesce(sum(extra_seats), 0)::int from subscriptions where subscription_id is not null and status = 'active') as seats,
        (select count(*)::int from subscriptions where subscription_id is not null and status = 'active') as paying,
        (select count(*)::int from subscriptions where status = 'canceled' and updated_at >= ${month}) as cancelled`),
  );
  const r = row ?? {};
  return {
    trialsStarted30d: Number(r.trials ?? 0),
    converted30d: Number(r.converted ?? 0),
    activeSubscriptions: Number(r.active ?? 0),
    // From our own rows: what the paying subscriptions cost a month at today's plan.
    monthlyRevenueCents:
      (Number(r.paying ?? 0) * PLAN.pricePerLocation + Number(r.seats ?? 0) * PLAN.pricePerExtraSeat) * 100,
    cancellations30d: Number(r.cancelled ?? 0),
  };
}

async function mailFigures(db: DbOrTx, now: Date) {
  const since = new Date(now.getTime() - 14 * DAY_MS);
  const rows = rowsOf<{
    day: unknown;
    sent: number;
    bounced: number;
    complained: number;
    unsubscribed: number;
  }>(
    await db.execute(sql`
      select day, sum(sent)::int as sent, sum(bounced)::int as bounced, sum(complained)::int as complained,
        sum(unsubscribed)::int as unsubscribed
      from (
        select date_trunc('day', sent_at at time zone 'UTC') as day, 1 as sent, 0 as bounced, 0 as complained, 0 as unsubscribed
          from invitations where sent_at >= ${since}
        union all
        select date_trunc('day', sent_at at time zone 'UTC'), 1, 0, 0, 0 from mail_outbox where sent_at >= ${since}
        union all
        select date_trunc('day', received_at at time zone 'UTC'), 0, (kind = 'bounce')::int, (kind = 'complaint')::int,
          (kind = 'unsubscribe')::int
          from mail_events where received_at >= ${since}
      ) m group by day`),
  ).map((r) => ({
    day: dayOf(r.day),
    sent: Number(r.sent),
    bounced: Number(r.bounced),
    complained: Number(r.complained),
    unsubscribed: Number(r.unsubscribed),
  }));
  const paused = rowsOf<{ id: string; name: string; reason: string; since: unknown }>(
    await db.execute(sql`
      select b.id, b.name, p.pause_reason as reason, p.paused_at as since
      from invitation_settings p join businesses b on b.id = p.business_id
      where p.paused_at is not null and p.pause_reason <> 'operator'
      order by p.paused_at desc limit 100`),
  );
  return {
    perDay: fillDays(rows, 14, now, (day) => ({ day, sent: 0, bounced: 0, complained: 0, unsubscribed: 0 })),
    pausedByRules: paused.map((p) => ({
      id: p.id,
      name: p.name,
      reason: p.reason,
      since: new Date(p.since as string).toISOString(),
    })),
  };
}

/** Each queue: what is due, what is failing, the oldest waiting, and the last errors in words. */
async function queues(db: DbOrTx, now: Date): Promise<OperatorOverview['queues']> {
  const one = async (
    name: OperatorOverview['queues'][number]['name'],
    statement: ReturnType<typeof sql>,
    errors: ReturnType<typeof sql>,
  ) => {
    const [row] = rowsOf<{ due: number; failing: number; oldest: unknown }>(await db.execute(statement));
    const last = rowsOf<{ error: string }>(await db.execute(errors)).map((e) =>
      withoutAddresses(e.error).slice(0, 300),
    );
    return {
      name,
      due: Number(row?.due ?? 0),
      failing: Number(row?.failing ?? 0),
      oldestDueAt: row?.oldest ? new Date(row.oldest as string).toISOString() : null,
      lastErrors: last,
    };
  };
  const today = now.toISOString().slice(0, 10);
  return Promise.all([
    one(
      'mail',
      sql`select count(*) filter (where status = 'pending' and next_attempt_at <= ${now})::int as due,
            count(*) filter (where status = 'failed' or (status = 'pending' and attempts > 0))::int as failing,
            min(next_attempt_at) filter (where status = 'pending') as oldest from mail_outbox`,
      sql`select last_error as error from mail_outbox where last_error is not null order by next_attempt_at desc limit 3`,
    ),
    one(
      'invitations',
      sql`select count(*) filter (where delivery = 'pending' and next_attempt_at <= ${now})::int as due,
            count(*) filter (where failed_at is not null or (delivery = 'pending' and attempts > 0))::int as failing,
            min(next_attempt_at) filter (where delivery = 'pending') as oldest from invitations`,
      sql`select last_error as error from invitations where last_error is not null order by next_attempt_at desc limit 3`,
    ),
    one(
      'webhooks',
      sql`select count(*) filter (where status = 'pending' and next_attempt_at <= ${now})::int as due,
            count(*) filter (where status = 'failed' or (status = 'pending' and attempts > 0))::int as failing,
            min(next_attempt_at) filter (where status = 'pending') as oldest from webhook_deliveries`,
      sql`select coalesce(error, 'The receiver answered ' || status_code) as error from webhook_attempts where status_code is null or status_code >= 300 order by at desc limit 3`,
    ),
    one(
      'google_sync',
      sql`select count(*) filter (where sync_requested_at is not null)::int as due,
            count(*) filter (where broken or sync_failed_at is not null)::int as failing,
            min(sync_requested_at) as oldest from google_connections`,
      sql`select case when broken then 'Google no longer accepts a connection: its owner must connect again.'
                 else 'A read from Google failed; it is retried.' end as error
          from google_connections where broken or sync_failed_at is not null limit 3`,
    ),
    one(
      'drafts',
      sql`select coalesce(sum(drafts), 0)::int as due, 0 as failing, null as oldest from draft_usage where day = ${today}`,
      sql`select null::text as error where false`,
    ),
  ]);
}

export async function operatorOverview(db: DbOrTx, deps: { services: ServiceStates }, now: Date) {
  const [s, m, mail, q, services] = await Promise.all([
    signUps(db, now),
    money(db, now),
    mailFigures(db, now),
    queues(db, now),
    deps.services(),
  ]);
  return { signUps: s, money: m, mail, queues: q, services };
}

/** An address's suppressions, named by scope; only a bounce for every business can be lifted. */
export async function suppressionsFor(db: DbOrTx, keys: InvitationKeys, email: string) {
  const rows = await suppressionsOfAddress(db, keys, email);
  const names = await businessNames(
    db,
    rows.flatMap((r) => (r.businessId ? [r.businessId] : [])),
  );
  return rows.map((r) => ({
    scope: r.businessId ? (names.get(r.businessId)?.name ?? r.businessId) : 'every business',
    reason: r.reason,
    source: r.source,
    since: r.since.toISOString(),
    liftable: r.businessId === null && r.reason === 'bounced',
  }));
}
