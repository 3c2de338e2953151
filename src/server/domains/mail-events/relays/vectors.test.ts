// The providers' own worked examples (shared/fixtures/mail-relay-events): our readers verify what
// the providers' documentation and SDKs verify, and refuse a changed byte.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readMailgun } from './mailgun';
import { readSendgrid, sendgridKey } from './sendgrid';
import { snsStringToSign } from './ses';

describe("the providers' signature vectors", () => {
  it('SendGrid: the official key, timestamp, body and signature verify; one more byte does not', () => {
    const key = sendgridKey(
      'MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEEDr2LjtURuePQzplybdC+u4CwrqDqBaWjcMMsTbhdbcwHBcepxo7yAQGhHPTnlvFYPAZFceEu/1FwCM/QmGUhA==',
    );
    const headers = {
      'x-twilio-email-event-webhook-signature':
        'MEUCIQCtIHJeH93Y+qpYeWrySphQgpNGNr/U+UyUlBkU6n7RAwIgJTz2C+8a8xonZGi6BpSzoQsbVRamr2nlxFDWYNH2j/0=',
      'x-twilio-email-event-webhook-timestamp': '1588788367',
    };
    const body = '{"category":"example_payload","event":"test_event","message_id":"message_id"}';
    // Signed, but an object rather than SendGrid's array of events: understood as malformed, not forged.
    expect(readSendgrid({ raw: Buffer.from(body), headers }, key)).toMatchObject({ ok: false, status: 400 });
    expect(readSendgrid({ raw: Buffer.from(`${body} `), headers }, key)).toMatchObject({
      ok: false,
      status: 401,
    });
  });

  it('Mailgun: the worked HMAC verifies with the signing key and not with another', () => {
    const event = {
      signature: {
        timestamp: '1796428800',
        token: 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f6071829',
        signature: 'b6b2c5fcbb177f2eb0fcf198e6b58d38e96bacaf2e3f3aa56091e1d29d4ebc4d',
      },
      'event-data': { event: 'delivered', id: 'pl271FzxTTmGRW8Uj3dUWw', recipient: 'ana@example.test' },
    };
    const raw = Buffer.from(JSON.stringify(event));
    expect(readMailgun({ raw, headers: {} }, 'test-mailgun-signing-key')).toMatchObject({ ok: true });
    expect(readMailgun({ raw, headers: {} }, 'test-mailgun-signing-keY')).toMatchObject({
      ok: false,
      status: 401,
    });
  });

  it('SNS: the string to sign of the example notification is byte for byte AWS’s', () => {
    const text = snsStringToSign({
      Type: 'Notification',
      MessageId: '11111111-2222-4333-8444-555555555555',
      TopicArn: 'arn:aws:sns:eu-west-1:123456789012:ses-feedback',
      Message: '{"notificationType":"Bounce"}',
      Timestamp: '2026-12-05T00:00:00.000Z',
      SignatureVersion: '1',
    });
    expect(Buffer.byteLength(text)).toBe(195);
    expect(createHash('sha256').update(text).digest('hex')).toBe(
      '041330a26abe8e5db1522ae54f6fb19184f5de4bb9e28c013d9093ae34319425',
    );
  });
});
