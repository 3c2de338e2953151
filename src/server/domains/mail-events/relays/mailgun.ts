// Mailgun's webhooks: one JSON object whose `signature` is a hex HMAC-SHA256 of timestamp + token
// with the webhook signing key (MAILGUN_WEBHOOK_SIGNING_KEY), not the API key.
import { createHmac, timingSafeEqual } from 'node:crypto';
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

export function readMailgun(request: RelayRequest, signingKey: string): RelayReading {
  const body = jsonOf(request.raw) as Record<string, unknown> | undefined;
  const signature = (body?.signature ?? {}) as Record<string, unknown>;
  const timestamp = String(signature.timestamp ?? '');
  const token = String(signature.token ?? '');
  const given = Buffer.from(String(signature.signature ?? ''), 'utf8');
  const expected = Buffer.from(
    createHmac('sha256', signingKey)
      .update(timestamp + token)
      .digest('hex'),
    'utf8',
  );
  if (!timestamp || !token || given.length !== expected.length || !timingSafeEqual(given, expected))
    return refused('The Mailgun signature does not match.');
  const data = body?.['event-data'] as Record<string, unknown> | undefined;
  if (!data || typeof data !== 'object') return malformed('Expected "event-data".');
  const eventId = text(data.id);
  if (!eventId) return malformed('An event without an id.');
  const variables = (data['user-variables'] ?? {}) as Record<string, unknown>;
  const headers = ((data.message as Record<string, unknown> | undefined)?.headers ?? {}) as Record<
    string,
    unknown
  >;
  const delivery = (data['delivery-status'] ?? {}) as Record<string, unknown>;
  const status = statusIn(delivery['enhanced-code'], delivery.message, delivery.description);
  return {
    ok: true,
    events: [
      {
        eventId,
        kind: kindOf(data, status, `${delivery.message ?? ''} ${delivery.description ?? ''}`),
        address: text(data.recipient),
        messageRef: ourMessageRef(variables.message) ?? ourMessageRef(headers['message-id']),
        status,
      },
    ],
  };
}

function kindOf(data: Record<string, unknown>, status: string | null, words: string): RelayEvent['kind'] {
  switch (data.event) {
    case 'complained':
      return 'complaint';
    case 'unsubscribed':
      return 'unsubscribe';
    case 'failed':
      if (data.severity === 'temporary') return status ? kindOfRefusal(status, words) : 'soft_bounce';
      // Mailgun's own bounce list: the address bounced with Mailgun before.
      if (data.reason === 'suppress-bounce') return 'bounce';
      if (data.reason === 'suppress-complaint') return 'complaint';
      if (data.reason === 'suppress-unsubscribe') return 'other';
      return kindOfRefusal(status, words);
    default:
      return 'other';
  }
}
