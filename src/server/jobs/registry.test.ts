import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sessions, webhookEvents } from '#server/db/schema.ts';
import { createSession, hashToken } from '#server/domains/auth/sessions.ts';
import { createTestApp, createUser, type TestApp } from '#server/test/test-app.ts';
import { JOB } from './registry';

const HOUSEKEEPING_JOB = JOB.housekeeping;

const DAY_MS = 24 * 60 * 60 * 1000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('purges expired and idle sessions and month-old webhook ids, once per hour per deployment', async () => {
  const now = new Date();
  const fresh = await createUser(t.db);
  const expired = await createSession(t.db, fresh.user.id, new Date(now.getTime() - 61 * DAY_MS));
  const idle = await createSession(t.db, fresh.user.id, new Date(now.getTime() - 15 * DAY_MS));
  await t.db.insert(webhookEvents).values([
    { id: 'evt_old', type: 'invoice.paid', receivedAt: new Date(now.getTime() - 31 * DAY_MS) },
    { id: 'evt_recent', type: 'invoice.paid', receivedAt: new Date(now.getTime() - DAY_MS) },
  ]);
  const hasSession = async (token: string) =>
    (
      await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)))
    ).length === 1;
  expect(await hasSession(expired.token)).toBe(true);

  expect(await t.app.scheduler.runDue(now)).toContain(HOUSEKEEPING_JOB);
  expect(await hasSession(expired.token)).toBe(false);
  expect(await hasSession(idle.token)).toBe(false);
  const me = await t.app.inject({ url: '/api/auth/user', headers: { cookie: fresh.cookie } });
  expect(me.statusCode).toBe(200);
  const ids = (await t.db.select({ id: webhookEvents.id }).from(webhookEvents)).map((r) => r.id);
  expect(ids).toEqual(['evt_recent']);
  // Within the hour it does not run again.
  expect(await t.app.scheduler.runDue(new Date(now.getTime() + 30 * 60 * 1000))).not.toContain(
    HOUSEKEEPING_JOB,
  );
});
