import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, feedback, jobRuns, scans } from '#server/db/schema.ts';
import { submitFeedback } from '#server/domains/feedback/service.ts';
import { JOB } from '#server/jobs/registry.ts';
import { createBusinessFor } from '#server/test/fixtures.ts';
import { createTestApp, createUser, sameOrigin, type TestApp } from '#server/test/test-app.ts';

const RETENTION_JOB = JOB.feedbackRetention;

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2031-06-01T12:00:00Z');
const ago = (days: number, ms = 0) => new Date(NOW.getTime() - days * DAY + ms);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function businessWith(retention?: '90d' | '1y' | 'never') {
  const owner = await createUser(t.db);
  const b = await createBusinessFor(t.db, owner.user.id);
  if (retention) {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/businesses/${b.id}/retention`,
      headers: sameOrigin(owner.cookie),
      payload: { feedbackRetention: retention },
    });
    expect(res.json()).toEqual({ feedbackRetention: retention });
  }
  return { owner, b };
}

const leave = (businessId: string, text: string, at: Date) =>
  submitFeedback(t.db, {
    businessId,
    feedback: text,
    rating: 2,
    customerName: 'Cal',
    customerEmail: 'cal@example.com',
    now: at,
  });

const details = async (businessId: string) =>
  (
    await t.db
      .select({
        text: feedback.feedbackText,
        rating: feedback.rating,
        name: feedback.customerName,
        email: feedback.customerEmail,
      })
      .from(feedback)
      .where(eq(feedback.businessId, businessId))
      .orderBy(asc(feedback.feedbackText))
  ).map((r) => [r.text, r.rating, r.name, r.email]);

describe('retention of customer names and e-mails', () => {
  it('defaults to 1 year, and the scheduled purge erases only what is due, once per period', async () => {
    const year = await businessWith();
    const [row] = await t.db.select().from(businesses).where(eq(businesses.id, year.b.id));
    expect(row?.feedbackRetention).toBe('1y');
    const q = await businessWith('90d');
    const never = await businessWith('never');
    for (const { b } of [year, q, never]) {
      await leave(b.id, 'a-400-days', ago(400));
      await leave(b.id, 'b-364-days', ago(364));
      await leave(b.id, 'c-91-days', ago(91));
      await leave(b.id, 'd-89-days', ago(89));
    }

    const ran = await t.app.scheduler.runDue(NOW);
    expect(ran).toContain(RETENTION_JOB);
    expect(await details(year.b.id)).toEqual([
      ['a-400-days', 2, null, null],
      ['b-364-days', 2, 'Cal', 'cal@example.com'],
      ['c-91-days', 2, 'Cal', 'cal@example.com'],
      ['d-89-days', 2, 'Cal', 'cal@example.com'],
    ]);
    expect(await details(q.b.id)).toEqual([
      ['a-400-days', 2, null, null],
      ['b-364-days', 2, null, null],
      ['c-91-days', 2, null, null],
      ['d-89-days', 2, 'Cal', 'cal@example.com'],
    ]);
    expect((await details(never.b.id)).every(([, , n]) => n === 'Cal')).toBe(true);

    // Within the hour the job is not due again, on this instance or any other.
    expect(await t.app.scheduler.runDue(new Date(NOW.getTime() + 30 * 60 * 1000))).not.toContain(
      RETENTION_JOB,
    );
    const [run] = await t.db.select().from(jobRuns).where(eq(jobRuns.name, RETENTION_JOB));
    expect(run?.lastError).toBeNull();
  });

  it('refuses an unknown period with a readable message', async () => {
    const { owner, b } = await businessWith();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/businesses/${b.id}/retention`,
      headers: sameOrigin(owner.cookie),
      payload: { feedbackRetention: '5y' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Choose 90 days, 1 year or never');
  });
});

describe('raw scans keep no personal data', () => {
  it('has no column for an IP address or a User-Agent, only the device type', async () => {
    const cols = (await t.db.execute(
      sql`select column_name from information_schema.columns where table_name = 'scans' and table_schema = current_schema() order by column_name`,
    )) as unknown as { rows: { column_name: string }[] };
    const names = cols.rows.map((r) => r.column_name);
    expect(names).toEqual([
      'business_id',
      'channel', // how the visit came (QR, SMS…), never the customer's number or address
      'created_at',
      'device_type',
      'id',
      'outcome',
      'rated_at',
      'rating',
      'review_link', // which Google link a conversion used
      'staff_ref', // which team member's QR, never anything about the customer
    ]);
  });

  it('stores a visit from a real phone as "mobile" and nothing of its address or agent', async () => {
    const { b } = await businessWith();
    const ua =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${b.id}/scan`,
      headers: { ...sameOrigin(), 'user-agent': ua },
      remoteAddress: '203.0.113.77',
    });
    expect(res.statusCode).toBe(201);
    const stored = await t.db.select().from(scans).where(eq(scans.businessId, b.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.deviceType).toBe('mobile');
    const everything = JSON.stringify(stored);
    for (const trace of ['203.0.113.77', 'Pixel', 'Android', 'Chrome'])
      expect(everything).not.toContain(trace);
  });
});
