// Postmark's Bounce, SpamComplaint and SubscriptionChange webhooks: one JSON object per request,
// behind HTTP basic auth whose password is MAIL_EVENTS_SECRET (Postmark signs nothing).
import { createHash, timingSafeEqual } from 'node:crypto';
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

// Branch on Type, never TypeCode: Postmark's own documents disagree on the codes.
const MAILBOX_GONE = new Set(['HardBounce', 'BadEmailAddress']);
const SOFT = new Set(['Transient', 'SoftBounce', 'DnsError']);
const REFUSED = new Set([
  'SpamNotification',
  'Blocked',
  'DMARCPolicy',
  'VirusNotification',
  'ContentRejected',
]);

const same = (a: string, b: string) => {
  const x = createHash('sha256').update(a).digest();
  const y = createHash('sha256').update(b).digest();
  return timingSafeEqual(x, y);
};

function passwordOf(authorization: string | undefined) {
  const m = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(authorization ?? '');
  if (!m?.[1]) return null;
  const decoded = Buffer.from(m[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : decoded.slice(colon + 1);
}

export function readPostmark(request: RelayRequest, secret: string): RelayReading {
  const password = passwordOf(header(request, 'authorization'));
  if (password === null || !same(password, secret))
    return refused('Postmark webhooks need the basic-auth password.');
  const body = jsonOf(request.raw) as Record<string, unknown> | undefined;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return malformed('Expected one JSON object.');
  const record = text(body.RecordType);
  const metadata = (body.Metadata ?? {}) as Record<string, unknown>;
  const messageRef = ourMessageRef(metadata.message);
  if (record === 'Bounce' || record === 'SpamComplaint') {
    if (body.ID === undefined || body.ID === null) return malformed('A bounce without an ID.');
    const type = text(body.Type) ?? '';
    const status = statusIn(body.Details, body.Description);
    return {
      ok: true,
      events: [
        {
          eventId: `${record}:${String(body.ID)}`,
          kind: kindOf(record, type, status, `${body.Details ?? ''} ${body.Description ?? ''}`),
          address: text(body.Email),
          messageRef,
          status,
        },
      ],
    };
  }
  if (record === 'SubscriptionChange') {
    // No id of its own: the change is named by what it says, so a repeat is the same event.
    const id = createHash('sha256')
      .update(
        JSON.stringify([
          body.Recipient,
          body.ChangedAt,
          body.SuppressSending,
          body.SuppressionReason,
          body.MessageID,
        ]),
      )
      .digest('base64url');
    const byRecipient =
      body.SuppressSending === true &&
      body.Origin === 'Recipient' &&
      body.SuppressionReason === 'ManualSuppression';
    const complaint = body.SuppressSending === true && body.SuppressionReason === 'SpamComplaint';
    const kind: RelayEvent['kind'] = complaint ? 'complaint' : byRecipient ? 'unsubscribe' : 'other';
    return {
      ok: true,
      events: [
        {
          eventId: `SubscriptionChange:${id}`,
          kind,
          address: text(body.Recipient),
          messageRef,
          status: null,
        },
      ],
    };
  }
  // Deliveries, opens and clicks are understood and not kept.
  return { ok: true, events: [] };
}

function kindOf(record: string, type: string, status: string | null, words: string): RelayEvent['kind'] {
  if (record === 'SpamComplaint' || type === 'SpamComplaint') return 'complaint';
  if (MAILBOX_GONE.has(type)) {
    // A "hard bounce" that says 5.7.x is a policy refusal: the mailbox is fine.
    return status && !status.startsWith('5.1.') ? kindOfRefusal(status) : 'bounce';
  }
  if (SOFT.has(type)) return 'soft_bounce';
  if (REFUSED.has(type)) return 'rejected';
  return status ? kindOfRefusal(status, words) : 'other';
}
