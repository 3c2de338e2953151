// The operator's read model: every business with its owner, plan, mail and health in one page of one
// statement. Read-only and the one place outside a table's owner that names other domains' tables in
// SQL, as the customer's visit does for its writes (docs/decisions/0058-operator-console.md); every
// change an operator makes goes through the owning domain's service. It never reads a customer's
// feedback text or address.
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '#server/db/client.ts';
import { invalid } from '#server/lib/domain-errors.ts';
import { CUSTOMER_KINDS } from '#shared/lib/mail-kinds.ts';
import type { BUSINESS_SORTS } from '#shared/lib/operator.ts';
import type { OperatorBusiness } from '#shared/schemas/operator.ts';

type Sort = (typeof BUSINESS_SORTS)[number];
const DAY_MS = 24 * 60 * 60_000;

type Row = {
  id: string;
  name: string;
  place_id: string;
  owner_email: string;
  locations: number;
  members: number;
  subscription_status: string | null;
  subscribed: boolean;
  trial_ends_at: Date | string;
  created_at: Date | string;
  last_activity_at: Date | string | null;
  sent_24h: number;
  sent_30d: number;
  invited_30d: number;
  bounced_30d: number;
  complained_30d: number;
  drafts_today: number;
  google_connected: boolean;
  google_failing: boolean;
  paused_reason: string | null;
  paused_at: Date | string | null;
  suspended_at: Date | string | null;
  suspend_reason: string | null;
  page_taken_down: boolean;
  sort_key: string | number | null;
};

const iso = (v: Date | string) => new Date(v).toISOString();

/** The keyset of a sort: the value the page is ordered by, then the id. */
const SORT: Record<Sort, { key: SQL; dir: 'asc' | 'desc' }> = {
  newest: { key: sql`b.created_at`, dir: 'desc' },
  trial_ending: { key: sql`b.trial_ends_at`, dir: 'asc' },
  most_mail: { key: sql`mail.sent_30d`, dir: 'desc' },
  worst_health: {
    key: sql`(case when mail.invited_30d = 0 then 0 else (mail.bounced_30d + 10 * mail.complained_30d)::float8 / mail.invited_30d end)`,
    dir: 'desc',
  },
};

