// Hearing the relays: each provider posts its bounces, complaints and unsubscribes to us in its own
// documented format and signature, from its own origin, about mail our real SMTP sender sent. What
// it says about an address reaches every business; what it says about a message or a sender does
// not; a repeat changes nothing; and nothing unsigned is believed.
import type { AddressInfo } from 'node:net';
import { and, eq, isNull } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { invitationSuppressions, invitations, mailEvents } from '#server/db/schema.ts';
import { liftBounce, sendDueInvitations } from '#server/domains/invitations/service.ts';
import { createBusinessFor } from '#server/test/fixtures.ts';
import { freePort } from '#server/test/free-port.ts';
import { startMailRelayStandIn } from '#server/test/mail-relay-stand-in.ts';
import { startSmtpTestServer } from '#server/test/smtp-test-server.ts';
import { createTestApp, createUser, sameOrigin, type TestApp } from '#server/test/test-app.ts';

let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let relay: Awaited<ReturnType<typeof startMailRelayStandIn>>;
let t: TestApp;
let base: string;

beforeAll(async () => {
  smtp = await startSmtpTestServer(await freePort());
  relay = await startMailRelayStandIn();
  t = await createTestApp({
    env: { SMTP_URL: smtp.url, LEGAL_ADDRESS: 'Ringstraße 1, 1010 Wien', ...relay.env },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/mail-events`;
});
afterAll(async () => {
  await t.close();
  await relay.close();
  await smtp.close();
});
beforeEach(() => smtp.clear());

let shops = 0;
async function shop() {
  shops += 1;
  const owner = await createUser(t.db);
  const business = await createBusinessFor(t.db, owner.user.id, { name: `Relay Shop ${shops}` });
  return { owner, business };
}

async function invite(s: Awaited<ReturnType<typeof shop>>, email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/businesses/${s.business.id}/invitations`,
    headers: sameOrigin(s.owner.cookie),
    payload: { invitations: [{ email }], confirmed: true },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().invitations[0] as { id: string | null; status: string; reason?: string };
}

/** Invites the address from a new shop and sends it: the mail as the relay took it. */
async function sentInvitation(email: string) {
  const s = await shop();
  const made = await invite(s, email);
  expect(made.status).toBe('sent');
  await sendDueInvitations(t.db, t.app.invitations, new Date());
  const mail = smtp.received.find((r) => r.envelopeTo.includes(email.toLowerCase()))?.mail;
  if (!mail) throw new Error('the invitation did not reach the relay');
  return { shop: s, id: made.id as string, mail };
}

const headerOf = (mail: ParsedMail, name: string) => {
  const v = mail.headers.get(name.toLowerCase());
  return typeof v === 'string' ? v : ((v as { value?: string } | undefined)?.value ?? String(v ?? ''));
};
/** What each relay reads back from the message it sent, as its metadata. */
const postmarkMetadata = (mail: ParsedMail) => ({ message: headerOf(mail, 'X-PM-Metadata-message') });
const sendgridArgs = (mail: ParsedMail) =>
  JSON.parse(headerOf(mail, 'X-SMTPAPI')).unique_args as Record<string, string>;
const sesTags = (mail: ParsedMail) =>
  Object.fromEntries(
    headerOf(mail, 'X-SES-MESSAGE-TAGS')
      .split(',')
      .map((p) => p.trim().split('='))
      .map(([k, v]) => [k, [v]]),
  );
const mailgunVariables = (mail: ParsedMail) => JSON.parse(headerOf(mail, 'X-Mailgun-Variables'));

const suppressionsOf = () =>
  t.db.select().from(invitationSuppressions).where(isNull(invitationSuppressions.businessId));
const rowOf = async (id: string) => (await t.db.select().from(invitations).where(eq(invitations.id, id)))[0];

/** Whether a brand-new shop can still invite this address (the test of "reaches every business"). */
async function anotherShopCanInvite(email: string) {
  const made = await invite(await shop(), email);
  return made.status === 'sent' ? true : made.reason;
}

describe('Postmark', () => {
  it('a hard bounce (550 5.1.1) suppresses the address for every business, marks the invitation Bounced, once', async () => {
    const { id, mail } = await sentInvitation('gone.pm@example.test');
    const bounce = {
      RecordType: 'Bounce',
      MessageStream: 'outbound',
      ID: 4200001,
      Type: 'HardBounce',
      TypeCode: 1,
      Name: 'Hard bounce',
      MessageID: '883953f4-6105-42a2-a16a-77a8eac79483',
      Metadata: postmarkMetadata(mail),
      ServerID: 23,
      Details: 'smtp;550 5.1.1 user unknown',
      Email: 'gone.pm@example.test',
      From: 'shop@example.test',
      BouncedAt: new Date().toISOString(),
      Inactive: true,
      CanActivate: true,
    };
    const res = await relay.postmark(`${base}/postmark`, bounce);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: 1, duplicates: 0 });
    expect((await rowOf(id))?.bouncedAt).not.toBeNull();
    expect(await anotherShopCanInvite('gone.pm@example.test')).toBe('bounced');
    const [event] = await t.db.select().from(mailEvents).where(eq(mailEvents.eventId, 'Bounce:4200001'));
    expect(event).toMatchObject({ kind: 'bounce', messageKind: 'invitation', status: '5.1.1' });
    // Postmark retries: the same event again is a duplicate and changes nothing.
    const again = await relay.postmark(`${base}/postmark`, bounce);
    expect(await again.json()).toEqual({ received: 1, duplicates: 1 });
  });

  it('a spam complaint stops every business and the operator cannot lift it; a bounce they can', async () => {
    const { mail } = await sentInvitation('angry.pm@example.test');
    const res = await relay.postmark(`${base}/postmark`, {
      RecordType: 'SpamComplaint',
      Type: 'SpamComplaint',
      TypeCode: 100001,
      ID: 4200002,
      Email: 'angry.pm@example.test',
      Metadata: postmarkMetadata(mail),
      CanActivate: false,
    });
    expect(res.status).toBe(200);
    const [kept] = (await suppressionsOf()).filter((s) => s.reason === 'complained');
    expect(kept?.source).toBe('postmark');
    expect(await anotherShopCanInvite('angry.pm@example.test')).toBe('unsubscribed');
    expect(await liftBounce(t.db, t.app.invitations.keys, 'angry.pm@example.test')).toBe(false);
    expect(await anotherShopCanInvite('angry.pm@example.test')).toBe('unsubscribed');
    // The bounce of the first test is lifted: the mailbox may exist again.
    expect(await liftBounce(t.db, t.app.invitations.keys, 'gone.pm@example.test')).toBe(true);
    expect(await anotherShopCanInvite('gone.pm@example.test')).toBe(true);
  });

  it('an unsubscribe through the relay stops the location that mailed them, not every business', async () => {
    const { shop: first, mail } = await sentInvitation('leaving.pm@example.test');
    const res = await relay.postmark(`${base}/postmark`, {
      RecordType: 'SubscriptionChange',
      MessageID: 'a8c2d8a4-0000-4000-8000-000000000001',
      ServerID: 23,
      MessageStream: 'outbound',
      ChangedAt: new Date().toISOString(),
      Recipient: 'leaving.pm@example.test',
      Origin: 'Recipient',
      SuppressSending: true,
      SuppressionReason: 'ManualSuppression',
      Metadata: postmarkMetadata(mail),
    });
    expect(res.status).toBe(200);
    const [own] = await t.db
      .select()
      .from(invitationSuppressions)
      .where(
        and(
          eq(invitationSuppressions.businessId, first.business.id),
          eq(invitationSuppressions.reason, 'unsubscribed'),
        ),
      );
    expect(own?.source).toBe('postmark');
    expect(await anotherShopCanInvite('leaving.pm@example.test')).toBe(true);
  });

  it('refuses a request without the password, and a wrong one', async () => {
    const wrong = await relay.postmark(
      `${base}/postmark`,
      { RecordType: 'Bounce', ID: 1, Type: 'HardBounce', Email: 'x@example.test' },
      'not-the-password-at-all',
    );
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).message).toMatch(/password/);
    const none = await fetch(`${base}/postmark`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(none.status).toBe(401);
    expect(await anotherShopCanInvite('x@example.test')).toBe(true);
  });
});

