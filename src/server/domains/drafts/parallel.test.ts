import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackAnswers, googleReviews, mailOutbox } from '#server/db/schema.ts';
import { submitFeedback } from '#server/domains/feedback/service.ts';
import { localDay } from '#server/lib/time-zone.ts';
import { type ChatModelStandIn, startChatModelStandIn } from '#server/test/chat-model-test-server.ts';
import { confirmAddressFromMail, customerLink } from '#server/test/customer-mail.ts';
import { addMember, createBusinessFor } from '#server/test/fixtures.ts';
import { createTestApp, createUser, sameOrigin, type TestApp } from '#server/test/test-app.ts';
import { createPostgresTestDatabase } from '#server/test/test-db.ts';
import { draftsUsed } from './settings';

// The day's cap on drafts and "one answer, one follow-up" must hold whatever arrives at once, on
// PostgreSQL, which runs requests in parallel (PGlite runs one query at a time and would hide a race).
// Two app instances share the database, as two servers behind one address do.
const PG = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CAP = 7;
const SEED = Number(process.env.ANSWER_SEED ?? Date.now() % 100_000);

let standIn: ChatModelStandIn;
let database: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
let t: TestApp;
let second: TestApp;

beforeAll(async () => {
  standIn = await startChatModelStandIn({ wordDelayMs: 2 });
  database = await createPostgresTestDatabase(PG);
  const env = { AI_BASE_URL: standIn.url, AI_MODEL: 'stand-in', DRAFTS_PER_DAY: String(CAP) };
  t = await createTestApp({ database, env });
  second = await createTestApp({ database, env });
}, 60_000);
afterAll(async () => {
  await second.close();
  await t.close();
  await database.close();
  await standIn.close();
});

