import { Button } from '@react-email/button';
import type { Locale } from '#shared/lib/i18n/locales.ts';
import { buttonStyle, EmailLayout } from './layout';
import { mailTranslator } from './messages';
import { MailHeading, MailText } from './parts';

export type ConnectionBrokenProps = {
  businessName: string;
  sectionUrl: string;
  settingsUrl: string;
  locale: Locale;
};

export const connectionBrokenSubject = (p: Pick<ConnectionBrokenProps, 'businessName' | 'locale'>) =>
  mailTranslator(p.locale).t('email.broken.subject', { business: p.businessName });

/** Google stopped accepting the stored connection (access removed or expired): told once. */
export function ConnectionBrokenEmail(p: ConnectionBrokenProps) {
  const i18n = mailTranslator(p.locale);
  const { t } = i18n;
  return (
    <EmailLayout
      preview={connectionBrokenSubject(p)}
      settingsUrl={p.settingsUrl}
      reason={t('email.broken.reason')}
      i18n={i18n}
    >
      <MailHeading>{t('email.broken.heading')}</MailHeading>
      <MailText>{t('email.broken.body', { business: p.businessName })}</MailText>
      <Button href={p.sectionUrl} style={buttonStyle('16px')}>
        {t('email.broken.button')}
      </Button>
    </EmailLayout>
  );
}
