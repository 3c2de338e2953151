import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '#server/db/schema.ts';
import { submitFeedback } from '#server/domains/feedback/service.ts';
import { addMember, createBusinessFor } from '#server/test/fixtures.ts';
import { freePort } from '#server/test/free-port.ts';
import { startSmtpTestServer } from '#server/test/smtp-test-server.ts';
import { createTestApp, createUser, sameOrigin, type TestApp, testConfig } from '#server/test/test-app.ts';
import { GATHER_MS, mailContext } from './context';
import { composeFeedbackAlerts } from './feedback-alerts';
import { createSmtpTransport, demoTransport } from './mail-transport';
import { deliverDueMail } from './outbox';
import { updateNotificationSettings } from './settings';
import { signUnsubscribeToken } from './unsubscribe-token';

/**
 * Personal data in mail after the fact. Retention forgot the feedback but kept the alert
 * e-mails about it; a removed member still received alerts that waited for SMTP; one-click
 * unsubscribe for a deleted account answered 500.
 */
const DAY = 24 * 60 * 60 * 1000;

let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpTestServer(await freePort());
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function team() {
  const owner = await createUser(t.db, { firstName: 'Olive' });
  const member = await createUser(t.db, { firstName: 'Mo' });
  const business = await createBusinessFor(t.db, owner.user.id, { reviewFilterEnabled: true });
  await addMember(t.db, business.id, member.user.id);
  // Members hear of feedback only when they opt in.
  await updateNotificationSettings(t.db, member.user.id, { feedbackAlerts: true, weeklySummary: false });
  await updateNotificationSettings(t.db, owner.user.id, { weeklySummary: false });
  return { owner, member, business };
}

const mailsOf = (businessId: string) =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.businessId, businessId));

describe('mail after the fact', () => {
  it('a member removed while the alert waited for SMTP never receives it; the owner does', async () => {
    const { owner, member, business } = await team();
    const t0 = new Date(Date.now() - 60_000);
    await submitFeedback(t.db, {
      businessId: business.id,
      feedback: 'The tea was cold',
      rating: 1,
      customerName: 'Cal Customer',
      customerEmail: 'cal@example.com',
      now: t0,
    });
    const ctx = mailContext(testConfig(), createSmtpTransport(smtp.url));
    await composeFeedbackAlerts(t.db, ctx, new Date(t0.getTime() + GATHER_MS));
    expect((await mailsOf(business.id)).map((m) => m.toAddress).sort()).toEqual(
      [owner.user.email, member.user.email].sort(),
    );
    // SMTP was down; meanwhile the owner removes the member.
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/businesses/${business.id}/team-members/${member.user.id}`,
      headers: sameOrigin(owner.cookie),
    });
    expect(removed.statusCode).toBe(204);
    // SMTP is back.
    await deliverDueMail(t.db, ctx, new Date(t0.getTime() + GATHER_MS + 1000));
    ctx.transport.close();
    const to = smtp.received.flatMap((r) => r.mail.to).map((a) => JSON.stringify(a));
    expect(to.some((a) => a.includes(owner.user.email))).toBe(true);
    expect(to.some((a) => a.includes(member.user.email))).toBe(false);
    expect((await mailsOf(business.id)).map((m) => m.toAddress)).toEqual([owner.user.email]);
  });

  it("retention removes the business's mail with the customer's details, and the outbox no longer shows it", async () => {
    const { owner, business } = await team();
    const setRetention = await t.app.inject({
      method: 'PATCH',
      url: `/api/businesses/${business.id}/retention`,
      headers: sameOrigin(owner.cookie),
      payload: { feedbackRetention: '90d' },
    });
    expect(setRetention.statusCode).toBe(200);
    const old = new Date(Date.now() - 100 * DAY);
    await submitFeedback(t.db, {
      businessId: business.id,
      feedback: 'Old complaint',
      rating: 1,
      customerName: 'Dee Old',
      customerEmail: 'dee.old@example.com',
      now: old,
    });
    const demo = mailContext(testConfig(), demoTransport);
    await composeFeedbackAlerts(t.db, demo, new Date(old.getTime() + GATHER_MS));
    await deliverDueMail(t.db, demo, new Date(old.getTime() + GATHER_MS));
    const recent = new Date(Date.now() - DAY);
    await submitFeedback(t.db, { businessId: business.id, feedback: 'Recent', rating: 2, now: recent });
    await composeFeedbackAlerts(t.db, demo, new Date(recent.getTime() + GATHER_MS));
    const outboxBefore = await t.app.inject({
      url: '/api/notifications/outbox',
      headers: { cookie: owner.cookie },
    });
    expect(outboxBefore.body).toContain('dee.old@example.com');

    await t.app.scheduler.runDue(new Date());

    const left = await mailsOf(business.id);
    expect(JSON.stringify(left)).not.toContain('dee.old@example.com');
    expect(JSON.stringify(left)).not.toContain('Dee Old');
    expect(left).toHaveLength(2); // the recent alert, to the owner and the member
    const outbox = await t.app.inject({
      url: '/api/notifications/outbox',
      headers: { cookie: owner.cookie },
    });
    expect(outbox.body).not.toContain('dee.old@example.com');
  });

  it('one-click unsubscribe for a deleted account answers the usual page', async () => {
    const gone = await createUser(t.db);
    const token = signUnsubscribeToken(testConfig().sessionSecret!, gone.user.id, 'feedback_alert');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/user',
      headers: sameOrigin(gone.cookie),
      payload: { confirmEmail: gone.user.email },
    });
    expect(deleted.statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: `/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });
});