/** A small deterministic generator, so a failing sequence can be replayed with ANSWER_SEED. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

describe('drafts and answers under parallel requests (PostgreSQL)', () => {
  it('30 parallel drafts on two instances: exactly the day’s cap is written, the rest hear so', async () => {
    const owner = await createUser(t.db);
    const shop = await createBusinessFor(t.db, owner.user.id, { name: 'Parallel Pub' });
    await t.db.insert(googleReviews).values({
      businessId: shop.id,
      reviewId: 'r1',
      stars: 2,
      reviewerName: 'Sam Lee',
      comment: 'Waited far too long and nobody said sorry.',
      createTime: new Date(),
      updateTime: new Date(),
    });
    const burst = () =>
      Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          (i % 2 ? second : t).app.inject({
            method: 'POST',
            url: `/api/businesses/${shop.id}/drafts`,
            headers: sameOrigin(owner.cookie),
            payload: { for: 'review', itemId: 'r1' },
          }),
        ),
      );
    const used = () => draftsUsed(t.db, shop.id, localDay(new Date(), 'UTC'));
    // First half of the day: the model fails a third of the drafts, and those give their place back.
    for (let i = 0; i < 30; i += 1) {
      standIn.next(i % 3 === 0 ? { kind: 'error', status: 400, code: 'bad' } : { kind: 'stream' });
    }
    const first = (await burst()).map((a) => a.statusCode);
    const written = first.filter((s) => s === 200).length;
    expect(written).toBeGreaterThan(0);
    expect(written).toBeLessThanOrEqual(CAP);
    expect(await used()).toBe(written);
    standIn.clear();
    // Then everything works: exactly the rest of the cap is written, every other request hears why.
    const second_ = await burst();
    expect(second_.filter((a) => a.statusCode === 200).length).toBe(CAP - written);
    for (const a of second_.filter((x) => x.statusCode !== 200)) {
      expect(a.statusCode).toBe(429);
      expect(a.json().code).toBe('DRAFT_LIMIT');
    }
    expect(await used()).toBe(CAP);
  });

  it('an owner and members answering at once, in random order with follow-ups and unsubscribes, never send a second answer', async () => {
    const next = random(SEED);
    const owner = await createUser(t.db);
    const shop = await createBusinessFor(t.db, owner.user.id, { name: `Answer Arcade ${SEED}` });
    const members = await Promise.all([1, 2].map(() => createUser(t.db)));
    for (const m of members) await addMember(t.db, shop.id, m.user.id);
    await t.app.inject({
      method: 'PUT',
      url: `/api/businesses/${shop.id}/feedback/answer-settings`,
      headers: sameOrigin(owner.cookie),
      payload: { membersMayAnswer: true },
    });
    const people = [owner, ...members];
    const items = await Promise.all(
      [0, 1, 2, 3].map(async (i) => {
        const { id } = await submitFeedback(
          t.db,
          {
            businessId: shop.id,
            feedback: `Feedback ${i}`,
            rating: 2,
            customerEmail: `customer${SEED}-${i}@example.org`,
          },
          t.app.proveAddress,
        );
        // The customer proves the address first: only then may anyone answer there.
        await confirmAddressFromMail(t.app, t.db, id);
        return id;
      }),
    );
    const unsubscribed = new Set<string>();
    for (let round = 0; round < 6; round += 1) {
      // A parallel group: answers and follow-ups from anyone, on any instance.
      const group = Array.from({ length: 8 }, () => ({
        who: people[Math.floor(next() * people.length)]!,
        app: next() < 0.5 ? t : second,
        item: items[Math.floor(next() * items.length)]!,
        followUp: next() < 0.4,
      }));
      await Promise.all(
        group.map((g) =>
          g.app.app.inject({
            method: 'POST',
            url: `/api/businesses/${shop.id}/feedback/${g.item}/answers`,
            headers: sameOrigin(g.who.cookie),
            payload: { text: `Answer in round ${round}`, followUp: g.followUp },
          }),
        ),
      );
      // Sometimes a customer unsubscribes between groups, through their mail's link.
      if (next() < 0.3) {
        const item = items[Math.floor(next() * items.length)]!;
        const link = await customerLink(t.app, t.db, item, 'feedback_answer');
        if (link) {
          await t.app.inject({ method: 'POST', url: `${link.pathname}${link.search}`, payload: {} });
          unsubscribed.add(item);
        }
      }
      // The invariant, after every group: per feedback at most one answer and one follow-up, a
      // follow-up only after its answer, and exactly one e-mail for each.
      for (const item of items) {
        const answers = await t.db.select().from(feedbackAnswers).where(eq(feedbackAnswers.feedbackId, item));
        const mails = await t.db
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.feedbackId, item), eq(mailOutbox.kind, 'feedback_answer')));
        expect(answers.filter((a) => !a.followUp).length, `seed ${SEED}`).toBeLessThanOrEqual(1);
        expect(answers.filter((a) => a.followUp).length, `seed ${SEED}`).toBeLessThanOrEqual(1);
        if (answers.some((a) => a.followUp)) {
          const first = answers.find((a) => !a.followUp);
          const follow = answers.find((a) => a.followUp)!;
          expect(first, `seed ${SEED}`).toBeTruthy();
          expect(first!.createdAt.getTime()).toBeLessThanOrEqual(follow.createdAt.getTime());
        }
        expect(mails.length, `seed ${SEED}`).toBe(answers.length);
      }
    }
    const sent = await t.db.select().from(feedbackAnswers).where(eq(feedbackAnswers.businessId, shop.id));
    expect(sent.length, `seed ${SEED}`).toBeGreaterThan(2);
    // After an unsubscribe no answer went out to that customer.
    for (const item of unsubscribed) {
      const before = await t.db.select().from(feedbackAnswers).where(eq(feedbackAnswers.feedbackId, item));
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/businesses/${shop.id}/feedback/${item}/answers`,
        headers: sameOrigin(owner.cookie),
        payload: { text: 'After the unsubscribe', followUp: before.some((a) => !a.followUp) },
      });
      expect([409]).toContain(res.statusCode);
    }
  }, 60_000);
});
