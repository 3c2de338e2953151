import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitFeedback } from '#server/domains/feedback/service.ts';
import { addMember, createBusinessFor } from '#server/test/fixtures.ts';
import { createTestApp, createUser, sameOrigin, type TestApp } from '#server/test/test-app.ts';
import type { InboxPage } from '#shared/schemas/feedback.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof createUser>>;
let member: Awaited<ReturnType<typeof createUser>>;
let businessId: string;
const ids: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.db);
  member = await createUser(t.db);
  const b = await createBusinessFor(t.db, owner.user.id);
  businessId = b.id;
  await addMember(t.db, b.id, member.user.id);
  // 45 items over 45 minutes, ratings cycling 1, 2, 3; the newest is n = 44.
  for (let n = 0; n < 45; n += 1) {
    const saved = await submitFeedback(t.db, {
      businessId,
      feedback: `item ${n}`,
      rating: (n % 3) + 1,
      customerEmail: n % 2 ? `c${n}@example.com` : undefined,
      now: new Date(Date.UTC(2031, 0, 1, 10, n)),
    });
    ids.push(saved.id);
  }
});
afterAll(() => t.close());

const inbox = async (query: string, cookie = owner.cookie) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/businesses/${businessId}/feedback/inbox${query}`,
    headers: { cookie },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as InboxPage;
};

describe('the full feedback inbox', () => {
  it('pages through every item, newest first, while the dashboard card keeps the 10 newest', async () => {
    const seen: string[] = [];
    const first = await inbox('');
    expect(first).toMatchObject({ page: 1, pageSize: 20, total: 45, pageCount: 3 });
    for (let p = 1; p <= first.pageCount; p += 1)
      seen.push(...(await inbox(`?page=${p}`, member.cookie)).items.map((i) => i.feedbackText));
    expect(seen).toEqual(Array.from({ length: 45 }, (_, i) => `item ${44 - i}`));
    expect((await inbox('?page=4')).items).toEqual([]);
    const card = await t.app.inject({
      method: 'GET',
      url: `/api/businesses/${businessId}/feedback`,
      headers: { cookie: owner.cookie },
    });
    expect(card.json()).toHaveLength(10);
  });

  it('filters by rating and by unresolved; the owner resolves and reopens an item', async () => {
    const ones = await inbox('?rating=1');
    expect(ones.total).toBe(15);
    expect(ones.items.every((i) => i.rating === 1)).toBe(true);

    const target = ids[44]!;
    const resolve = (resolved: boolean, cookie = owner.cookie) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/businesses/${businessId}/feedback/${target}`,
        headers: sameOrigin(cookie),
        payload: { resolved },
      });
    expect((await resolve(true, member.cookie)).statusCode).toBe(403);
    const done = await resolve(true);
    expect(done.statusCode).toBe(200);
    expect(done.json().resolvedAt).toEqual(expect.any(String));
    // Resolving twice keeps the first time.
    expect((await resolve(true)).json().resolvedAt).toBe(done.json().resolvedAt);

    const open = await inbox('?unresolved=true');
    expect(open.total).toBe(44);
    expect(open.items.map((i) => i.id)).not.toContain(target);
    expect((await inbox('?unresolved=true&rating=3')).total).toBe(14);
    expect((await resolve(false)).json().resolvedAt).toBeNull();
    expect((await inbox('?unresolved=1')).total).toBe(45);
  });

  it('answers bad filters and unknown items with a readable 4xx', async () => {
    for (const q of ['?rating=5', '?rating=x', '?page=0', '?unresolved=maybe']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/businesses/${businessId}/feedback/inbox${q}`,
        headers: { cookie: owner.cookie },
      });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    const other = await createBusinessFor(t.db, member.user.id);
    const foreign = await submitFeedback(t.db, { businessId: other.id, feedback: 'elsewhere', rating: 1 });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/businesses/${businessId}/feedback/${foreign.id}`,
      headers: sameOrigin(owner.cookie),
      payload: { resolved: true },
    });
    expect(res.statusCode).toBe(404);
  });

  it('downloads the inbox as CSV with the same filters', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/businesses/${businessId}/feedback/inbox.csv?rating=2`,
      headers: { cookie: member.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="feedback.csv"');
    const rows = parse(res.body, { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(15);
    expect(rows[0]).toMatchObject({
      feedbackText: 'item 43',
      rating: '2',
      ratingLabel: 'Poor',
      customerEmail: 'c43@example.com',
    });
  });
});
