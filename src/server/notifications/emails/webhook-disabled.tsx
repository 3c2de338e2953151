import { Button } from '@react-email/button';
import { Heading } from '@react-email/heading';
import { Text } from '@react-email/text';
import type { Locale } from '#shared/lib/i18n/locales.ts';
import { buttonStyle, colors, EmailLayout } from './layout';
import { mailTranslator } from './messages';

export type WebhookDisabledProps = {
  url: string;
  lastError: string;
  sectionUrl: string;
  settingsUrl: string;
  locale: Locale;
};

export const webhookDisabledSubject = (p: Pick<WebhookDisabledProps, 'locale'>) =>
  mailTranslator(p.locale).t('webhook.subject');

/** An endpoint kept failing for 24 hours, so ReviewTap stopped sending to it. Told once. */
export function WebhookDisabledEmail(p: WebhookDisabledProps) {
  const i18n = mailTranslator(p.locale);
  const { t } = i18n;
  return (
    <EmailLayout
      preview={webhookDisabledSubject(p)}
      settingsUrl={p.settingsUrl}
      reason={t('webhook.reason')}
      i18n={i18n}
    >
      <Heading as="h1" style={{ fontSize: '20px', color: colors.ink, margin: '8px 0' }}>
        {t('webhook.heading')}
      </Heading>
      <Text style={{ color: colors.ink, fontSize: '15px', lineHeight: '22px' }}>
        {t('webhook.body', { url: p.url, error: p.lastError })}
      </Text>
      <Button href={p.sectionUrl} style={buttonStyle('16px')}>
        {t('webhook.button')}
      </Button>
    </EmailLayout>
  );
}
