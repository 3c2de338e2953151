// The inbox domain: everything a customer said, Google reviews and private feedback together, newest
// first, with what needs an answer first. It owns no table: each kind comes through its domain.
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '#server/db/client.ts';
import { findBusiness } from '#server/domains/businesses/service.ts';
import { feedbackItemsByIds, feedbackLinesSql, mayAnswer } from '#server/domains/feedback/service.ts';
import { isConnected, reviewLinesSql, reviewsByIds } from '#server/domains/google/service.ts';
import { invalid } from '#server/lib/domain-errors.ts';
import { waitingSince } from '#shared/lib/waiting.ts';
import type { Role } from '#shared/schemas/businesses.ts';
import type { InboxEntry, InboxKind, InboxList, InboxListQuery } from '#shared/schemas/inbox.ts';

const PAGE_SIZE = 20;

/** Where the last page ended: the time exactly as stored (microseconds), the kind and the id. */
type Cursor = { t: string; k: InboxKind; id: string };
const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify(c)).toString('base64url');
function decodeCursor(raw: string): Cursor {
  try {
    const c = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<Cursor>;
    if (
      typeof c.t === 'string' &&
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/.test(c.t) &&
      (c.k === 'review' || c.k === 'feedback') &&
      typeof c.id === 'string'
    )
      return c as Cursor;
  } catch {
    // fall through
  }
  throw invalid('That page link is not valid.', 'BAD_CURSOR');
}

type Line = { kind: InboxKind; id: string; at: string };

/**
 * One page of the inbox for this viewer. "Needs an answer" holds only what the viewer may act on: a
 * member never replies on Google, and answers feedback only where the owner allows it.
 */
export async function listInboxEntries(
  db: DbOrTx,
  viewer: { businessId: string; role: Role | null },
  query: InboxListQuery,
  now = new Date(),
): Promise<InboxList> {
  const { businessId } = viewer;
  const owner = viewer.role === 'owner';
  const [business, connected] = await Promise.all([
    findBusiness(db, businessId),
    isConnected(db, businessId),
  ]);
  const canAnswer = mayAnswer(viewer.role, business?.membersAnswerFeedback ?? false);
  const waitingOnly = query.show === 'waiting';
  const since = waitingOnly ? waitingSince(now) : null;
  const wants = (kind: InboxKind) => !query.kind || query.kind === kind;

  const parts: SQL[] = [];
  if (wants('review') && connected && (owner || !waitingOnly)) parts.push(reviewLinesSql(businessId, since));
  if (wants('feedback') && (canAnswer || !waitingOnly)) parts.push(feedbackLinesSql(businessId, since));

  const c = query.cursor ? decodeCursor(query.cursor) : null;
  const lines =
    parts.length === 0
      ? []
      : rowsOf<Line>(
          await db.execute(sql`
            select kind, id, to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at
            from (${sql.join(parts, sql` union all `)}) lines
            ${c ? sql`where (at, kind, id) < (${c.t}::timestamptz, ${c.k}, ${c.id})` : sql``}
            order by lines.at desc, kind desc, id desc
            limit ${PAGE_SIZE + 1}`),
        );
  const page = lines.slice(0, PAGE_SIZE);
  const idsOf = (kind: InboxKind) => page.filter((l) => l.kind === kind).map((l) => l.id);
  const [reviews, feedback] = await Promise.all([
    reviewsByIds(db, businessId, idsOf('review')),
    feedbackItemsByIds(db, businessId, idsOf('feedback')),
  ]);
  const review = new Map(reviews.map((r) => [r.id, r]));
  const item = new Map(feedback.map((f) => [f.id, f]));
  const entries = page.flatMap((l): InboxEntry[] => {
    const at = new Date(l.at).toISOString();
    const r = l.kind === 'review' ? review.get(l.id) : undefined;
    if (r) return [{ kind: 'review', at, review: r }];
    const f = l.kind === 'feedback' ? item.get(l.id) : undefined;
    return f ? [{ kind: 'feedback', at, feedback: f }] : [];
  });
  const last = lines.length > PAGE_SIZE ? page.at(-1) : undefined;
  const counts = await waitingCounts(db, businessId, { owner, canAnswer, connected }, now);
  return {
    entries,
    nextCursor: last ? encodeCursor({ t: last.at, k: last.kind, id: last.id }) : null,
    waiting: counts,
    canReply: owner,
    canAnswer,
    googleConnected: connected,
  };
}

/** What needs an answer, of each kind, counted only for whoever may act on it. */
async function waitingCounts(
  db: DbOrTx,
  businessId: string,
  may: { owner: boolean; canAnswer: boolean; connected: boolean },
  now: Date,
) {
  const since = waitingSince(now);
  const count = async (lines: SQL) =>
    Number(
      rowsOf<{ n: number | string }>(await db.execute(sql`select count(*) as n from (${lines}) lines`))[0]
        ?.n ?? 0,
    );
  const [reviews, feedback] = await Promise.all([
    may.owner && may.connected ? count(reviewLinesSql(businessId, since)) : null,
    may.canAnswer ? count(feedbackLinesSql(businessId, since)) : null,
  ]);
  return { reviews, feedback };
}