describe('SendGrid', () => {
  it('a signed batch: a bounce 5.1.1 suppresses; a policy block, a 5.7.1 and a deferral leave the address alone', async () => {
    const gone = await sentInvitation('gone.sg@example.test');
    const blocked = await sentInvitation('blocked.sg@example.test');
    const policy = await sentInvitation('policy.sg@example.test');
    const now = Math.floor(Date.now() / 1000);
    const res = await relay.sendgrid(`${base}/sendgrid`, [
      {
        email: 'gone.sg@example.test',
        timestamp: now,
        event: 'bounce',
        type: 'bounce',
        status: '5.1.1',
        reason: '550 5.1.1 user unknown',
        sg_event_id: 'sg-1',
        ...sendgridArgs(gone.mail),
      },
      {
        email: 'blocked.sg@example.test',
        timestamp: now,
        event: 'bounce',
        type: 'blocked',
        status: '5.7.1',
        reason: '554 blocked',
        sg_event_id: 'sg-2',
        ...sendgridArgs(blocked.mail),
      },
      {
        email: 'policy.sg@example.test',
        timestamp: now,
        event: 'bounce',
        type: 'bounce',
        status: '5.7.1',
        reason: '550 5.7.1 spam content',
        sg_event_id: 'sg-3',
        ...sendgridArgs(policy.mail),
      },
      {
        email: 'policy.sg@example.test',
        timestamp: now,
        event: 'deferred',
        response: '451 try later',
        attempt: '1',
        sg_event_id: 'sg-4',
      },
      { email: 'policy.sg@example.test', timestamp: now, event: 'delivered', sg_event_id: 'sg-5' },
    ]);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: 5, duplicates: 0 });
    expect((await rowOf(gone.id))?.bouncedAt).not.toBeNull();
    expect(await anotherShopCanInvite('gone.sg@example.test')).toBe('bounced');
    expect(await anotherShopCanInvite('blocked.sg@example.test')).toBe(true);
    expect(await anotherShopCanInvite('policy.sg@example.test')).toBe(true);
    const kinds = await t.db
      .select({ id: mailEvents.eventId, kind: mailEvents.kind })
      .from(mailEvents)
      .where(eq(mailEvents.provider, 'sendgrid'));
    expect(Object.fromEntries(kinds.map((k) => [k.id, k.kind]))).toEqual({
      'sg-1': 'bounce',
      'sg-2': 'rejected',
      'sg-3': 'rejected',
      'sg-4': 'other',
      'sg-5': 'other',
    });
  });

  it('a spam report suppresses as a complaint; the addresses compare as mailboxes (+tag, Gmail dots)', async () => {
    const { mail } = await sentInvitation('Ana.Lopez+shop@gmail.com');
    const res = await relay.sendgrid(`${base}/sendgrid`, [
      {
        email: 'ana.lopez+shop@gmail.com',
        timestamp: 1796457600,
        event: 'spamreport',
        sg_event_id: 'sg-6',
        ...sendgridArgs(mail),
      },
    ]);
    expect(res.status).toBe(200);
    expect(await anotherShopCanInvite('analopez@googlemail.com')).toBe('unsubscribed');
    expect(await anotherShopCanInvite('ANALOPEZ+other@gmail.com')).toBe('unsubscribed');
  });

  it('refuses one changed byte and a missing signature', async () => {
    const event = [
      {
        email: 'tamper.sg@example.test',
        timestamp: 1,
        event: 'bounce',
        type: 'bounce',
        status: '5.1.1',
        sg_event_id: 'sg-7',
      },
    ];
    const changed = await relay.sendgrid(`${base}/sendgrid`, event, (body) =>
      body.replace('tamper', 'tampes'),
    );
    expect(changed.status).toBe(401);
    const unsigned = await fetch(`${base}/sendgrid`, {
      method: 'POST',
      body: JSON.stringify(event),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.status).toBe(401);
    expect(await anotherShopCanInvite('tamper.sg@example.test')).toBe(true);
  });
});

