import { serverTranslator } from '#server/lib/messages.ts';
import type { Locale } from '#shared/lib/i18n/locales.ts';

/** The e-mails' words in one language (messages/<lang>/email.json). */
export const mailTranslator = (locale: Locale) => serverTranslator(locale, 'email');
export type MailTranslator = ReturnType<typeof mailTranslator>;
