import type { Locale } from '#shared/lib/i18n/locales.ts';
import type { MailTransport } from './mail-transport';
import { type MailKind, signUnsubscribeToken } from './unsubscribe-token';

/** What composing and sending mail needs from the app: links, the signing secret, the transport. */
export type MailContext = {
  publicUrl: string;
  secret: string;
  from: string;
  transport: MailTransport;
};

export function mailContext(
  config: { publicUrl: string; sessionSecret?: string; mail: { from: string } },
  transport: MailTransport,
): MailContext {
  if (!config.sessionSecret) throw new Error('mail needs SESSION_SECRET (main.ts sets one)');
  return { publicUrl: config.publicUrl, secret: config.sessionSecret, from: config.mail.from, transport };
}

/** The e-mail's unsubscribe link; with the e-mail's language, the page it opens speaks it. */
export const unsubscribeUrl = (ctx: MailContext, userId: string, kind: MailKind, locale?: Locale) =>
  `${ctx.publicUrl}/unsubscribe?token=${signUnsubscribeToken(ctx.secret, userId, kind)}${locale ? `&lang=${locale}` : ''}`;

export const links = (ctx: MailContext) => ({
  inbox: `${ctx.publicUrl}/dashboard?section=feedback`,
  dashboard: `${ctx.publicUrl}/dashboard`,
  settings: `${ctx.publicUrl}/dashboard?section=notifications`,
});
