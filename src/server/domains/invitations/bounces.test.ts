// @module-tag node-release
// Bounces that mean it, over a real SMTP server: only an unknown mailbox (5.1.x) suppresses an address
// for every business. A content filter's refusal, a relay's quota window or a full mailbox fails that
// one message and leaves the address deliverable for honest businesses.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { businesses, invitations } from '#server/db/schema.ts';
import { deliverDueMail } from '#server/domains/notifications/service.ts';
import { createBusinessFor } from '#server/test/fixtures.ts';
import { freePort } from '#server/test/free-port.ts';
import { startSmtpTestServer } from '#server/test/smtp-test-server.ts';
import { createTestApp, createUser, sameOrigin, type TestApp } from '#server/test/test-app.ts';
import { sendDueInvitations } from './service';

let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpTestServer(await freePort());
  t = await createTestApp({ env: { SMTP_URL: smtp.url, LEGAL_ADDRESS: 'Ringstraße 1, 1010 Wien' } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => smtp.clear());

async function shop(name: string) {
  const owner = await createUser(t.db);
  const business = await createBusinessFor(t.db, owner.user.id, { name });
  return { owner, business };
}

async function invite(businessId: string, cookie: string, email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/businesses/${businessId}/invitations`,
    headers: sameOrigin(cookie),
    payload: { invitations: [{ email }], confirmed: true },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().invitations[0] as { id: string | null; status: string; reason?: string };
}

const rowOf = async (id: string) => (await t.db.select().from(invitations).where(eq(invitations.id, id)))[0];
const to = (address: string) => smtp.received.filter((r) => r.envelopeTo.includes(address));

describe('what a refusal does to an address', () => {
  it('a content filter’s 554 5.7.1 at DATA fails that invitation only; another business still reaches the address', async () => {
    const spammy = await shop('VIAGRA 90% off');
    smtp.refuse(
      'honest.customer@example.org',
      'data',
      554,
      '5.7.1 Message rejected as spam by content filter',
    );
    const sent = await invite(spammy.business.id, spammy.owner.cookie, 'honest.customer@example.org');
    const counts = await sendDueInvitations(t.db, t.app.invitations, new Date());
    expect(counts.failed).toBe(1);
    const row = await rowOf(sent.id!);
    expect(row?.failedAt).not.toBeNull();
    expect(row?.bouncedAt).toBeNull();
    // The filter judged that message; the honest bakery's invitation goes.
    smtp.accept('honest.customer@example.org');
    const bakery = await shop('Honest Bakery');
    const honest = await invite(bakery.business.id, bakery.owner.cookie, 'honest.customer@example.org');
    expect(honest.status).toBe('sent');
    await sendDueInvitations(t.db, t.app.invitations, new Date());
    expect(to('honest.customer@example.org')).toHaveLength(1);
  });

  it('a relay’s quota window (452 4.3.1, then 550 5.7.1 over quota) never marks the address bounced', async () => {
    const { owner, business } = await shop('Quota Cafe');
    smtp.refuse('quota.one@example.org', 'rcpt', 452, '4.3.1 Insufficient system storage, try later');
    smtp.refuse('quota.two@example.org', 'rcpt', 550, '5.7.1 Daily sending quota exceeded');
    const one = await invite(business.id, owner.cookie, 'quota.one@example.org');
    const two = await invite(business.id, owner.cookie, 'quota.two@example.org');
    const counts = await sendDueInvitations(t.db, t.app.invitations, new Date());
    expect(counts.retry).toBe(1);
    expect(counts.failed).toBe(1);
    expect((await rowOf(one.id!))?.bouncedAt).toBeNull();
    expect((await rowOf(two.id!))?.bouncedAt).toBeNull();
    const other = await shop('Quota Cafe Two');
    expect((await invite(other.business.id, other.owner.cookie, 'quota.two@example.org')).status).toBe(
      'sent',
    );
  });

  it('a full mailbox (552 5.2.2) fails the message and suppresses nothing', async () => {
    const { owner, business } = await shop('Full Box Florist');
    smtp.refuse('full.box@example.org', 'rcpt', 552, '5.2.2 Mailbox full');
    const sent = await invite(business.id, owner.cookie, 'full.box@example.org');
    await sendDueInvitations(t.db, t.app.invitations, new Date());
    expect((await rowOf(sent.id!))?.failedAt).not.toBeNull();
    expect((await rowOf(sent.id!))?.bouncedAt).toBeNull();
    const other = await shop('Full Box Florist Two');
    expect((await invite(other.business.id, other.owner.cookie, 'full.box@example.org')).status).toBe('sent');
  });

  it('an unknown mailbox (550 5.1.1 at RCPT) is dead for every business', async () => {
    const { owner, business } = await shop('Dead Letter Deli');
    smtp.bounce('gone@example.org');
    const sent = await invite(business.id, owner.cookie, 'gone@example.org');
    expect((await sendDueInvitations(t.db, t.app.invitations, new Date())).bounced).toBe(1);
    expect((await rowOf(sent.id!))?.bouncedAt).not.toBeNull();
    const other = await shop('Dead Letter Deli Two');
    expect(await invite(other.business.id, other.owner.cookie, 'gone@example.org')).toMatchObject({
      status: 'skipped',
      reason: 'bounced',
    });
  });

  it('an unknown mailbox heard on a confirmation e-mail is dead for invitations too', async () => {
    const { owner, business } = await shop('Ghost Grill');
    smtp.bounce('ghost@example.org');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${business.id}/feedback`,
      headers: { 'content-type': 'application/json' },
      payload: { feedback: 'Cold', rating: 1, customerEmail: 'ghost@example.org' },
    });
    expect(res.statusCode).toBe(201);
    await deliverDueMail(t.db, t.app.mail, new Date());
    expect(await invite(business.id, owner.cookie, 'ghost@example.org')).toMatchObject({
      status: 'skipped',
      reason: 'bounced',
    });
  });
});

describe('a lapsed plan', () => {
  it('holds scheduled invitations, sends them when the plan resumes within 30 days, and cancels them after', async () => {
    const { owner, business } = await shop('Paused Patisserie');
    const waiting = await invite(business.id, owner.cookie, 'patient@example.org');
    const late = await invite(business.id, owner.cookie, 'too.late@example.org');
    const lapse = (until: Date) =>
      t.db.update(businesses).set({ trialEndsAt: until }).where(eq(businesses.id, business.id));
    await lapse(new Date(Date.now() - 60_000));
    const now = new Date();
    expect((await sendDueInvitations(t.db, t.app.invitations, now)).sent).toBe(0);
    expect(to('patient@example.org')).toHaveLength(0);
    // 31 days on, still lapsed: the invitation due a month ago is cancelled, not sent.
    await t.db
      .update(invitations)
      .set({ sendAt: new Date(now.getTime() - 31 * 24 * 60 * 60_000), nextAttemptAt: now })
      .where(eq(invitations.id, late.id!));
    await sendDueInvitations(t.db, t.app.invitations, now);
    expect((await rowOf(late.id!))?.failedAt).not.toBeNull();
    // The plan resumes: the one that waited goes.
    await lapse(new Date(Date.now() + 7 * 24 * 60 * 60_000));
    await sendDueInvitations(t.db, t.app.invitations, new Date(now.getTime() + 2 * 60 * 60_000));
    expect(to('patient@example.org')).toHaveLength(1);
    expect(to('too.late@example.org')).toHaveLength(0);
    expect((await rowOf(waiting.id!))?.sentAt).not.toBeNull();
  });
});
