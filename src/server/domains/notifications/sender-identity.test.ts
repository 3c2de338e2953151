// @module-tag node-release
// The sender's identity, over a real SMTP server: every e-mail carries Gmail's Feedback-ID (four stable
// parts, no per-message id) and our message id in each relay's metadata header, and with a DKIM key
// the product signs what it sends: a verifier with the public key says pass, and fail once altered.
import { generateKeyPairSync } from 'node:crypto';
import { dkimVerify } from 'mailauth/lib/dkim/verify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDueInvitations } from '#server/domains/invitations/service.ts';
import { createBusinessFor } from '#server/test/fixtures.ts';
import { freePort } from '#server/test/free-port.ts';
import { startSmtpTestServer } from '#server/test/smtp-test-server.ts';
import { createTestApp, createUser, sameOrigin, type TestApp } from '#server/test/test-app.ts';
import { deliverDueMail } from './service';

let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let t: TestApp;
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const publicDer = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
/** What DNS would answer for s1._domainkey.reviewtap.test. */
const resolver = async (name: string, type: string) =>
  name === 's1._domainkey.reviewtap.test' && type === 'TXT' ? [[`v=DKIM1; k=rsa; p=${publicDer}`]] : [];

beforeAll(async () => {
  smtp = await startSmtpTestServer(await freePort());
  t = await createTestApp({
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'ReviewTap <no-reply@reviewtap.test>',
      MAIL_SENDER_ID: 'rt-test',
      LEGAL_ADDRESS: 'Ringstraße 1, 1010 Wien',
      DKIM_DOMAIN: 'reviewtap.test',
      DKIM_SELECTOR: 's1',
      // On one line, as an environment file holds it.
      DKIM_PRIVATE_KEY: privateKey
        .export({ type: 'pkcs8', format: 'pem' })
        .toString()
        .replaceAll('\n', '\\n'),
    },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const header = (raw: Buffer, name: string) =>
  new RegExp(`^${name}: *(.*(?:\\r?\\n[ \\t].*)*)`, 'im')
    .exec(raw.toString('utf8'))?.[1]
    ?.replace(/\r?\n[ \t]+/g, ' ')
    .trim();

describe('who sent it, for the mailbox providers and the relays', () => {
  it('an invitation and a customer e-mail carry Feedback-ID and our message id in every relay’s header, and pass DKIM', async () => {
    const owner = await createUser(t.db);
    const business = await createBusinessFor(t.db, owner.user.id, { name: 'Signed Salon' });
    const invited = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${business.id}/invitations`,
      headers: sameOrigin(owner.cookie),
      payload: {
        invitations: [{ email: 'sig.one@example.org' }, { email: 'sig.two@example.org' }],
        confirmed: true,
      },
    });
    expect(invited.statusCode).toBe(201);
    await sendDueInvitations(t.db, t.app.invitations, new Date());
    const feedback = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${business.id}/feedback`,
      headers: { 'content-type': 'application/json' },
      payload: { feedback: 'Too loud', rating: 2, customerEmail: 'sig.three@example.org' },
    });
    expect(feedback.statusCode).toBe(201);
    await deliverDueMail(t.db, t.app.mail, new Date());

    const raws = ['sig.one', 'sig.two', 'sig.three'].map(
      (who) => smtp.received.find((r) => r.envelopeTo.includes(`${who}@example.org`))!.raw,
    );
    const [one, two, three] = raws as [Buffer, Buffer, Buffer];
    // Feedback-ID: kind, location, business owner, sender; the same for every message of a kind.
    expect(header(one, 'Feedback-ID')).toBe(`invite:${business.id}:${owner.user.id}:rt-test`);
    expect(header(two, 'Feedback-ID')).toBe(header(one, 'Feedback-ID'));
    expect(header(three, 'Feedback-ID')).toBe(`confirm:${business.id}:${owner.user.id}:rt-test`);
    for (const raw of raws) {
      expect(header(raw, 'Feedback-ID')?.split(':').every(Boolean)).toBe(true);
      const messageId = header(raw, 'Message-ID')?.replace(/^<|>$/g, '');
      expect(messageId).toBeTruthy();
      expect(header(raw, 'X-PM-Metadata-message')).toBe(messageId);
      expect(JSON.parse(header(raw, 'X-SMTPAPI') ?? '{}').unique_args.message).toBe(messageId);
      expect(JSON.parse(header(raw, 'X-Mailgun-Variables') ?? '{}')).toMatchObject({
        message: messageId,
        location: business.id,
      });
      expect(header(raw, 'X-SES-MESSAGE-TAGS')).toContain(`location=${business.id}`);

      const verified = await dkimVerify(raw, { resolver });
      expect(verified.results[0]?.signingDomain).toBe('reviewtap.test');
      expect(verified.results[0]?.status.result).toBe('pass');
    }
    // One changed word in the body, and the signature no longer holds.
    const altered = Buffer.from(one.toString('utf8').replace('Signed Salon', 'Signed Saloon'));
    expect((await dkimVerify(altered, { resolver })).results[0]?.status.result).not.toBe('pass');
  });

  it('refuses a DKIM setting given in part, naming the three', async () => {
    const { loadConfig } = await import('#server/config.ts');
    expect(() => loadConfig({ NODE_ENV: 'test', DKIM_DOMAIN: 'reviewtap.test' })).toThrow(
      /DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY must be set together/,
    );
  });
});
