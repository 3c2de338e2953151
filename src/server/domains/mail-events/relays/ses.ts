// Amazon SES's bounce and complaint notifications through Amazon SNS. Each SNS message is signed
// (SignatureVersion 1: SHA1withRSA, 2: SHA256withRSA) with a certificate fetched from an SNS host;
// only topics named in SES_SNS_TOPIC_ARN are heard (anyone can sign with SNS from their own topic).
import { verify } from 'node:crypto';
import {
  jsonOf,
  kindOfRefusal,
  malformed,
  ourMessageRef,
  type RelayEvent,
  type RelayReading,
  type RelayRequest,
  refused,
  statusIn,
  text,
} from '#server/domains/mail-events/relay-event.ts';

export type SesSettings = {
  topicArns: string[];
  /** The origins certificates and subscription links may come from (AWS's rule by default). */
  snsOrigin: RegExp;
};

const NOTIFICATION_FIELDS = ['Message', 'MessageId', 'Subject', 'Timestamp', 'TopicArn', 'Type'];
const CONFIRMATION_FIELDS = [
  'Message',
  'MessageId',
  'SubscribeURL',
  'Timestamp',
  'Token',
  'TopicArn',
  'Type',
];

const certificates = new Map<string, Promise<string>>();

function fromSns(url: unknown, settings: SesSettings, pem: boolean) {
  if (typeof url !== 'string') return null;
  try {
    const u = new URL(url);
    if (!settings.snsOrigin.test(u.origin)) return null;
    if (pem && !u.pathname.endsWith('.pem')) return null;
    return u;
  } catch {
    return null;
  }
}

async function certificateAt(url: URL) {
  const key = url.href;
  let pending = certificates.get(key);
  if (!pending) {
    pending = fetch(url, { signal: AbortSignal.timeout(5000) }).then(async (r) => {
      if (!r.ok) throw new Error(`certificate answered ${r.status}`);
      return r.text();
    });
    certificates.set(key, pending);
    // A failed fetch is tried again next time; a few certificates are ever in use.
    pending.catch(() => certificates.delete(key));
    if (certificates.size > 20) certificates.delete(certificates.keys().next().value as string);
  }
  return pending;
}

/** What SNS signs: each field present, in its fixed order, as `Key\nvalue\n`. */
export function snsStringToSign(body: Record<string, unknown>) {
  const fields = body.Type === 'Notification' ? NOTIFICATION_FIELDS : CONFIRMATION_FIELDS;
  return fields
    .filter((f) => body[f] !== undefined && body[f] !== null)
    .map((f) => `${f}\n${String(body[f])}\n`)
    .join('');
}

async function signedBySns(body: Record<string, unknown>, settings: SesSettings) {
  const version = body.SignatureVersion;
  const algorithm = version === '1' ? 'RSA-SHA1' : version === '2' ? 'RSA-SHA256' : null;
  const url = fromSns(body.SigningCertURL, settings, true);
  if (!algorithm || !url || typeof body.Signature !== 'string') return false;
  try {
    return verify(
      algorithm,
      Buffer.from(snsStringToSign(body), 'utf8'),
      await certificateAt(url),
      Buffer.from(body.Signature, 'base64'),
    );
  } catch {
    return false;
  }
}

export async function readSes(request: RelayRequest, settings: SesSettings): Promise<RelayReading> {
  const body = jsonOf(request.raw) as Record<string, unknown> | undefined;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return malformed('Expected an SNS message.');
  if (!(await signedBySns(body, settings))) return refused('The SNS signature does not verify.');
  if (typeof body.TopicArn !== 'string' || !settings.topicArns.includes(body.TopicArn))
    return refused('This SNS topic is not one we listen to (SES_SNS_TOPIC_ARN).');
  if (body.Type === 'SubscriptionConfirmation') {
    const subscribe = fromSns(body.SubscribeURL, settings, false);
    if (!subscribe) return refused('The subscription link is not on an SNS host.');
    const answer = await fetch(subscribe, { signal: AbortSignal.timeout(5000) }).catch(() => null);
    if (!answer?.ok) return malformed('SNS did not accept the subscription; send it again.');
    return { ok: true, events: [] };
  }
  if (body.Type !== 'Notification') return { ok: true, events: [] };
  const messageId = text(body.MessageId);
  const message =
    typeof body.Message === 'string'
      ? (jsonOf(Buffer.from(body.Message)) as Record<string, unknown>)
      : undefined;
  if (!messageId || !message) return malformed('A notification without a message.');
  return { ok: true, events: eventsOf(messageId, message) };
}

function eventsOf(messageId: string, message: Record<string, unknown>): RelayEvent[] {
  const type = message.notificationType ?? message.eventType;
  const mail = (message.mail ?? {}) as Record<string, unknown>;
  const tags = (mail.tags ?? {}) as Record<string, unknown>;
  const tagged = Array.isArray(tags.message) ? tags.message[0] : undefined;
  const messageRef =
    ourMessageRef(tagged) ??
    ourMessageRef((mail.commonHeaders as Record<string, unknown> | undefined)?.messageId);
  if (type === 'Bounce') {
    const bounce = (message.bounce ?? {}) as Record<string, unknown>;
    const recipients = Array.isArray(bounce.bouncedRecipients) ? bounce.bouncedRecipients : [];
    return recipients.map((r: Record<string, unknown>, i) => {
      const status = statusIn(r.status, r.diagnosticCode);
      return {
        eventId: `${messageId}:${i}`,
        kind: bounceKind(bounce, status, String(r.diagnosticCode ?? '')),
        address: text(r.emailAddress),
        messageRef,
        status,
      };
    });
  }
  if (type === 'Complaint') {
    const complaint = (message.complaint ?? {}) as Record<string, unknown>;
    const recipients = Array.isArray(complaint.complainedRecipients) ? complaint.complainedRecipients : [];
    // "not-spam" is a report that the mail is wanted: nothing to hold against anyone.
    const kind = complaint.complaintFeedbackType === 'not-spam' ? 'other' : 'complaint';
    return recipients.map((r: Record<string, unknown>, i) => ({
      eventId: `${messageId}:${i}`,
      kind,
      address: text(r.emailAddress),
      messageRef,
      status: null,
    }));
  }
  return [];
}

function bounceKind(
  bounce: Record<string, unknown>,
  status: string | null,
  words: string,
): RelayEvent['kind'] {
  const sub = bounce.bounceSubType;
  if (bounce.bounceType === 'Permanent') {
    // SES's own suppression lists: the address bounced or complained with SES before.
    if (sub === 'Suppressed' || sub === 'OnAccountSuppressionList' || sub === 'NoEmail') return 'bounce';
    return status ? kindOfRefusal(status, words) : 'bounce';
  }
  if (bounce.bounceType === 'Transient') {
    if (sub === 'ContentRejected' || sub === 'AttachmentRejected' || sub === 'MessageTooLarge')
      return 'rejected';
    return 'soft_bounce';
  }
  return 'other';
}