describe('Amazon SES through SNS', () => {
  it('confirms the subscription by fetching its link only after the signature verifies', async () => {
    const res = await relay.sesSubscription(`${base}/ses`, 'token-123');
    expect(res.status).toBe(200);
    expect(relay.subscribed).toEqual(['token-123']);
  });

  it('a permanent bounce (version 1 and 2 signatures) suppresses; a transient content rejection does not', async () => {
    const gone = await sentInvitation('gone.ses@example.test');
    const content = await sentInvitation('content.ses@example.test');
    const bounce = (
      address: string,
      mail: ParsedMail,
      bounceType: string,
      bounceSubType: string,
      status: string,
    ) => ({
      notificationType: 'Bounce',
      bounce: {
        bounceType,
        bounceSubType,
        bouncedRecipients: [
          { emailAddress: address, action: 'failed', status, diagnosticCode: `smtp; 550 ${status}` },
        ],
        timestamp: new Date().toISOString(),
        feedbackId: 'fake-feedback',
      },
      mail: {
        timestamp: new Date().toISOString(),
        source: 'shop@example.test',
        messageId: 'ses-1',
        destination: [address],
        tags: sesTags(mail),
      },
    });
    const one = await relay.ses(
      `${base}/ses`,
      bounce('gone.ses@example.test', gone.mail, 'Permanent', 'General', '5.1.1'),
      { version: '1', messageId: 'sns-1' },
    );
    expect(one.status).toBe(200);
    const two = await relay.ses(
      `${base}/ses`,
      bounce('content.ses@example.test', content.mail, 'Transient', 'ContentRejected', '5.7.1'),
      { version: '2' },
    );
    expect(two.status).toBe(200);
    expect((await rowOf(gone.id))?.bouncedAt).not.toBeNull();
    expect(await anotherShopCanInvite('gone.ses@example.test')).toBe('bounced');
    expect(await anotherShopCanInvite('content.ses@example.test')).toBe(true);
    // SNS keeps MessageId on its retries.
    const again = await relay.ses(
      `${base}/ses`,
      bounce('gone.ses@example.test', gone.mail, 'Permanent', 'General', '5.1.1'),
      { messageId: 'sns-1' },
    );
    expect(await again.json()).toEqual({ received: 1, duplicates: 1 });
  });

  it('refuses a message from another topic and one changed after signing', async () => {
    const message = {
      notificationType: 'Complaint',
      complaint: {
        complainedRecipients: [{ emailAddress: 'victim.ses@example.test' }],
        timestamp: new Date().toISOString(),
        feedbackId: 'f',
        complaintFeedbackType: 'abuse',
      },
      mail: { messageId: 'ses-2', destination: ['victim.ses@example.test'] },
    };
    const foreign = await relay.ses(`${base}/ses`, message, {
      topic: 'arn:aws:sns:eu-west-1:999999999999:attacker',
    });
    expect(foreign.status).toBe(401);
    const bounceMessage = { ...message, notificationType: 'Bounce' };
    const changed = await relay.ses(`${base}/ses`, bounceMessage, { tamper: true });
    expect(changed.status).toBe(401);
    expect(await anotherShopCanInvite('victim.ses@example.test')).toBe(true);
  });
});