/** A cursor is the last row's sort value and id, opaque to the caller. */
function readCursor(cursor: string | undefined, sort: Sort) {
  if (!cursor) return null;
  try {
    const [s, key, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [
      string,
      unknown,
      string,
    ];
    if (s !== sort || typeof id !== 'string') throw 0;
    const byTime = sort === 'newest' || sort === 'trial_ending';
    const value = byTime ? new Date(String(key)) : Number(key);
    if (byTime ? Number.isNaN((value as Date).getTime()) : !Number.isFinite(value as number)) throw 0;
    return { key: value, id };
  } catch {
    throw invalid('That cursor is not one of this list: start from the first page.', 'BAD_CURSOR');
  }
}
const writeCursor = (sort: Sort, key: unknown, id: string) =>
  Buffer.from(JSON.stringify([sort, key instanceof Date ? key.toISOString() : key, id])).toString(
    'base64url',
  );

/** What the search matches: a business or place id exactly, a name in part, an e-mail of its team. */
function matchOf(q: string | undefined, exactId: string | undefined) {
  if (exactId) return sql`b.id = ${exactId}`;
  const text = q?.trim().toLowerCase();
  if (!text) return sql`true`;
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  // The team's e-mails are matched once, as a set of businesses, not once per business row.
  return sql`(b.id = ${q!.trim()} or b.place_id = ${q!.trim()} or lower(b.name) like ${like}
    or b.id in (select m.business_id from memberships m
                where m.user_id in (select u.id from users u where lower(u.email) like ${like})))`;
}

/** One page of businesses for the console, newest first or by the chosen sort, with every figure of a row. */
export async function businessPage(
  db: DbOrTx,
  input: { q?: string; sort: Sort; cursor?: string; limit: number; exactId?: string },
  now: Date,
) {
  const sort = SORT[input.sort];
  const after = readCursor(input.cursor, input.sort);
  const day = new Date(now.getTime() - DAY_MS);
  const month = new Date(now.getTime() - 30 * DAY_MS);
  const keyValue = after?.key ?? null;
  const keyset = after
    ? sort.dir === 'desc'
      ? sql`and (${sort.key} < ${keyValue} or (${sort.key} = ${keyValue} and b.id < ${after.id}))`
      : sql`and (${sort.key} > ${keyValue} or (${sort.key} = ${keyValue} and b.id > ${after.id}))`
    : sql``;
  const order = sort.dir === 'desc' ? sql`${sort.key} desc, b.id desc` : sql`${sort.key} asc, b.id asc`;
  // Only trials have a trial to end: that sort lists the running ones.
  const trialsOnly =
    input.sort === 'trial_ending'
      ? sql`and b.trial_ends_at > ${now} and not exists (select 1 from subscriptions s where s.business_id = b.id and s.subscription_id is not null)`
      : sql``;
  const customerKinds = sql.raw(`(${CUSTOMER_KINDS.map((kind) => `'${kind}'`).join(', ')})`);
  // The mail figures are counted only for the page's candidates unless the sort needs them for all.
  const mailFigures = sql`lateral (
      select
        (select count(*) from invitations i where i.business_id = b.id and i.sent_at >= ${day})
          + (select count(*) from invitations i where i.business_id = b.id and i.reminded_at >= ${day})
          + (select count(*) from mail_outbox o where o.business_id = b.id and o.kind in ${customerKinds} and o.sent_at >= ${day}) as sent_24h,
        invited.n + (select count(*) from mail_outbox o where o.business_id = b.id and o.kind in ${customerKinds} and o.sent_at >= ${month}) as sent_30d,
        invited.n as invited_30d,
        (select count(*) from mail_events e where e.business_id = b.id and e.kind = 'bounce' and e.received_at >= ${month}) as bounced_30d,
        (select count(*) from mail_events e where e.business_id = b.id and e.kind = 'complaint' and e.received_at >= ${month}) as complained_30d
      -- The rates are of invitations and reminders, as the automatic pause counts them.
      from (select (select count(*) from invitations i where i.business_id = b.id and i.sent_at >= ${month})
                 + (select count(*) from invitations i where i.business_id = b.id and i.reminded_at >= ${month}) as n) invited
    ) mail`;
  // The page's ids first, from the businesses' own columns where the sort allows: the figures are
  // then counted for those rows only.
  const byMail = input.sort === 'most_mail' || input.sort === 'worst_health';
  const result = await db.execute(sql`
    with page as (
      select b.id, ${sort.key} as sort_key from businesses b ${byMail ? sql`cross join ${mailFigures}` : sql``}
      where ${matchOf(input.q, input.exactId)} ${trialsOnly} ${keyset}
      order by ${order}
      limit ${input.limit + 1}
    )
    select b.id, b.name, b.place_id, owner.email as owner_email,
      (select count(*)::int from businesses o where o.owner_id = b.owner_id) as locations,
      (select count(*)::int from memberships m where m.business_id = b.id) as members,
      s.status as subscription_status, (s.subscription_id is not null) as subscribed,
      b.trial_ends_at, b.created_at,
      greatest((select max(c.created_at) from scans c where c.business_id = b.id),
               (select max(x.last_seen_at) from sessions x where x.user_id = b.owner_id)) as last_activity_at,
      mail.sent_24h::int, mail.sent_30d::int, mail.invited_30d::int, mail.bounced_30d::int, mail.complained_30d::int,
      coalesce((select d.drafts from draft_usage d where d.business_id = b.id and d.day = ${now.toISOString().slice(0, 10)}), 0)::int as drafts_today,
      (g.business_id is not null and not g.broken) as google_connected,
      (g.business_id is not null and (g.broken or g.sync_failed_at is not null)) as google_failing,
      p.pause_reason as paused_reason, p.paused_at,
      b.suspended_at, b.suspend_reason, b.page_taken_down,
      page.sort_key
    from page
    join businesses b on b.id = page.id
    join users owner on owner.id = b.owner_id
    left join subscriptions s on s.business_id = b.id
    left join google_connections g on g.business_id = b.id
    left join invitation_settings p on p.business_id = b.id and p.paused_at is not null
    cross join ${mailFigures}
    order by ${sort.dir === 'desc' ? sql`page.sort_key desc, b.id desc` : sql`page.sort_key asc, b.id asc`}`);
  const rows = rowsOf<Row>(result);
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return {
    businesses: page.map((r) => toOperatorBusiness(r, now)),
    nextCursor: rows.length > input.limit && last ? writeCursor(input.sort, last.sort_key, last.id) : null,
  };
}

function toOperatorBusiness(r: Row, now: Date): OperatorBusiness {
  const lapsed = r.subscribed
    ? r.subscription_status === 'canceled' || r.subscription_status === 'expired'
    : new Date(r.trial_ends_at) <= now;
  const invited = Number(r.invited_30d);
  const rate = (n: number) => (invited === 0 ? 0 : n / invited);
  return {
    id: r.id,
    name: r.name,
    placeId: r.place_id,
    ownerEmail: r.owner_email,
    locations: Number(r.locations),
    members: Number(r.members),
    status: lapsed ? 'lapsed' : r.subscribed ? 'subscribed' : 'trial',
    trialEndsAt: iso(r.trial_ends_at),
    createdAt: iso(r.created_at),
    lastActivityAt: r.last_activity_at ? iso(r.last_activity_at) : null,
    mail: {
      sent24h: Number(r.sent_24h),
      sent30d: Number(r.sent_30d),
      bounced30d: Number(r.bounced_30d),
      complained30d: Number(r.complained_30d),
      bounceRate: rate(Number(r.bounced_30d)),
      complaintRate: rate(Number(r.complained_30d)),
    },
    draftsToday: Number(r.drafts_today),
    google: r.google_failing ? 'failing' : r.google_connected ? 'connected' : 'none',
    paused: r.paused_reason && r.paused_at ? { reason: r.paused_reason, since: iso(r.paused_at) } : null,
    suspended:
      r.suspended_at && r.suspend_reason
        ? { reason: r.suspend_reason, since: iso(r.suspended_at), pageTakenDown: r.page_taken_down }
        : null,
  };
}

/** One business as the console's page shows it: the row, its team, counts and connections; no customer's words. */
export async function businessFacts(db: DbOrTx, businessId: string, now: Date) {
  const [row] = (await businessPage(db, { exactId: businessId, sort: 'newest', limit: 1 }, now)).businesses;
  if (!row) return null;
  const team = rowsOf<{ name: string; email: string; role: 'owner' | 'member' }>(
    await db.execute(sql`
      select trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) as name, u.email, m.role
      from memberships m join users u on u.id = m.user_id
      where m.business_id = ${businessId} order by m.role desc, m.created_at`),
  );
  const owner = rowsOf<{
    address: string;
    owner_name: string;
    daily_limit: number | null;
    warm_up_ended_at: unknown;
  }>(
    await db.execute(sql`
      select b.address, trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) as owner_name,
        p.daily_limit, p.warm_up_ended_at
      from businesses b join users u on u.id = b.owner_id
      left join invitation_settings p on p.business_id = b.id
      where b.id = ${businessId}`),
  )[0];
  if (!owner) return null;
  const siblings = rowsOf<{ id: string; name: string; paused: boolean }>(
    await db.execute(sql`
      select o.id, o.name, (p.paused_at is not null) as paused
      from businesses b join businesses o on o.owner_id = b.owner_id
      left join invitation_settings p on p.business_id = o.id
      where b.id = ${businessId} order by o.created_at`),
  );
  const invitationCounts = rowsOf<{ state: string; n: number }>(
    await db.execute(sql`
      select case when bounced_at is not null then 'bounced' when unsubscribed_at is not null then 'unsubscribed'
                  when failed_at is not null then 'failed' when rated_at is not null then 'rated'
                  when sent_at is not null then 'sent' else 'waiting' end as state, count(*)::int as n
      from invitations where business_id = ${businessId} group by 1`),
  );
  const [answers] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from mail_outbox where business_id = ${businessId} and kind = 'feedback_answer'`,
    ),
  );
  const connections = rowsOf<{ kind: string; state: string; last_error: string | null }>(
    await db.execute(sql`
      select 'google' as kind,
        case when broken then 'broken' when sync_failed_at is not null then 'failing' else 'connected' end as state,
        case when broken then 'Google no longer accepts the connection: the owner must connect again.'
             when sync_failed_at is not null then 'The last read from Google failed; it is retried.' else null end as last_error
      from google_connections where business_id = ${businessId}
      union all
      select 'webhook', case when w.disabled_at is not null then 'off' else 'on' end, null
      from webhook_endpoints w join webhook_endpoint_businesses wb on wb.endpoint_id = w.id
      where wb.business_id = ${businessId}`),
  );
  const [sub] = rowsOf<{
    provider: string;
    status: string;
    current_period_end: unknown;
    cancel_at_period_end: boolean;
  }>(
    await db.execute(sql`
      select provider, status, current_period_end, cancel_at_period_end from subscriptions
      where business_id = ${businessId} and subscription_id is not null`),
  );
  return {
    ...row,
    address: owner.address,
    ownerName: owner.owner_name,
    siblings: siblings.map((s) => ({ id: s.id, name: s.name, paused: Boolean(s.paused) })),
    team,
    invitations: Object.fromEntries(invitationCounts.map((c) => [c.state, Number(c.n)])),
    answers: Number(answers?.n ?? 0),
    connections: connections.map((c) => ({ kind: c.kind, state: c.state, lastError: c.last_error })),
    subscription: sub
      ? {
          provider: sub.provider,
          status: sub.status,
          currentPeriodEnd: sub.current_period_end ? iso(sub.current_period_end as string) : null,
          cancelAtPeriodEnd: Boolean(sub.cancel_at_period_end),
        }
      : null,
    invitationLimit: { perDay: owner.daily_limit, warmUpEnded: owner.warm_up_ended_at != null },
  };
}
