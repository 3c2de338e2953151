import nodemailer from 'nodemailer';
import type { MailKind } from '#shared/lib/mail-kinds.ts';

/** `prepared`: sent as it is, never MIME-encoded (a relay reads the JSON in X-SMTPAPI as written). */
type MailHeader = string | { prepared: true; value: string };

type OutgoingMail = {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Where the reader's reply goes, when not to the sender (an owner answering a customer). */
  replyTo?: string;
  headers: Record<string, MailHeader>;
  /** A fixed Message-ID, so a message sent again after a crash is recognisably the same one. */
  messageId?: string;
};

/** The one adapter for outgoing mail. 'demo' keeps mail in the database and sends nothing. */
export type MailTransport = {
  kind: 'smtp' | 'demo';
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  /** Whether the server answers and accepts our login now (the operator's console asks). */
  check(): Promise<void>;
  close(): void;
};

type Dkim = { domainName: string; keySelector: string; privateKey: string };

export function createSmtpTransport(smtpUrl: string, dkim: Dkim | null = null): MailTransport {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  const transporter = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    // A few connections kept open and reused: a batch of invitations is not a TLS handshake each.
    pool: true,
    maxConnections: 2,
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    // A slow server fails the attempt quickly; the outbox retries it later.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
    // Signed here only when the operator gives a key: most relays sign with the sending domain's own.
    ...(dkim ? { dkim } : {}),
  });
  return {
    kind: 'smtp',
    async send(mail) {
      const info = await transporter.sendMail(mail);
      return { messageId: info.messageId };
    },
    check: async () => void (await transporter.verify()),
    close: () => transporter.close(),
  };
}

export const demoTransport: MailTransport = {
  kind: 'demo',
  send: async () => ({ messageId: 'kept-in-demo-outbox' }),
  check: async () => {},
  close: () => {},
};

export const transportFromConfig = (mail: { smtpUrl: string | null; dkim?: Dkim | null }) =>
  mail.smtpUrl ? createSmtpTransport(mail.smtpUrl, mail.dkim ?? null) : demoTransport;

/** Short, stable words for Feedback-ID's first part: what kind of e-mail it is (every kind has one). */
const FEEDBACK_KIND: Record<MailKind | 'invitation' | 'reminder', string> = {
  feedback_alert: 'alert',
  weekly_summary: 'summary',
  account_notice: 'notice',
  review_alert: 'review',
  feedback_answer: 'answer',
  address_confirmation: 'confirm',
  invitation: 'invite',
  reminder: 'remind',
};

/**
 * The headers that tie a message to its sender and its location: Gmail's Feedback-ID (kind, location,
 * business owner, this deployment; no per-message id), and our message id in each relay's metadata
 * header, so a bounce or complaint the relay reports later finds its message, location and kind.
 */
export function trackingHeaders(m: {
  messageId: string;
  kind: string;
  locationId: string | null;
  ownerId: string | null;
  senderId: string;
}): Record<string, MailHeader> {
  const kind = FEEDBACK_KIND[m.kind as keyof typeof FEEDBACK_KIND] ?? 'other';
  const location = m.locationId ?? 'none';
  const id = m.messageId.replace(/^<|>$/g, '');
  const tags = { message: id, location, kind };
  return {
    'Feedback-ID': `${kind}:${location}:${m.ownerId ?? 'none'}:${m.senderId}`,
    'X-PM-Metadata-message': id,
    'X-PM-Metadata-location': location,
    'X-PM-Metadata-kind': kind,
    'X-SMTPAPI': { prepared: true, value: JSON.stringify({ unique_args: tags }) },
    // SES tag values take letters, digits and _ - . @ only.
    'X-SES-MESSAGE-TAGS': Object.entries(tags)
      .map(([k, v]) => `${k}=${v.replace(/[^\w.@-]/g, '_')}`)
      .join(', '),
    'X-Mailgun-Variables': { prepared: true, value: JSON.stringify(tags) },
  };
}

/**
 * What an SMTP refusal says of the address (RFC 3463): `mailbox` only for a permanent 5.1.x (unknown
 * user or mailbox, bad domain), the one answer that means the address is dead for everyone; `rejected`
 * for any other permanent answer (a full mailbox 5.2.x, routing 5.4.x, policy, content or reputation
 * 5.7.x), which is about this message or this sender; `temporary` for 4.x.x and a lost connection.
 */
export type Refusal = { kind: 'mailbox' | 'rejected' | 'temporary'; status: string | null };

const DEAD_ADDRESS = /user unknown|no such user|unknown (user|recipient)|does not exist|invalid recipient/i;

export function refusalOf(err: unknown): Refusal {
  const code = (err as { responseCode?: number }).responseCode ?? 0;
  const said = String((err as { response?: unknown }).response ?? (err instanceof Error ? err.message : ''));
  const status = /\b[245]\.\d{1,3}\.\d{1,3}\b/.exec(said)?.[0] ?? null;
  if (code < 500 || code >= 600) return { kind: 'temporary', status };
  // A 550 with no enhanced status is read by its words: only plain "no such user" kills an address.
  const dead = status ? status.startsWith('5.1.') : DEAD_ADDRESS.test(said);
  return { kind: dead ? 'mailbox' : 'rejected', status };
}
