// SendGrid's signed Event Webhook: a JSON array of events, signed with ECDSA (P-256, SHA-256) over
// the timestamp header followed by the raw body; the public key is SENDGRID_WEBHOOK_PUBLIC_KEY, base64
// DER as SendGrid shows it.
import { createPublicKey, type KeyObject, verify } from 'node:crypto';
import {
  header,
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

/** The key SendGrid shows, read once; throws at start-up on a key that is not one. */
export const sendgridKey = (publicKeyBase64: string): KeyObject =>
  createPublicKey({ key: Buffer.from(publicKeyBase64, 'base64'), format: 'der', type: 'spki' });

export function readSendgrid(request: RelayRequest, key: KeyObject): RelayReading {
  const signature = header(request, 'x-twilio-email-event-webhook-signature');
  const timestamp = header(request, 'x-twilio-email-event-webhook-timestamp');
  if (!signature || !timestamp) return refused('SendGrid events need their signature and timestamp headers.');
  let signed = false;
  try {
    signed = verify(
      'sha256',
      Buffer.concat([Buffer.from(timestamp, 'utf8'), request.raw]),
      key,
      Buffer.from(signature, 'base64'),
    );
  } catch {
    signed = false;
  }
  if (!signed) return refused('The SendGrid signature does not match this body.');
  const body = jsonOf(request.raw);
  if (!Array.isArray(body)) return malformed('Expected a JSON array of events.');
  const events: RelayEvent[] = [];
  for (const e of body as Record<string, unknown>[]) {
    const eventId = text(e?.sg_event_id);
    if (!eventId) continue;
    events.push({
      eventId,
      kind: kindOf(e),
      address: text(e.email),
      messageRef: ourMessageRef(e.message),
      status: statusIn(e.status, e.reason),
    });
  }
  return { ok: true, events };
}

function kindOf(e: Record<string, unknown>): RelayEvent['kind'] {
  switch (e.event) {
    case 'spamreport':
      return 'complaint';
    case 'unsubscribe':
    case 'group_unsubscribe':
      return 'unsubscribe';
    case 'bounce': {
      // "blocked" is a temporary refusal of this message, never the address's fault.
      if (e.type === 'blocked') return 'rejected';
      const status = statusIn(e.status, e.reason);
      if (!status && e.bounce_classification === 'Invalid Address') return 'bounce';
      return kindOfRefusal(status, String(e.reason ?? ''));
    }
    default:
      // processed, delivered, deferred (SendGrid retries), dropped (its own lists), opens, clicks.
      return 'other';
  }
}
