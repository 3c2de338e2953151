import { Button } from '@react-email/button';
import type { Locale } from '#shared/lib/i18n/locales.ts';
import { buttonStyle, EmailLayout } from './layout';
import { mailTranslator } from './messages';
import { MailHeading, MailText } from './parts';

export type WebhookDisabledProps = {
  url: string;
  lastError: string;
  sectionUrl: string;
  settingsUrl: string;
  locale: Locale;
};

export const webhookDisabledSubject = (p: Pick<WebhookDisabledProps, 'locale'>) =>
  mailTranslator(p.locale).t('email.webhook.subject');

/** An endpoint kept failing for 24 hours, so ReviewTap stopped sending to it. Told once. */
export function WebhookDisabledEmail(p: WebhookDisabledProps) {
  const i18n = mailTranslator(p.locale);
  const { t } = i18n;
  return (
    <EmailLayout
      preview={webhookDisabledSubject(p)}
      settingsUrl={p.settingsUrl}
      reason={t('email.webhook.reason')}
      i18n={i18n}
    >
      <MailHeading>{t('email.webhook.heading')}</MailHeading>
      <MailText>{t('email.webhook.body', { url: p.url, error: p.lastError })}</MailText>
      <Button href={p.sectionUrl} style={buttonStyle('16px')}>
        {t('email.webhook.button')}
      </Button>
    </EmailLayout>
  );
}
