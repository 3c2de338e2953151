// New 4–5 star Google reviews reach the team in the daily e-mail, with their notification
// settings, in their own time zone, once a day whatever the number of runs or instances.
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { googleReviews, mailOutbox } from '#server/db/schema.ts';
import { mailContext } from '#server/domains/notifications/context.ts';
import { demoTransport } from '#server/domains/notifications/mail-transport.ts';
import {
  rememberBrowserTimeZone,
  updateNotificationSettings,
} from '#server/domains/notifications/settings.ts';
import { addMember, createBusinessFor } from '#server/test/fixtures.ts';
import { createTestApp, createUser, type TestApp, testConfig } from '#server/test/test-app.ts';
import { composeReviewDigests } from './review-digest';

let t: TestApp;
const ctx = () => mailContext(testConfig(), demoTransport);
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// 2026-03-10 in Berlin (UTC+1): the digest of the 10th covers the 9th, local time.
const at = (iso: string) => new Date(iso);
let n = 0;
const review = (businessId: string, stars: number, createTime: string, reviewerName = `Reviewer ${++n}`) => ({
  businessId,
  reviewId: `r-${++n}`,
  stars,
  reviewerName,
  comment: `Comment ${n}`,
  createTime: at(createTime),
  updateTime: at(createTime),
});

async function digestsOf(businessId: string) {
  return t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.businessId, businessId), like(mailOutbox.dedupeKey, 'review-digest:%')));
}

describe('the daily e-mail of good Google reviews', () => {
  it("sends yesterday's 4–5 star reviews after 08:00 local time, to those who want alerts, once", async () => {
    const owner = await createUser(t.db, { email: `digest-owner-${Date.now()}@example.com` });
    const keen = await createUser(t.db);
    const quiet = await createUser(t.db);
    const business = await createBusinessFor(t.db, owner.user.id, { name: 'Digest Café' });
    await addMember(t.db, business.id, keen.user.id);
    await addMember(t.db, business.id, quiet.user.id);
    await updateNotificationSettings(t.db, keen.user.id, { feedbackAlerts: true });
    for (const u of [owner, keen, quiet]) await rememberBrowserTimeZone(t.db, u.user.id, 'Europe/Berlin');
    await t.db.insert(googleReviews).values([
      review(business.id, 5, '2026-03-09T08:00:00Z', 'Ana Good'),
      review(business.id, 4, '2026-03-09T22:30:00Z', 'Ben Late'), // 23:30 in Berlin: still the 9th
      review(business.id, 3, '2026-03-09T12:00:00Z'), // a low one went out at once
      review(business.id, 5, '2026-03-08T22:30:00Z'), // 23:30 on the 8th in Berlin
      review(business.id, 5, '2026-03-09T23:30:00Z'), // 00:30 on the 10th in Berlin
    ]);

    expect(await composeReviewDigests(t.db, ctx(), at('2026-03-10T06:59:00Z'))).toBe(0); // 07:59 local
    expect(await digestsOf(business.id)).toHaveLength(0);

    const due = at('2026-03-10T07:05:00Z');
    expect(await composeReviewDigests(t.db, ctx(), due)).toBe(2);
    const sent = await digestsOf(business.id);
    expect(sent.map((m) => m.userId).sort()).toEqual([owner.user.id, keen.user.id].sort());
    const mine = sent.find((m) => m.userId === owner.user.id)!;
    expect(mine.kind).toBe('review_alert');
    expect(mine.subject).toBe('2 new good Google reviews for Digest Café yesterday');
    expect(mine.text).toContain('Ana Good');
    expect(mine.text).toContain('Ben Late');
    expect(mine.text).not.toMatch(/Reviewer \d+/);
    expect(mine.text).toContain('/unsubscribe?token=');

    // Later runs that day, and many at once, add nothing.
    const runs = await Promise.all(
      Array.from({ length: 8 }, () => composeReviewDigests(t.db, ctx(), at('2026-03-10T09:00:00Z'))),
    );
    expect(runs.reduce((a, b) => a + b, 0)).toBe(0);
    expect(await digestsOf(business.id)).toHaveLength(2);
  });

  it('parallel first runs on one morning still queue exactly one e-mail per person', async () => {
    const owner = await createUser(t.db);
    const business = await createBusinessFor(t.db, owner.user.id);
    await rememberBrowserTimeZone(t.db, owner.user.id, 'Europe/Berlin');
    await t.db.insert(googleReviews).values([review(business.id, 5, '2026-03-09T10:00:00Z')]);
    await Promise.all(
      Array.from({ length: 10 }, () => composeReviewDigests(t.db, ctx(), at('2026-03-10T07:30:00Z'))),
    );
    const sent = await digestsOf(business.id);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toBe(`A new 5-star Google review for ${business.name} yesterday`);
  });

  it('sends nothing on a day without a good review, and nothing to an owner who turned alerts off', async () => {
    const owner = await createUser(t.db);
    const business = await createBusinessFor(t.db, owner.user.id);
    await t.db.insert(googleReviews).values([review(business.id, 2, '2026-03-09T10:00:00Z')]);
    expect(await composeReviewDigests(t.db, ctx(), at('2026-03-10T09:00:00Z'))).toBe(0);

    await t.db.insert(googleReviews).values([review(business.id, 5, '2026-03-09T11:00:00Z')]);
    await updateNotificationSettings(t.db, owner.user.id, { feedbackAlerts: false });
    await composeReviewDigests(t.db, ctx(), at('2026-03-10T09:00:00Z'));
    expect(await digestsOf(business.id)).toHaveLength(0);
  });
});
