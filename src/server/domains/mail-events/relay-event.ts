// One word for what every relay tells us, whatever its format (shared/fixtures/mail-relay-events).

/**
 * What a relay reported about one recipient of one message we sent. `messageRef` is our own
 * Message-ID without brackets (`mail-…@host`, `invitation-…@host`), read back from the metadata every
 * message carries; null when the relay did not return it.
 */
export type RelayEvent = {
  eventId: string;
  kind: 'bounce' | 'soft_bounce' | 'rejected' | 'complaint' | 'unsubscribe' | 'other';
  address: string | null;
  messageRef: string | null;
  status: string | null;
};

export type Provider = 'postmark' | 'sendgrid' | 'ses' | 'mailgun';
export const PROVIDERS: readonly Provider[] = ['postmark', 'sendgrid', 'ses', 'mailgun'];

/** A request as a relay sent it: the raw bytes (signatures are over them) and the headers. */
export type RelayRequest = { raw: Buffer; headers: Record<string, string | string[] | undefined> };

/** Either the events, or why the request is refused (401: not from the relay; 400: not its format). */
export type RelayReading =
  | { ok: true; events: RelayEvent[] }
  | { ok: false; status: 400 | 401; message: string };

export const refused = (message: string): RelayReading => ({ ok: false, status: 401, message });
export const malformed = (message: string): RelayReading => ({ ok: false, status: 400, message });

export const header = (r: RelayRequest, name: string) => {
  const value = r.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};

export function jsonOf(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return undefined;
  }
}

const ENHANCED = /\b([245])\.(\d{1,3})\.(\d{1,3})\b/;
const DEAD_ADDRESS =
  /user unknown|no such user|unknown (user|recipient)|does not exist|invalid recipient|bad destination mailbox/i;

/** The enhanced status (RFC 3463) in a relay's words, if any. */
export const statusIn = (...texts: unknown[]) => {
  for (const t of texts) {
    const m = typeof t === 'string' ? ENHANCED.exec(t) : null;
    if (m) return m[0];
  }
  return null;
};

/**
 * A refusal as our rules read it (RFC 3463): only 5.1.x kills an address; the mailbox's own status
 * x.2.x (full, disabled for now) is a soft bounce; any other 4.x.x is the path or the sender having a
 * bad moment (a quota window, greylisting), the relay's to retry; every other permanent answer is
 * about this message or this sender. Without a status, the words decide, and only plain "no such
 * user" kills.
 */
export function kindOfRefusal(status: string | null, words = ''): RelayEvent['kind'] {
  if (status) {
    if (status.startsWith('5.1.')) return 'bounce';
    if (/^[45]\.2\./.test(status)) return 'soft_bounce';
    if (status.startsWith('4.')) return 'other';
    return 'rejected';
  }
  return DEAD_ADDRESS.test(words) ? 'bounce' : 'rejected';
}

/** Our Message-ID as the metadata carries it, or null for anything that is not one of ours. */
export const ourMessageRef = (value: unknown) =>
  typeof value === 'string' &&
  /^(mail|invitation)-[0-9a-z-]{1,80}@[\w.-]{1,253}$/i.test(value.replace(/^<|>$/g, ''))
    ? value.replace(/^<|>$/g, '')
    : null;

export const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : null);
