// Four mail relays as they call us: each posts its events in its own documented wire format
// (shared/fixtures/mail-relay-events), signed its own way with test keys, from its own origin. The
// SNS part also serves its signing certificate and answers the subscription link we must fetch.
import { execFileSync } from 'node:child_process';
import { createHmac, generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const TOPIC = 'arn:aws:sns:eu-west-1:123456789012:ses-feedback';
const POSTMARK_PASSWORD = 'pm-hook-password-0123456789';
const MAILGUN_KEY = 'test-mailgun-signing-key';

/** An RSA key and a self-signed certificate, as SNS signs with (openssl, as on every Debian). */
function snsCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'sns-cert-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=sns.test',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(join(dir, 'key.pem'), 'utf8'),
      cert: readFileSync(join(dir, 'cert.pem'), 'utf8'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startMailRelayStandIn() {
  const sendgrid = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const sendgridPublicKey = sendgrid.publicKey.export({ format: 'der', type: 'spki' }).toString('base64');
  const sns = snsCertificate();
  const subscribed: string[] = [];
  const server = createServer((req, res) => {
    if (req.url === '/SimpleNotificationService-test.pem') {
      res.writeHead(200, { 'content-type': 'application/x-pem-file' }).end(sns.cert);
      return;
    }
    if (req.url?.startsWith('/?Action=ConfirmSubscription')) {
      subscribed.push(new URL(req.url, 'http://x').searchParams.get('Token') ?? '');
      res.writeHead(200, { 'content-type': 'text/xml' }).end('<ConfirmSubscriptionResponse/>');
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** Posts exactly these bytes, as the relay would. */
  const post = (url: string, body: string, headers: Record<string, string>) =>
    fetch(url, { method: 'POST', body, headers });

  const snsSigned = (fields: Record<string, string>, version: '1' | '2'): Record<string, string> => {
    const order =
      fields.Type === 'Notification'
        ? ['Message', 'MessageId', 'Subject', 'Timestamp', 'TopicArn', 'Type']
        : ['Message', 'MessageId', 'SubscribeURL', 'Timestamp', 'Token', 'TopicArn', 'Type'];
    const text = order
      .filter((k) => fields[k] !== undefined)
      .map((k) => `${k}\n${fields[k]}\n`)
      .join('');
    const signature = sign(version === '1' ? 'RSA-SHA1' : 'RSA-SHA256', Buffer.from(text), sns.key).toString(
      'base64',
    );
    return {
      ...fields,
      SignatureVersion: version,
      Signature: signature,
      SigningCertURL: `${origin}/SimpleNotificationService-test.pem`,
      UnsubscribeURL: `${origin}/?Action=Unsubscribe`,
    };
  };

  return {
    origin,
    /** The settings our server needs to hear these relays. */
    env: {
      MAIL_EVENTS_SECRET: POSTMARK_PASSWORD,
      SENDGRID_WEBHOOK_PUBLIC_KEY: sendgridPublicKey,
      SES_SNS_TOPIC_ARN: TOPIC,
      SNS_ORIGIN_PATTERN: '^http://127\\.0\\.0\\.1:\\d+$',
      MAILGUN_WEBHOOK_SIGNING_KEY: MAILGUN_KEY,
    },
    subscribed,
    postmark(url: string, event: object, password = POSTMARK_PASSWORD) {
      const auth = Buffer.from(`pm-hook:${password}`).toString('base64');
      return post(url, JSON.stringify(event), {
        'content-type': 'application/json',
        authorization: `Basic ${auth}`,
      });
    },
    sendgrid(url: string, events: object[], tamper?: (body: string) => string) {
      const body = JSON.stringify(events);
      const timestamp = String(Math.floor(Date.now() / 1000));
      const signature = sign(
        'sha256',
        Buffer.concat([Buffer.from(timestamp), Buffer.from(body)]),
        sendgrid.privateKey,
      ).toString('base64');
      return post(url, tamper ? tamper(body) : body, {
        'content-type': 'application/json',
        'x-twilio-email-event-webhook-signature': signature,
        'x-twilio-email-event-webhook-timestamp': timestamp,
      });
    },
    /** An SES notification inside a signed SNS envelope; `topic` and `version` can be changed to attack. */
    ses(
      url: string,
      message: object,
      o: { topic?: string; version?: '1' | '2'; messageId?: string; tamper?: boolean } = {},
    ) {
      const envelope = snsSigned(
        {
          Type: 'Notification',
          MessageId: o.messageId ?? randomUUID(),
          TopicArn: o.topic ?? TOPIC,
          Message: JSON.stringify(message),
          Timestamp: new Date().toISOString(),
        },
        o.version ?? '1',
      );
      if (o.tamper) envelope.Message = String(envelope.Message).replace('Bounce', 'Complaint');
      return post(url, JSON.stringify(envelope), {
        'content-type': 'text/plain; charset=UTF-8',
        'x-amz-sns-message-type': 'Notification',
        'x-amz-sns-topic-arn': o.topic ?? TOPIC,
      });
    },
    sesSubscription(url: string, token: string) {
      const envelope = snsSigned(
        {
          Type: 'SubscriptionConfirmation',
          MessageId: randomUUID(),
          Token: token,
          TopicArn: TOPIC,
          Message: `You have chosen to subscribe to the topic ${TOPIC}.`,
          SubscribeURL: `${origin}/?Action=ConfirmSubscription&TopicArn=${encodeURIComponent(TOPIC)}&Token=${token}`,
          Timestamp: new Date().toISOString(),
        },
        '2',
      );
      return post(url, JSON.stringify(envelope), {
        'content-type': 'text/plain; charset=UTF-8',
        'x-amz-sns-message-type': 'SubscriptionConfirmation',
      });
    },
    mailgun(url: string, eventData: object, key = MAILGUN_KEY) {
      const timestamp = String(Math.floor(Date.now() / 1000));
      const token = randomUUID().replaceAll('-', '');
      const signature = createHmac('sha256', key)
        .update(timestamp + token)
        .digest('hex');
      return post(
        url,
        JSON.stringify({ signature: { timestamp, token, signature }, 'event-data': eventData }),
        {
          'content-type': 'application/json',
        },
      );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
