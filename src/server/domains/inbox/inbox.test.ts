// The inbox as an owner and a member read it: Google reviews and private feedback together, newest
// first; "needs an answer" holds only recent, open items the reader may act on, and the counts agree.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { googleConnections, googleReviews } from '#server/db/schema.ts';
import { getToday } from '#server/domains/analytics/today.ts';
import { setMembersAnswerFeedback } from '#server/domains/businesses/service.ts';
import { submitFeedback } from '#server/domains/feedback/service.ts';
import { addMember, createBusinessFor } from '#server/test/fixtures.ts';
import { createTestApp, createUser, sameOrigin, type TestApp } from '#server/test/test-app.ts';
import type { InboxList } from '#shared/schemas/inbox.ts';

const DAY = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms);

let t: TestApp;
let owner: Awaited<ReturnType<typeof createUser>>;
let member: Awaited<ReturnType<typeof createUser>>;
let businessId: string;
const feedbackIds: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.db);
  member = await createUser(t.db);
  businessId = (await createBusinessFor(t.db, owner.user.id)).id;
  await addMember(t.db, businessId, member.user.id);
  // Connected 40 days ago: reviews before that are history, and so is anything older than 30 days.
  await t.db.insert(googleConnections).values({ businessId, connectedAt: ago(40 * DAY) });
  const review = (id: string, at: Date, reply: string | null = null) => ({
    businessId,
    reviewId: id,
    stars: 2,
    reviewerName: `Reviewer ${id}`,
    comment: `Review ${id}`,
    createTime: at,
    updateTime: at,
    replyComment: reply,
    replyUpdateTime: reply ? at : null,
  });
  await t.db
    .insert(googleReviews)
    .values([
      review('before-connection', ago(45 * DAY)),
      review('month-old', ago(35 * DAY)),
      review('waiting', ago(2 * DAY)),
      review('answered', ago(1 * DAY), 'Thank you!'),
    ]);
  const give = async (key: string, at: Date) => {
    feedbackIds[key] = (
      await submitFeedback(t.db, { businessId, feedback: `Feedback ${key}`, rating: 2, now: at })
    ).id;
  };
  await give('old', ago(31 * DAY));
  await give('open', ago(3 * DAY));
  await give('newest', ago(60 * 1000));
  await give('handled', ago(4 * DAY));
  const handled = await t.app.inject({
    method: 'PATCH',
    url: `/api/businesses/${businessId}/feedback/${feedbackIds.handled}`,
    headers: sameOrigin(owner.cookie),
    payload: { resolved: true },
  });
  expect(handled.statusCode).toBe(200);
});
afterAll(() => t.close());

const read = async (query: string, cookie = owner.cookie) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/businesses/${businessId}/inbox${query}`,
    headers: { cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as InboxList;
};
const names = (list: InboxList) =>
  list.entries.map((e) => (e.kind === 'review' ? (e.review.comment ?? '') : e.feedback.feedbackText));

describe('the inbox', () => {
  it('opens on what needs an answer: recent, open, after the connection; newest first, both kinds', async () => {
    const waiting = await read('');
    expect(names(waiting)).toEqual(['Feedback newest', 'Review waiting', 'Feedback open']);
    expect(waiting.waiting).toEqual({ reviews: 1, feedback: 2 });
    expect(waiting).toMatchObject({ canReply: true, canAnswer: true, googleConnected: true });
  });

  it('shows everything, newest first, and narrows to one kind', async () => {
    const all = await read('?show=all');
    expect(names(all)).toEqual([
      'Feedback newest',
      'Review answered',
      'Review waiting',
      'Feedback open',
      'Feedback handled',
      'Feedback old',
      'Review month-old',
      'Review before-connection',
    ]);
    expect(names(await read('?show=all&kind=review'))).toEqual([
      'Review answered',
      'Review waiting',
      'Review month-old',
      'Review before-connection',
    ]);
    expect(names(await read('?kind=feedback'))).toEqual(['Feedback newest', 'Feedback open']);
  });

  it("agrees with the home's counts and the Google section's", async () => {
    const today = await getToday(t.db, { businessId, userId: owner.user.id, role: 'owner' });
    expect(today).toMatchObject({ unrepliedReviews: 1, unresolvedFeedback: 2 });
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/businesses/${businessId}/google`,
      headers: { cookie: owner.cookie },
    });
    expect(status.json().unreplied).toBe(1);
  });

  it('holds for a member only what the member may do: no Google replies, feedback when allowed', async () => {
    const notAllowed = await read('', member.cookie);
    expect(notAllowed.entries).toEqual([]);
    expect(notAllowed).toMatchObject({ waiting: { reviews: null, feedback: null }, canReply: false });
    // Everything stays readable.
    expect((await read('?show=all', member.cookie)).entries).toHaveLength(8);
    const memberToday = () => getToday(t.db, { businessId, userId: member.user.id, role: 'member' });
    expect(await memberToday()).toMatchObject({ unrepliedReviews: null, unresolvedFeedback: null });

    await setMembersAnswerFeedback(t.db, businessId, true);
    const allowed = await read('', member.cookie);
    expect(names(allowed)).toEqual(['Feedback newest', 'Feedback open']);
    expect(allowed.waiting).toEqual({ reviews: null, feedback: 2 });
    expect(await memberToday()).toMatchObject({ unrepliedReviews: null, unresolvedFeedback: 2 });
    await setMembersAnswerFeedback(t.db, businessId, false);
  });

  it('leaves "needs an answer" when handled, and comes back when reopened', async () => {
    const patch = (resolved: boolean) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/businesses/${businessId}/feedback/${feedbackIds.open}`,
        headers: sameOrigin(owner.cookie),
        payload: { resolved },
      });
    expect((await patch(true)).statusCode).toBe(200);
    expect((await read('')).waiting.feedback).toBe(1);
    expect((await patch(false)).statusCode).toBe(200);
    expect((await read('')).waiting.feedback).toBe(2);
  });

  it('pages without losing or repeating an item, even at the same instant', async () => {
    const at = ago(5 * DAY);
    for (let n = 0; n < 23; n += 1)
      await submitFeedback(t.db, { businessId, feedback: `Same time ${n}`, rating: 1, now: at });
    const seen: string[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const page: InboxList = await read(`?show=all${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...names(page));
      cursor = page.nextCursor;
      pages += 1;
    }
    expect(pages).toBe(2);
    expect(seen).toHaveLength(31);
    expect(new Set(seen).size).toBe(31);
  });

  it('answers bad input with a readable 400', async () => {
    for (const query of ['?show=some', '?kind=tweet', '?cursor=bm9wZQ', '?cursor=a%20b']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/businesses/${businessId}/inbox${query}`,
        headers: { cookie: owner.cookie },
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toMatch(/not valid|must be/);
    }
  });
});