describe('Mailgun', () => {
  it('three soft bounces in 30 days count as a dead mailbox; one does not', async () => {
    const { mail } = await sentInvitation('full.mg@example.test');
    const soft = (id: string) =>
      relay.mailgun(`${base}/mailgun`, {
        event: 'failed',
        id,
        timestamp: Date.now() / 1000,
        severity: 'temporary',
        reason: 'generic',
        recipient: 'full.mg@example.test',
        'delivery-status': { 'attempt-no': 1, code: 452, 'enhanced-code': '4.2.2', message: 'mailbox full' },
        'user-variables': mailgunVariables(mail),
      });
    expect((await soft('mg-1')).status).toBe(200);
    expect(await anotherShopCanInvite('full.mg@example.test')).toBe(true);
    expect((await soft('mg-1')).status).toBe(200);
    expect(await anotherShopCanInvite('full.mg@example.test')).toBe(true);
    await soft('mg-2');
    await soft('mg-3');
    const [kept] = (await suppressionsOf()).filter((s) => s.source === 'soft_bounces');
    expect(kept?.reason).toBe('bounced');
    expect(await anotherShopCanInvite('full.mg@example.test')).toBe('bounced');
  });

  it('a permanent failure 5.1.1 suppresses; a wrong signing key is refused', async () => {
    const { mail } = await sentInvitation('gone.mg@example.test');
    const event = {
      event: 'failed',
      id: 'mg-4',
      timestamp: Date.now() / 1000,
      severity: 'permanent',
      reason: 'bounce',
      recipient: 'gone.mg@example.test',
      'delivery-status': { code: 550, 'enhanced-code': '5.1.1', message: 'No such user' },
      message: { headers: { 'message-id': headerOf(mail, 'Message-ID') } },
    };
    const forged = await relay.mailgun(`${base}/mailgun`, event, 'an-api-key-not-the-signing-key');
    expect(forged.status).toBe(401);
    expect(await anotherShopCanInvite('gone.mg@example.test')).toBe(true);
    const res = await relay.mailgun(`${base}/mailgun`, event);
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(mailEvents).where(eq(mailEvents.eventId, 'mg-4'));
    // Found through the Message-ID alone, as Mailgun reports it.
    expect(row?.messageKind).toBe('invitation');
    expect(await anotherShopCanInvite('gone.mg@example.test')).toBe('bounced');
  });
});

describe('the endpoint', () => {
  it('answers a provider it does not know, and a configured server’s closed provider, in words', async () => {
    const unknown = await fetch(`${base}/sparkpost`, { method: 'POST', body: '[]' });
    expect(unknown.status).toBe(400);
    const closed = await createTestApp();
    const res = await closed.app.inject({ method: 'POST', url: '/api/mail-events/postmark', payload: '{}' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/not configured/);
    await closed.close();
  });
});
