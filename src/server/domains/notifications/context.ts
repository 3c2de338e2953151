import type { Locale } from '#shared/lib/i18n/locales.ts';
import type { SubscribedKind } from '#shared/lib/mail-kinds.ts';
import type { MailTransport } from './mail-transport';
import { signUnsubscribeToken } from './unsubscribe-token';

/** The first feedback waits this long for company, so a burst becomes one e-mail; it still goes out within a minute. */
export const GATHER_MS = 40_000;

/** What composing and sending mail needs from the app: links, the signing secret, the transport. */
export type MailContext = {
  publicUrl: string;
  secret: string;
  from: string;
  /** The last part of every Feedback-ID: this deployment (MAIL_SENDER_ID). */
  senderId: string;
  /** How long a first feedback waits for company before its alert (FEEDBACK_ALERT_GATHER_SECONDS). */
  alertGatherMs: number;
  transport: MailTransport;
  /**
   * The customer's own token for an e-mail to a customer, filled in as it leaves (customer-mail.ts);
   * `location` is the business it is from, still registered.
   */
  customerToken: (
    mail: CustomerMail,
    location: { id: string; placeId: string; ownerId: string } | null,
  ) => string | null;
  /** A customer's address refused as unknown (5.1.x): no business mails it again. */
  addressIsDead: (address: string, now: Date) => Promise<void>;
  /**
   * Whether the customer stopped this location's mail since it was queued (an unsubscribe, a
   * complaint, a dead mailbox): then it does not leave.
   */
  customerStopped: (mail: CustomerMail) => Promise<boolean>;
};

type CustomerMail = {
  kind: string;
  businessId: string | null;
  toAddress: string;
  feedbackId: string | null;
};

export function mailContext(
  config: {
    publicUrl: string;
    sessionSecret?: string;
    mail: { from: string; senderId?: string; alertGatherMs?: number };
  },
  transport: MailTransport,
  customer: Pick<MailContext, 'customerToken' | 'addressIsDead' | 'customerStopped'> = {
    customerToken: () => null,
    addressIsDead: async () => {},
    customerStopped: async () => false,
  },
): MailContext {
  if (!config.sessionSecret) throw new Error('mail needs SESSION_SECRET (main.ts sets one)');
  return {
    publicUrl: config.publicUrl,
    secret: config.sessionSecret,
    from: config.mail.from,
    senderId: config.mail.senderId ?? 'reviewtap',
    alertGatherMs: config.mail.alertGatherMs ?? GATHER_MS,
    transport,
    ...customer,
  };
}

/** The e-mail's unsubscribe link; with the e-mail's language, the page it opens speaks it. */
export const unsubscribeUrl = (ctx: MailContext, userId: string, kind: SubscribedKind, locale?: Locale) =>
  `${ctx.publicUrl}/unsubscribe?token=${signUnsubscribeToken(ctx.secret, userId, kind)}${locale ? `&lang=${locale}` : ''}`;

export const links = (ctx: MailContext) => ({
  inbox: `${ctx.publicUrl}/dashboard?section=reviews`,
  dashboard: `${ctx.publicUrl}/dashboard`,
  settings: `${ctx.publicUrl}/dashboard?section=notifications`,
});
